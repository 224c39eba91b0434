import type { GeoPoint } from '@/domain/stores/nearest'

/** The geolocation helper (visitor-layer.md sections 7 and 8): lat and lon, or false on failure. */
export function getGeolocation(timeoutMs = 8000): Promise<GeoPoint | false> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(false)
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      () => resolve(false),
      { timeout: timeoutMs, maximumAge: 10 * 60 * 1000 },
    )
  })
}
