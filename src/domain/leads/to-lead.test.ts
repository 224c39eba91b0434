import { describe, expect, it } from 'vitest'
import { detailRows, humanize } from './details'
import { FORM_TYPES, SERVER_MADE_FORM_TYPES, type FormType } from './form-types'
import type { Lead } from './lead'
import { parseLead } from './parse-lead'
import { FIXTURE_NOW, VALID_BODIES } from './test-fixtures'
import { offerPrice, toLead, vehicleOf } from './to-lead'

function leadOf(formType: FormType, patch: Record<string, unknown> = {}): Lead {
  const parsed = parseLead(formType, { ...VALID_BODIES[formType], ...patch }, FIXTURE_NOW)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
  return toLead(parsed.value)
}

describe('toLead', () => {
  // Every form that asks for a name and phone; a price-drop alert's lead has the e-mail only (below).
  it.each(FORM_TYPES.filter((formType) => !SERVER_MADE_FORM_TYPES.includes(formType)).map((formType) => [formType]))(
    '%s has the customer, E.164 phone, no SSN or date of birth',
    (formType) => {
      const lead = leadOf(formType)
      expect(lead.customer).toMatchObject({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        phone: '+13095551234',
      })
      expect(JSON.stringify(lead)).not.toMatch(/123-45-6789|1985-04-12/)
    },
  )

  it('PRICE_ALERT: the e-mail address and the watched vehicle, no name or phone (decision 0270)', () => {
    const lead = leadOf('PRICE_ALERT')
    expect(lead.customer).toEqual({ firstName: '', lastName: '', email: 'jane@example.com', phone: '' })
    expect(lead.vehicle).toMatchObject({ vin: '1HGCM82633A004352', make: 'Honda', model: 'Accord' })
    expect(lead.message).toMatch(/price-drop alerts/)
  })

  it('SAVED_SEARCH: the e-mail address, the search and what it names, no name or phone (decision 0337)', () => {
    const lead = leadOf('SAVED_SEARCH')
    expect(lead.customer).toEqual({ firstName: '', lastName: '', email: 'jane@example.com', phone: '' })
    expect(lead.vehicle).toMatchObject({ condition: 'used', make: 'Honda', bodystyle: 'suvs' })
    expect(lead.details).toEqual({ savedSearch: 'Used Honda SUVs for Sale Under $30,000' })
    expect(lead.url).toBe('https://dealer.example/used-cars-for-sale/suvs/honda/price-under-30000')
    expect(lead.message).toMatch(/^Saved the search “Used Honda SUVs for Sale Under \$30,000” for e-mail alerts/)
  })

  it.each<[string, FormType, Record<string, unknown>, Partial<Lead>]>([
    [
      'sell',
      'SELL_OR_TRADE',
      {},
      {
        sellIntent: 'sell',
        sellVehicle: {
          year: 2015,
          make: 'Toyota',
          model: 'Camry',
          mileage: 98000,
          vin: '4T1BF1FK5FU000000',
          condition: 'used',
          price: 9250,
        },
      },
    ],
    [
      'trade, chosen offer',
      'SELL_OR_TRADE',
      {
        intent: 'trade',
        offer: { cashNow: { finalPrice: 9250 }, moreCashLater: { finalPrice: 10100 } },
        selectedPayment: 'moreCashLater',
      },
      { sellIntent: 'trade', sellVehicle: expect.objectContaining({ price: 10100 }) },
    ],
    [
      'contact: selling my car',
      'CONTACT_SELL',
      {},
      {
        sellIntent: 'sell',
        sellVehicle: { make: 'Ford', model: 'Focus', year: 2014, price: 6500, mileage: 120000, condition: 'used' },
        message: 'Is this car still available?',
      },
    ],
    ['contact: trade appraisal', 'CONTACT_TRADE', {}, { sellIntent: 'trade', details: { inquiry: 'Trade appraisal' } }],
    [
      'contact: vehicle of interest',
      'CONTACT_SALES',
      {},
      { vehicle: expect.objectContaining({ stock: 'A1234', price: { salePrice: 18995, oldPrice: 19995 } }) },
    ],
    [
      'test drive',
      'SCHEDULE_TEST_DRIVE',
      {},
      { appointment: { date: '2025-06-17', time: '10:30', description: 'Test drive' } },
    ],
    [
      "test drive on the store's clock",
      'SCHEDULE_TEST_DRIVE',
      { timeZone: 'eastern' },
      { appointment: { date: '2025-06-17', time: '10:30', description: 'Test drive', timeZone: 'eastern' } },
    ],
    ['careers', 'CAREERS', {}, { details: { position: 'Sales Consultant' } }],
    ['staff', 'STAFF_MEMBER', {}, { details: { staffMember: 'john-smith' } }],
    [
      'referral',
      'REFERRAL',
      {},
      { details: { referredFriend: { firstName: 'Sam', lastName: 'Lee', phone: '+1 (563) 555-0142' } } },
    ],
    [
      'financing address',
      'APPLY_FINANCING',
      {},
      {
        customer: expect.objectContaining({
          address: {
            type: 'home',
            street: '100 Main St',
            apartment: '2B',
            city: 'Moline',
            regioncode: 'IL',
            postalcode: '61265',
          },
        }),
        details: {},
      },
    ],
    [
      'credit app address',
      'FULL_CREDIT_APP',
      {},
      { customer: expect.objectContaining({ address: expect.objectContaining({ regioncode: 'IL' }) }), details: {} },
    ],
    ['url', 'UNLOCK_INVENTORY', {}, { url: 'https://dealer.example/contact-us' }],
  ])('%s', (_name, formType, patch, expected) => {
    expect(leadOf(formType, patch)).toMatchObject(expected)
  })

  it('ignores ad values a form sends: the server reads them from consented cookies (issue 15)', () => {
    expect(leadOf('CONTACT_GENERAL', { adsValues: { utm_source: 'forged' } })).not.toHaveProperty('adsValues')
  })

  it.each([
    [{ cashNow: { finalPrice: 9000 } }, undefined, 9000],
    [{ cashNow: { finalPrice: 9000 }, moreCashLater: { finalPrice: 9900 } }, 'moreCashLater', 9900],
    [{ bringVehicleIn: {} }, 'bringVehicleIn', undefined],
    [{ cashNow: { finalPrice: '9000' } }, undefined, undefined],
    [[1, 2], undefined, undefined],
    [null, undefined, undefined],
  ])('offerPrice(%j, %s) -> %s', (offer, selected, expected) => {
    expect(offerPrice(offer, selected)).toBe(expected)
  })

  it('vehicleOf prefers mileage over miles and drops empty vehicles', () => {
    expect(vehicleOf({ miles: 10, mileage: 20 })).toEqual({ mileage: 20 })
    expect(vehicleOf({ miles: 10 })).toEqual({ mileage: 10 })
    expect(vehicleOf({})).toBeUndefined()
  })
})

describe('detailRows', () => {
  it.each([
    [{ position: 'Tech' }, [{ label: 'Position', value: 'Tech' }]],
    [
      { hasTradeIn: true, downPayment: 0 },
      [
        { label: 'Has trade in', value: 'Yes' },
        { label: 'Down payment', value: '0' },
      ],
    ],
    [{ services: ['Oil change', 'Brakes'] }, [{ label: 'Services', value: 'Oil change, Brakes' }]],
    [{ answers: [{ question: 'Keys?', answer: 2 }] }, [{ label: 'Answers - Keys?', value: '2' }]],
    [{ offer: { cash_now: { finalPrice: 1 } } }, [{ label: 'Offer - Cash now - Final price', value: '1' }]],
    [{ blank: '  ', nothing: null, ssn: '123-45-6789' }, []],
  ])('%j', (details, rows) => {
    expect(detailRows(details)).toEqual(rows)
  })

  it.each([
    ['firstName', 'First name'],
    ['utm_source', 'Utm source'],
    ['staff-member', 'Staff member'],
  ])('humanize(%s) = %s', (key, label) => {
    expect(humanize(key)).toBe(label)
  })
})
