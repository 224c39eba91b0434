import { describe, expect, it } from 'vitest'
import { metaUserFields, personOf, withoutPersonalData, type Person } from './personal-data'

describe('withoutPersonalData (decision 0181)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['nothing personal: unchanged', { url: 'https://x.test/a', value: 2 }, { url: 'https://x.test/a', value: 2 }],
    [
      'a popup submit: the user goes, the vehicle stays',
      {
        user: { firstName: 'Ana', email: 'ana@example.com' },
        vehicle: { make: 'Honda', price: 19990, vin: '1HGCM82633A004352' },
      },
      { vehicle: { make: 'Honda', price: 19990, vin: '1HGCM82633A004352' } },
    ],
    [
      "the chat's Conversation Started data",
      {
        customer_name: 'Jane Q Public',
        customer_phone_value: '3095550142',
        customer_phone: '+1 (309) 555-0142',
        user: { phone: '3095550142' },
      },
      {},
    ],
    [
      'any spelling of a personal key, at any depth',
      { lead: { First_Name: 'A', 'e-mail': 'a@b.c', Phone_Number: '1', comments: 'hi' } },
      { lead: { comments: 'hi' } },
    ],
    [
      "Meta's short names",
      { em: 'a@b.c', ph: '1', fn: 'a', ln: 'b', zp: '61602', currency: 'USD' },
      { currency: 'USD' },
    ],
    ['inside lists', { items: [{ name: 'x', id: 1 }] }, { items: [{ id: 1 }] }],
  ])('%s', (_, input, expected) => {
    expect(withoutPersonalData(input)).toEqual(expected)
  })
})

describe('metaUserFields', () => {
  it.each<[string, Array<Person | undefined>, Record<string, string>]>([
    ['nobody', [undefined, {}], {}],
    [
      'from the profile',
      [undefined, { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '3095550142' }],
      { fn: 'Ana', ln: 'Ruiz', em: 'ana@example.com', ph: '3095550142' },
    ],
    [
      "the event's person first, the profile fills the gaps",
      [
        { firstName: 'Jane', phone: '(309) 555-0142' },
        { firstName: 'Ana', email: 'ana@example.com' },
      ],
      { fn: 'Jane', ph: '(309) 555-0142', em: 'ana@example.com' },
    ],
    ['blank values do not count', [{ firstName: '  ', email: '' }, { firstName: 'Ana' }], { fn: 'Ana' }],
  ])('%s', (_, people, expected) => {
    expect(metaUserFields(...people)).toEqual(expected)
  })
})

describe('personOf', () => {
  it('keeps the four text fields of a submitted user and nothing else', () => {
    expect(personOf({ firstName: 'Ana', email: 'ana@example.com', phone: 3095550142, comments: 'x' })).toEqual({
      firstName: 'Ana',
      lastName: undefined,
      email: 'ana@example.com',
      phone: undefined,
    })
    expect(personOf(undefined)).toEqual({
      firstName: undefined,
      lastName: undefined,
      email: undefined,
      phone: undefined,
    })
  })
})
