import type { Lead, LeadFinance, LeadPrice, LeadVehicle } from '../lead'
import { formatDollars } from '../../money'
import { elementNode, requiredTextNode, textNode, type XmlNode } from './xml'
import { outTheDoorAdfAmount, outTheDoorComment } from '../out-the-door'

/**
 * ADF <vehicle> rules (visitor-layer.md section 4 "Lead status in lead e-mails"):
 * - interest is 'buy' by default and 'sell' for a sell-my-vehicle lead; a car traded in toward
 *   another is a second <vehicle interest="trade-in">. OURS: a test drive request uses the ADF
 *   value 'test-drive' for the car to drive.
 * - status is 'new' only when the condition is new, otherwise 'used'.
 * - the transmission slug maps automatic to A and manual to M.
 * - price: a number or { salePrice, oldPrice } (site.md section 3) becomes
 *   <price type="asking" currency="USD">; the visitor's own car is priced type="appraisal".
 */
export type AdfInterest = 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive'
export type AdfVehicleEntry = { vehicle: LeadVehicle; interest: AdfInterest; finance?: LeadFinance }

export function adfVehicleStatus(condition: string | undefined): 'new' | 'used' {
  return condition?.trim().toLowerCase() === 'new' ? 'new' : 'used'
}

export function adfTransmission(slug: string | undefined): string | undefined {
  const value = slug?.trim()
  if (!value) return undefined
  const lower = value.toLowerCase()
  if (lower.startsWith('automatic')) return 'A'
  if (lower.startsWith('manual')) return 'M'
  return value
}

/** Which vehicles a lead sends, in order, each with its interest. ADF needs at least one. */
export function adfVehicles(lead: Lead): AdfVehicleEntry[] {
  const primaryInterest: AdfInterest = lead.formType === 'SCHEDULE_TEST_DRIVE' ? 'test-drive' : 'buy'
  // The finance terms belong to the car being bought (issue 6), never to the visitor's own car.
  const finance = lead.finance ? { finance: lead.finance } : {}
  const wanted = lead.vehicle ? { vehicle: lead.vehicle, interest: primaryInterest, ...finance } : undefined
  if (lead.sellVehicle && lead.sellIntent === 'sell') {
    const sold: AdfVehicleEntry = { vehicle: lead.sellVehicle, interest: 'sell' }
    return wanted ? [sold, wanted] : [sold]
  }
  if (lead.sellVehicle) {
    return [wanted ?? { vehicle: {}, interest: 'buy' }, { vehicle: lead.sellVehicle, interest: 'trade-in' }]
  }
  return [wanted ?? { vehicle: {}, interest: primaryInterest, ...finance }]
}

/** A number as ADF wants it: digits and an optional decimal point, no symbols. */
export function adfNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}

/** The asking price and, for a price drop, a comment with the old price. */
export function adfPrice(price: LeadPrice | undefined): { amount?: number; comment?: string } {
  if (price === undefined) return {}
  if (typeof price === 'number') return price > 0 ? { amount: price } : {}
  const { salePrice, oldPrice } = price
  const amount =
    salePrice !== undefined && salePrice > 0 ? salePrice : oldPrice !== undefined && oldPrice > 0 ? oldPrice : undefined
  if (amount === undefined) return {}
  const dropped = salePrice !== undefined && oldPrice !== undefined && oldPrice > salePrice && salePrice > 0
  if (!dropped) return { amount }
  const usd = (dollars: number) => formatDollars(dollars, { dropZeroCents: true })
  return { amount, comment: `Price reduced from ${usd(oldPrice)} to ${usd(salePrice)}` }
}

function colorCombination(vehicle: LeadVehicle): XmlNode | null {
  if (!vehicle.interiorColor && !vehicle.exteriorColor) return null
  return elementNode('colorcombination', [
    textNode('interiorcolor', vehicle.interiorColor),
    textNode('exteriorcolor', vehicle.exteriorColor),
    textNode('preference', 1),
  ])
}

/** ADF <finance>: the method and the down payment the visitor named (DTD: method, amount+). */
function financeNode(finance: LeadFinance | undefined): XmlNode | null {
  if (!finance) return null
  return elementNode('finance', [
    textNode('method', finance.method),
    textNode('amount', adfNumber(finance.downPayment), { type: 'downpayment', limit: 'exact', currency: 'USD' }),
  ])
}

export function adfVehicleNode({ vehicle, interest, finance }: AdfVehicleEntry): XmlNode {
  const priceType = interest === 'sell' || interest === 'trade-in' ? 'appraisal' : 'asking'
  const { amount, comment } = adfPrice(vehicle.price)
  const otd = vehicle.outTheDoor
  const comments = [
    vehicle.comments,
    otd ? outTheDoorComment(otd) : undefined,
    vehicle.url ? `Vehicle page: ${vehicle.url}` : undefined,
  ]
    .filter(Boolean)
    .join('\n')
  const odometer = vehicle.mileage !== undefined && vehicle.mileage > 0 ? Math.round(vehicle.mileage) : undefined
  return elementNode(
    'vehicle',
    [
      requiredTextNode('year', vehicle.year),
      requiredTextNode('make', vehicle.make),
      requiredTextNode('model', vehicle.model),
      textNode('vin', vehicle.vin),
      textNode('stock', vehicle.stock),
      textNode('trim', vehicle.trim),
      textNode('doors', vehicle.doors),
      textNode('bodystyle', vehicle.bodystyle),
      textNode('transmission', adfTransmission(vehicle.transmission)),
      textNode('odometer', odometer, { status: 'unknown', units: 'mi' }),
      colorCombination(vehicle),
      amount === undefined ? null : textNode('price', adfNumber(amount), { type: priceType, currency: 'USD' }),
      // ADF 1.0: price*, type "quote" (the DTD's default), the figure quoted to the shopper (issue 37).
      otd ? textNode('price', outTheDoorAdfAmount(otd), { type: 'quote', currency: 'USD' }) : null,
      textNode('pricecomments', comment),
      financeNode(finance),
      textNode('comments', comments),
    ],
    { interest, status: adfVehicleStatus(vehicle.condition) },
  )
}
