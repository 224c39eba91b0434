import type { FormType } from './form-types'
import type { AdsValues } from './schemas/common'
import type { Attribution } from '../attribution/touches'
import type { Assignment } from '../experiments/types'
import type { StoreTimeZone } from '../stores/time-zones'
import type { LeadOutTheDoor } from './out-the-door'
import type { Locale } from '../i18n/locale-path'

/**
 * The normalised lead both e-mail renderers read (visitor-layer.md section 3 "Lead payload":
 * user, vehicle, sellVehicle, url, comments). Built from a parsed form by `toLead`.
 */
export type LeadAddress = {
  type?: 'home' | 'work' | 'delivery'
  street?: string
  apartment?: string
  city?: string
  regioncode?: string
  postalcode?: string
}

export type LeadCustomer = {
  firstName: string
  lastName: string
  email: string
  /** E.164 as stored; each renderer applies its own mask. */
  phone: string
  address?: LeadAddress
}

/** A price is a number or an object with salePrice and oldPrice (site.md section 3). */
export type LeadPrice = number | { salePrice?: number; oldPrice?: number }

export type LeadVehicle = {
  year?: number
  make?: string
  model?: string
  vin?: string
  stock?: string
  trim?: string
  doors?: number
  bodystyle?: string
  /** Slug such as 'automatic' or 'manual' (ADF maps them to A and M). */
  transmission?: string
  /** 'new', 'used', 'certified'... Only 'new' makes an ADF vehicle status new. */
  condition?: string
  exteriorColor?: string
  interiorColor?: string
  price?: LeadPrice
  mileage?: number
  url?: string
  comments?: string
  /** The server's estimated out-the-door price for an inventory vehicle (issue 37). */
  outTheDoor?: LeadOutTheDoor
}

/**
 * How the visitor means to pay for the car they want: ADF <vehicle><finance> (issue 6, "ADF with
 * finance data but no SSN"). Only the purchase terms they chose; credit data never goes here.
 */
export type LeadFinance = { method: 'finance'; downPayment: number }

/** What the visitor does with their own car: sell it, or trade it in toward another. */
export type SellIntent = 'sell' | 'trade'

/** One label/value line of form-specific detail (e.g. "Position" / "Sales Consultant"). */
export type DetailRow = { label: string; value: string }

export type Lead = {
  formType: FormType
  customer: LeadCustomer
  /** The car the visitor is interested in (buy, test drive). */
  vehicle?: LeadVehicle
  /** The visitor's own car (spec "sellVehicle"): sold, or traded in per `sellIntent`. */
  sellVehicle?: LeadVehicle
  sellIntent?: SellIntent
  /** A date and time the visitor asked for (test drive, service), yyyy-mm-dd and HH:mm. */
  /** `timeZone`: the store's clock the date and time are on (decision 0290); absent on older leads. */
  appointment?: { date: string; time?: string; description: string; timeZone?: StoreTimeZone }
  /** Financing forms and the pricing wizard: the terms asked for, sent as ADF <finance>. */
  finance?: LeadFinance
  /** The visitor's own words. */
  message?: string
  /** Everything else the form said, as data; renderers drop sensitive keys at any depth. */
  details: Record<string, unknown>
  url?: string
  adsValues?: AdsValues
  /** Where the shopper came from, read by the server from consented cookies (issue 15). */
  attribution?: Attribution
  /** The shopper confirmed the phone with a texted code in this browser (issue 15). */
  phoneVerified?: boolean
  /** Experiment variants the visitor was shown (issue 15). */
  experiments?: Assignment[]
  /** The language of the page it was sent from (issue 39); absent on leads stored before it was kept. */
  language?: Locale
}
