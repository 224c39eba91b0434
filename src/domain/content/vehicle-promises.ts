/**
 * The advertised promises a vehicle page carries (site.md section 1, "Advertised promises used in
 * copy"; section 9 "Inspection 75 points", "Warranty mileage filter up to 85000"). The lifetime
 * engine limited warranty covers vehicles under 85,000 miles only, so it is promised only when the
 * odometer is known and below that. Which promises apply; their words are the catalog's
 * `vdp.promise.<id>` (src/i18n/messages/vehicle-page.ts, the spec's English verbatim).
 */
export const WARRANTY_MAX_MILES = 85_000

export type VehiclePromise = 'inspection' | 'history-report' | 'engine-warranty'

export function vehiclePromises(mileage: number | null | undefined): VehiclePromise[] {
  const promises: VehiclePromise[] = ['inspection', 'history-report']
  if (typeof mileage === 'number' && Number.isFinite(mileage) && mileage >= 0 && mileage < WARRANTY_MAX_MILES) {
    promises.push('engine-warranty')
  }
  return promises
}
