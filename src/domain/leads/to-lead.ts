import { formatPhoneEmail } from '../validation/phone'
import { contactInquiryLabel, VEHICLE_INQUIRY_IDS } from './form-types'
import type { Lead, LeadCustomer, LeadFinance, LeadPrice, LeadVehicle } from './lead'
import type { ParsedLead } from './schemas'
import type { VehicleRef } from './schemas/common'
import { readLeadOutTheDoor } from './out-the-door'

/**
 * Normalises a parsed form into the Lead the renderers read (visitor-layer.md section 3). Per form
 * type it decides which car is the one of interest and which is the visitor's own (sellVehicle),
 * and what goes into the label/value details. Dates of birth and SSNs are never copied.
 */
type Person = { firstName: string; lastName: string; email: string; phone: string }
type Common = { url?: string }

function customerOf(person: Person): LeadCustomer {
  return { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone }
}

function priceOf(price: VehicleRef['price']): LeadPrice | undefined {
  if (price === undefined) return undefined
  if (typeof price === 'number') return price
  const out: { salePrice?: number; oldPrice?: number } = {}
  if (price.salePrice !== undefined) out.salePrice = price.salePrice
  if (price.oldPrice !== undefined) out.oldPrice = price.oldPrice
  return out.salePrice === undefined && out.oldPrice === undefined ? undefined : out
}

/** Copies only the keys that are set, so renderers can test presence with `!== undefined`. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T
}

export function vehicleOf(ref: VehicleRef | undefined): LeadVehicle | undefined {
  if (!ref) return undefined
  const vehicle = compact<LeadVehicle>({
    year: ref.year,
    make: ref.make,
    model: ref.model,
    vin: ref.vin,
    stock: ref.stockNumber,
    trim: ref.trim,
    doors: ref.doors,
    bodystyle: ref.bodystyle,
    transmission: ref.transmission,
    condition: ref.condition,
    exteriorColor: ref.exteriorColor,
    interiorColor: ref.interiorColor,
    price: priceOf(ref.price),
    mileage: ref.mileage ?? ref.miles,
    url: ref.url,
    // Added by the server at intake, never by the form (the schema strips unknown keys): issue 37.
    outTheDoor: readLeadOutTheDoor((ref as { outTheDoor?: unknown }).outTheDoor),
  })
  return Object.keys(vehicle).length > 0 ? vehicle : undefined
}

/** The price of the offer the visitor chose, else the cash-now price (site.md section 3 valuation). */
export function offerPrice(offer: unknown, selectedPayment?: string): number | undefined {
  if (typeof offer !== 'object' || offer === null || Array.isArray(offer)) return undefined
  const record = offer as Record<string, unknown>
  const pick = (key: string | undefined): number | undefined => {
    if (key === undefined) return undefined
    const entry = record[key]
    if (typeof entry !== 'object' || entry === null) return undefined
    const price = (entry as Record<string, unknown>).finalPrice
    return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined
  }
  return pick(selectedPayment) ?? pick('cashNow')
}

/** ADF <finance> needs an amount: a lead that names no down payment sends none. */
function financeOf(downPayment: number | undefined): LeadFinance | undefined {
  return downPayment !== undefined && Number.isFinite(downPayment) && downPayment > 0
    ? { method: 'finance', downPayment }
    : undefined
}

function base(parsed: ParsedLead, common: Common, customer: LeadCustomer): Lead {
  return compact<Lead>({ formType: parsed.formType, customer, details: {}, url: common.url })
}

export function toLead(parsed: ParsedLead): Lead {
  switch (parsed.formType) {
    case 'UNLOCK_INVENTORY': {
      const d = parsed.data
      return compact({ ...base(parsed, d, customerOf(d)), vehicle: vehicleOf(d.vehicle) })
    }
    case 'UNLOCK_PRICE': {
      const d = parsed.data
      const details = compact({
        downPayment: d.downPayment,
        hasTradeIn: d.hasTradeIn,
        tradeEquity: d.tradeEquity,
        creditScore: d.creditScore,
      })
      return compact({
        ...base(parsed, d, customerOf(d)),
        vehicle: vehicleOf(d.vehicle),
        details,
        finance: financeOf(d.downPayment),
      })
    }
    case 'SCHEDULE_TEST_DRIVE': {
      const d = parsed.data
      const appointment = compact({ date: d.day, time: d.time, description: 'Test drive', timeZone: d.timeZone })
      return compact({
        ...base(parsed, d, customerOf(d)),
        vehicle: vehicleOf(d.vehicle),
        appointment,
        message: d.message,
      })
    }
    case 'SELL_OR_TRADE': {
      const d = parsed.data
      const { year, make, model, mileage, vin, trim, ...extras } = d.sellVehicle
      const sellVehicle = compact<LeadVehicle>({
        year,
        make,
        model,
        mileage,
        vin,
        trim,
        condition: 'used',
        price: offerPrice(d.offer, d.selectedPayment),
      })
      // Question/answer pairs read better than answer ids; the ids stay on the lead record's fields.
      const details = compact({
        vehicleDetails: Object.keys(extras).length > 0 ? extras : undefined,
        selectedPayment: d.selectedPayment,
        visibleOffers: d.visibleOffers,
        offer: d.offer,
        answers: d.questionAnswers ?? d.answers,
      })
      return compact({
        ...base(parsed, d, customerOf(d)),
        vehicle: vehicleOf(d.vehicle),
        sellVehicle,
        sellIntent: d.intent,
        details,
      })
    }
    case 'CONTACT_SALES':
    case 'CONTACT_FINANCE':
    case 'CONTACT_TRADE':
    case 'CONTACT_SELL':
    case 'CONTACT_SUPPORT':
    case 'CONTACT_BILLING':
    case 'CONTACT_GENERAL': {
      const d = parsed.data
      const ownCar = VEHICLE_INQUIRY_IDS.includes(d.inquiryType)
      const sellVehicle = ownCar
        ? compact<LeadVehicle>({
            year: d.year,
            make: d.make,
            model: d.model,
            price: d.price,
            mileage: d.mileage,
            condition: 'used',
          })
        : undefined
      return compact({
        ...base(parsed, d, customerOf(d)),
        vehicle: vehicleOf(d.vehicle),
        sellVehicle,
        sellIntent: ownCar ? (d.inquiryType === 4 ? 'sell' : 'trade') : undefined,
        message: d.message,
        details: compact({
          inquiry: contactInquiryLabel(d.inquiryType) ?? String(d.inquiryType),
          // A claimed popup offer (issue 37): its name and end, as the server resolved them.
          offer: d.offer?.name,
          offerEnds: d.offer?.name ? (d.offer.endsText ?? 'No end date') : undefined,
        }),
      })
    }
    case 'STAFF_MEMBER': {
      const d = parsed.data
      return compact({ ...base(parsed, d, customerOf(d)), message: d.message, details: { staffMember: d.staffSlug } })
    }
    case 'CAREERS': {
      const d = parsed.data
      return compact({ ...base(parsed, d, customerOf(d)), message: d.message, details: { position: d.position } })
    }
    case 'APPLY_FINANCING': {
      const d = parsed.data
      const { street, apartment, city, state, zip } = d.address
      const customer = {
        ...customerOf(d),
        address: compact({ type: 'home' as const, street, apartment, city, regioncode: state, postalcode: zip }),
      }
      // Financing e-mails link to the admin record instead of carrying the application; the
      // purchase terms (down payment) ride in ADF <finance> (issue 6).
      return compact({ ...base(parsed, d, customer), vehicle: vehicleOf(d.vehicle), finance: financeOf(d.downPayment) })
    }
    case 'FULL_CREDIT_APP': {
      const d = parsed.data
      const { street, apartment, city, state, zip } = d.residence
      const customer = {
        ...customerOf(d.applicant),
        address: compact({ type: 'home' as const, street, apartment, city, regioncode: state, postalcode: zip }),
      }
      return compact({ ...base(parsed, d, customer), vehicle: vehicleOf(d.vehicle), finance: financeOf(d.downPayment) })
    }
    case 'SERVICE': {
      const d = parsed.data
      const appointment = d.preferredDate
        ? compact({ date: d.preferredDate, time: d.preferredTime, description: 'Service appointment' })
        : undefined
      const vehicle = d.vehicle ? compact<LeadVehicle>({ ...d.vehicle, comments: 'Vehicle to service' }) : undefined
      const details = compact({ services: d.services, preferredTime: appointment ? undefined : d.preferredTime })
      return compact({ ...base(parsed, d, customerOf(d)), vehicle, appointment, message: d.message, details })
    }
    case 'REFERRAL': {
      const d = parsed.data
      const friend = compact({ ...d.friend, phone: d.friend.phone ? formatPhoneEmail(d.friend.phone) : undefined })
      return compact({ ...base(parsed, d, customerOf(d)), message: d.message, details: { referredFriend: friend } })
    }
    case 'PRICE_ALERT': {
      // An e-mail address is all the shopper gave (issue 21): no name, no phone.
      const d = parsed.data
      const customer = { firstName: '', lastName: '', email: d.email, phone: '' }
      const message = 'Asked for price-drop alerts on this vehicle and for a salesperson to get their details.'
      return compact({ ...base(parsed, d, customer), vehicle: vehicleOf(d.vehicle), message })
    }
    case 'SAVED_SEARCH': {
      // An e-mail address and a search are all the shopper gave (issue 38): no name, no phone, no one car.
      const d = parsed.data
      const customer = { firstName: '', lastName: '', email: d.email, phone: '' }
      const message = `Saved the search “${d.search}” for e-mail alerts on new matches and asked for a salesperson to get their details.`
      const vehicle = vehicleOf(d.vehicle)
      return compact({
        ...base(parsed, d, customer),
        vehicle: vehicle ? { ...vehicle, comments: `What the saved search looks for: ${d.search}` } : undefined,
        message,
        details: { savedSearch: d.search },
      })
    }
  }
}
