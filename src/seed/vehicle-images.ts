import type { Payload } from 'payload'
import { BODY_STYLES } from '@/collections/vehicles/fields'
import { COLORS } from './data/vehicle-catalog'
import { renderVehicleImage } from './images'

export type VehicleImageIndex = (bodystyle: string, color: string) => string[]

/** One picture per body style and paint colour; vehicles share them (the demo has no photo studio). */
export async function seedVehicleImages(payload: Payload): Promise<VehicleImageIndex> {
  const existing = await payload.find({ collection: 'media', where: { filename: { like: 'vehicle-' } }, limit: 500, depth: 0, pagination: false })
  const urls = new Map(existing.docs.map((d) => [d.filename, d.url ?? '']))
  for (const style of BODY_STYLES) {
    for (const color of COLORS) {
      const filename = `vehicle-${style}-${color.toLowerCase()}.webp`
      if (urls.has(filename)) continue
      const doc = await payload.create({
        collection: 'media',
        data: { alt: `${color} ${style.replace(/s$/, '')}, side view` },
        file: { data: await renderVehicleImage(style, color), mimetype: 'image/webp', name: filename, size: 0 },
        depth: 0,
      })
      urls.set(doc.filename ?? filename, doc.url ?? '')
    }
  }
  return (bodystyle, color) => {
    const own = urls.get(`vehicle-${bodystyle}-${color.toLowerCase()}.webp`) ?? ''
    const others = COLORS.filter((c) => c !== color).slice(0, 2).map((c) => urls.get(`vehicle-${bodystyle}-${c.toLowerCase()}.webp`) ?? '')
    return [own, ...others].filter(Boolean)
  }
}
