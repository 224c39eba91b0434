import type { Payload } from 'payload'
import { BODY_STYLES } from '@/domain/inventory/filters'
import { COLORS } from './data/vehicle-catalog'
import { renderVehicleImage } from './images'

export type VehicleImageIndex = (bodystyle: string, color: string) => string[]

/** One picture per body style and paint colour; vehicles share them (the demo has no photo studio). */
export async function seedVehicleImages(payload: Payload): Promise<VehicleImageIndex> {
  // Keyed on the alt text: the file name may get a numeric suffix when the media folder already
  // holds a file of that name, but the alt text is ours alone.
  const altFor = (style: string, color: string) => `${color} ${style.replace(/s$/, '')}, side view`
  const existing = await payload.find({
    collection: 'media',
    where: { alt: { like: 'side view' } },
    depth: 0,
    pagination: false,
  })
  const urls = new Map(existing.docs.map((d) => [d.alt, d.url ?? '']))
  for (const style of BODY_STYLES) {
    for (const color of COLORS) {
      const alt = altFor(style, color)
      if (urls.has(alt)) continue
      const doc = await payload.create({
        collection: 'media',
        data: { alt },
        file: {
          data: await renderVehicleImage(style, color),
          mimetype: 'image/webp',
          name: `vehicle-${style}-${color.toLowerCase()}.webp`,
          size: 0,
        },
        depth: 0,
      })
      urls.set(alt, doc.url ?? '')
    }
  }
  return (bodystyle, color) => {
    const own = urls.get(altFor(bodystyle, color)) ?? ''
    const others = COLORS.filter((c) => c !== color)
      .slice(0, 2)
      .map((c) => urls.get(altFor(bodystyle, c)) ?? '')
    return [own, ...others].filter(Boolean)
  }
}
