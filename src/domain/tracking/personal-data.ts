/**
 * Personal data and marketing events (visitor-layer.md section 7; issue 15; decision 0181). A
 * shopper's name, e-mail, phone, address or birth date never travels as an event parameter: not in
 * the dataLayer (GTM and GA4 read it), not in the pixel's parameters, not in the Conversions API's
 * custom_data. It goes to Meta only as user_data, which the server normalises and SHA-256 hashes
 * (meta-capi.ts). The browser and the server both strip event data with the same function, so a new
 * caller cannot leak by mistake.
 */

/** A person as forms, popups and the chat know them. */
export type Person = { firstName?: string; lastName?: string; email?: string; phone?: string }

/** The Conversions API's customer fields before hashing (decision 0065). */
export type MetaUserFields = { em?: string; fn?: string; ln?: string; ph?: string }

/**
 * Keys that hold personal data wherever they appear in event data (lower-cased, without '_' and
 * '-'): the profile and lead fields (section 3), the chat's customer_* fields (section 3
 * "Conversation-started event data") and Meta's own short names.
 */
const PERSONAL_KEYS = new Set([
  'user',
  'customer',
  'firstname',
  'lastname',
  'name',
  'fullname',
  'customername',
  'email',
  'mail',
  'phone',
  'phonenumber',
  'mobile',
  'customerphone',
  'customerphonevalue',
  'address',
  'homeaddress',
  'locationaddress',
  'street',
  'zipcode',
  'postalcode',
  'dateofbirth',
  'em',
  'fn',
  'ln',
  'ph',
  'zp',
  'db',
  'userdata',
])

const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[-_]/g, ''))

function strip(value: unknown, depth: number): unknown {
  if (depth > 8) return undefined
  if (Array.isArray(value)) return value.map((item) => strip(item, depth + 1))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    if (!isPersonalKey(key)) out[key] = strip(inner, depth + 1)
  }
  return out
}

/** Event data without any personal field, at any depth (a vehicle's make and price stay). */
export function withoutPersonalData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return strip(data, 0) as Record<string, unknown>
}

/** The person in a loosely typed record (a popup's submitted user, section 3 "Popup submit payload"). */
export function personOf(record: Readonly<Record<string, unknown>> | undefined): Person {
  const text = (key: keyof Person) => (typeof record?.[key] === 'string' ? (record[key] as string) : undefined)
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone') }
}

const given = (v: string | undefined): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined)

/**
 * The customer fields for the Conversions API, each from the first person that has it: the details
 * given with this event (the chat, a popup form) before the stored profile.
 */
export function metaUserFields(...people: ReadonlyArray<Person | undefined>): MetaUserFields {
  const pick = (key: keyof Person) => people.map((p) => given(p?.[key])).find((v) => v !== undefined)
  const fields: MetaUserFields = { em: pick('email'), fn: pick('firstName'), ln: pick('lastName'), ph: pick('phone') }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as MetaUserFields
}
