/**
 * The visitor profile kept in cookies (visitor-layer.md section 3 "Visitor profile").
 */
import type { ConsentCategory, DisplayMode } from '../consent/categories'

export interface ProfileAddress {
  address?: string
  apartment?: string
  city?: string
  state?: string
  zipCode?: string
}

export const ADDRESS_FIELDS = [
  'address',
  'apartment',
  'city',
  'state',
  'zipCode',
] as const satisfies readonly (keyof ProfileAddress)[]

export interface VisitorProfile {
  firstName?: string
  lastName?: string
  email?: string
  /** Always text; a number is converted on the way in (section 3). */
  phone?: string
  phoneVerified?: boolean
  locationAddress?: ProfileAddress
  homeAddress?: ProfileAddress
  dateOfBirth?: string
  /** Generated if absent; the generator is passed in (see ensureUserId). */
  uniqueUserId?: string
  /** The banner display state; 'hide' once the visitor decided (section 4). */
  displayCookies?: DisplayMode
  /** The consented categories (section 3). */
  allowCookies?: ConsentCategory[]
  /** ISO timestamp of when prices were unlocked (section 3). */
  unlockPrice?: string
  userSelectedStore?: string
  /** Advertising parameters, e.g. utm_source or gclid (section 3). */
  adsValues?: Record<string, string>
}

/** What a form or cookie may hand in: phone may still be a number. */
export type ProfileInput = Omit<VisitorProfile, 'phone'> & { phone?: string | number }

/** Contact fields: any one makes a lead, all four make a complete profile (sections 4 and 5). */
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/** Fields the visitor types in; only these count as "new data" for unlockPrice (section 4). */
export const PERSONAL_TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'] as const
export const ADDRESS_KINDS = ['locationAddress', 'homeAddress'] as const
