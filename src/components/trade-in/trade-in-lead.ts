import type { VehicleValues } from './vehicle-step'
import type { ContactValues } from './contact-step'
import type { ShopperOffer } from './offer-view'
import { trackEvent } from '@/client/tracking/track'
import { saveVisitorProfile } from '@/client/visitor/profile'

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
 * Sends the SELL_OR_TRADE lead (issue 4's intake): the vehicle with the form extras (date, time,
 * plate, state, colour), the answers, the offer and the payment the shopper picked.
 */
export async function submitTradeInLead(
  input: Input,
): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> {
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
  try {
    const res = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ formType: 'SELL_OR_TRADE', data }),
    })
    if (res.status === 201) {
      // Visitor layer (issue 8): profile (consent permitting) and the SellTrade event.
      saveVisitorProfile({
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
      })
      trackEvent('SellTrade')
      return { ok: true }
    }
    const body = (await res.json().catch(() => ({}))) as { fieldErrors?: Record<string, string> }
    return { ok: false, fieldErrors: body.fieldErrors ?? {} }
  } catch {
    return { ok: false, fieldErrors: {} }
  }
}
