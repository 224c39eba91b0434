import type { VehicleRef } from './schemas/common'

/**
 * The inventory vehicle a contact message is about, when the visitor came from its page ("send us
 * a message", /contact-us?vin=…). It travels in the lead as its `vehicle` (the contact schema's
 * vehicle reference), so sales and the CRM's ADF name the car.
 */
export type ContactVehicle = Required<Pick<VehicleRef, 'vin' | 'year' | 'make' | 'model' | 'condition'>> &
  Pick<VehicleRef, 'trim' | 'url'>

/** "2021 Honda Accord EX-L". */
export function contactVehicleTitle(vehicle: ContactVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
}
