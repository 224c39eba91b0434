import 'server-only'
import { formatVehicleUrl } from '@/domain/inventory/detail-url'
import { VIN_PATTERN } from '@/domain/vehicles/vin'
import { getVehiclePage } from '../vehicles'
import type { ContactVehicle } from '@/domain/leads/contact-vehicle'

/**
 * The vehicle a visitor asks about when "send us a message" on its page opens /contact-us?vin=…
 * (site.md section 2, Contact): read on the server by its VIN, so the form names the car as the
 * inventory has it, never as a link claims. Only what the vehicle's own URL already says travels (year,
 * make, model, trim, condition), so a private vehicle's link gives away nothing more; a VIN that is
 * malformed or names no vehicle gives none, and the form is the plain contact form.
 */
export async function contactVehicle(vin: unknown): Promise<ContactVehicle | null> {
  if (typeof vin !== 'string' || !VIN_PATTERN.test(vin.toUpperCase())) return null
  const { lookup } = await getVehiclePage(vin)
  if (lookup.kind === 'missing') return null
  const v = lookup.vehicle
  return {
    vin: v.vin,
    year: v.year,
    make: v.make,
    model: v.model,
    ...(v.trim ? { trim: v.trim } : {}),
    condition: v.condition,
    ...(lookup.kind === 'available' ? { url: formatVehicleUrl(v) } : {}),
  }
}
