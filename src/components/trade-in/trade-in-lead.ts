import type { LeadToSend } from '@/client/leads/send-lead'
import type { VehicleValues } from './vehicle-step'
import type { ContactValues } from './contact-step'
import type { ShopperOffer } from './offer-view'

type Input = {
  vehicle: VehicleValues
  answers: Record<string, unknown>
  contact: ContactValues
  offer: ShopperOffer
  payment: string
  visit: { date: string; time: string }
  /** The shopper also buys from us: the vehicle is a trade-in (ADF interest 'trade-in'), not a sale. */
  alsoBuying: boolean
}

/**
 * The SELL_OR_TRADE lead (issue 4's intake) the wizard sends with sendLead: the vehicle with the
 * form extras (date, time, plate, state, colour), the answers, the offer and the payment the
 * shopper picked.
 */
export function tradeInLead(input: Input): LeadToSend {
  const { vehicle, contact, visit } = input
  const data = {
    ...contact,
    intent: input.alsoBuying ? 'trade' : 'sell',
    url: window.location.href,
    sellVehicle: {
      year: Number(vehicle.year),
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.series || undefined,
      style: vehicle.style || undefined,
      mileage: Number(vehicle.mileage),
      vin: vehicle.vin || undefined,
      exteriorColor: vehicle.exteriorColor || undefined,
      licencePlate: vehicle.licencePlate || undefined,
      state: vehicle.state || undefined,
      options: vehicle.options || undefined,
      date: visit.date,
      time: visit.time,
    },
    answers: input.answers,
    offer: input.offer,
    selectedPayment: input.payment,
  }
  return { formType: 'SELL_OR_TRADE', data, contact }
}
