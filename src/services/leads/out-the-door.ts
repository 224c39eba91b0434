import type { Payload } from 'payload'
import { estimateStateFor, outTheDoor, outTheDoorPlace } from '@/domain/financing'
import type { ParsedLead } from '@/domain/leads'
import { leadOutTheDoor } from '@/domain/leads/out-the-door'
import { dollarsToCents } from '@/domain/money'
import { loadFinanceView } from '@/data/finance-settings'

type VehicleData = { vehicle?: { vin?: string } & Record<string, unknown>; address?: { zip?: string } }

/**
 * A lead about an inventory vehicle carries the estimated out-the-door price (issue 37; decision
 * 0314), computed here from the vehicle's STORED price and store and the finance settings, never
 * from what the browser sent: the figure the vehicle page shows by default (the store's state), or
 * that of the shopper's own ZIP code where the form asked for an address. Any vehicle that cannot
 * be priced (no VIN, not in stock, no price) leaves the lead as it is: a lead is never lost for it.
 */
export async function withOutTheDoor(payload: Payload, lead: ParsedLead): Promise<ParsedLead> {
  // A service lead's vehicle is the shopper's own car, not one for sale.
  if (lead.formType === 'SERVICE') return lead
  const data = lead.data as VehicleData
  const vin = data.vehicle?.vin?.trim().toUpperCase()
  if (!vin) return lead
  const found = await payload.find({
    collection: 'vehicles',
    where: { vin: { equals: vin } },
    depth: 1,
    limit: 1,
    select: { price: true, store: true },
    // The staff who receive the lead see the price, locked for the shopper or not (decision 0185).
    overrideAccess: true,
  })
  const vehicle = found.docs[0]
  const price = vehicle?.price
  if (typeof price !== 'number' || price <= 0) return lead
  const { settings } = await loadFinanceView(payload)
  const store = typeof vehicle.store === 'object' && vehicle.store !== null ? vehicle.store : null
  const place = outTheDoorPlace(data.address?.zip, estimateStateFor(store?.state, settings), settings)
  const figure = outTheDoor(dollarsToCents(price), settings, { stateCode: place.stateCode })
  if (!figure.ok) return lead
  // Beside the form's own fields, as the trade-in offer is (reprice-lead.ts); toLead reads it back.
  const withFigure = { ...lead.data, vehicle: { ...data.vehicle, outTheDoor: leadOutTheDoor(figure) } }
  return { ...lead, data: withFigure } as ParsedLead
}
