import { describe, expect, it } from 'vitest'
import { FORM_TYPES, type FormType } from './form-types'
import { isHoneypotTripped, parseLead } from './parse-lead'
import { FIXTURE_NOW as now, VALID_BODIES } from './test-fixtures'

type Errors = Record<string, string>
const sellVehicle = VALID_BODIES.SELL_OR_TRADE.sellVehicle as Record<string, unknown>

function errorsOf(formType: string, body: unknown): Errors | 'ok' {
  const result = parseLead(formType, body, now)
  return result.ok ? 'ok' : result.fieldErrors
}

describe('parseLead accepts a valid body for every form type', () => {
  it('SELL_OR_TRADE with a visit on a weekday in opening hours', () => {
    const body = { ...VALID_BODIES.SELL_OR_TRADE, sellVehicle: { ...sellVehicle, date: '2025-06-16', time: '5:00 PM' } }
    expect(errorsOf('SELL_OR_TRADE', body)).toBe('ok')
  })

  it.each(FORM_TYPES.map((formType) => [formType]))('%s', (formType) => {
    const result = parseLead(formType, VALID_BODIES[formType], now)
    expect(result).toMatchObject({ ok: true, value: { formType } })
  })

  it('normalises phone to E.164, trims text, strips unknown keys', () => {
    const result = parseLead(
      'CONTACT_GENERAL',
      { ...VALID_BODIES.CONTACT_GENERAL, firstName: '  Jane ', to: ['evil@example.com'] },
      now,
    )
    expect(result.ok && result.value.data).toMatchObject({ firstName: 'Jane', phone: '+13095551234', inquiryType: 7 })
    expect(result.ok && 'to' in result.value.data).toBe(false)
  })
})

const empty = { firstName: ' ', lastName: '', email: '', phone: '' }
const personErrors = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  email: 'This field is required',
  phone: 'This field is required',
}

// The spec's messages (site.md section 5), field by field.
describe('parseLead field errors', () => {
  it.each<[string, FormType, Record<string, unknown>, Errors]>([
    [
      'empty contact',
      'CONTACT_GENERAL',
      { ...empty, inquiryType: 7, message: '  ' },
      { ...personErrors, message: 'Enter your message.' },
    ],
    [
      'bad email and phone',
      'CONTACT_GENERAL',
      { ...VALID_BODIES.CONTACT_GENERAL, email: 'jane@x.c', phone: '555-1234' },
      { email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' },
    ],
    [
      'contact vehicle variant',
      'CONTACT_SELL',
      { ...VALID_BODIES.CONTACT_GENERAL, inquiryType: 4, price: 0 },
      {
        make: 'Enter the make of the vehicle.',
        model: 'Enter the model of the vehicle.',
        year: 'Enter the year of the vehicle.',
        price: 'Enter the price of the vehicle.',
        mileage: 'Enter the mileage of the vehicle.',
      },
    ],
    [
      'vehicle errors with person errors',
      'CONTACT_TRADE',
      { ...empty, inquiryType: '3', message: 'x', make: 'Ford' },
      {
        ...personErrors,
        model: 'Enter the model of the vehicle.',
        year: 'Enter the year of the vehicle.',
        price: 'Enter the price of the vehicle.',
        mileage: 'Enter the mileage of the vehicle.',
      },
    ],
    [
      'inquiry of another target',
      'CONTACT_SALES',
      { ...VALID_BODIES.CONTACT_GENERAL, inquiryType: 7 },
      { inquiryType: 'This field is required' },
    ],
    [
      'unknown inquiry',
      'CONTACT_GENERAL',
      { ...VALID_BODIES.CONTACT_GENERAL, inquiryType: 9 },
      { inquiryType: 'This field is required' },
    ],
    [
      'careers',
      'CAREERS',
      { ...VALID_BODIES.CAREERS, position: '', message: '' },
      { position: 'This field is required', message: 'Enter your message.' },
    ],
    [
      'honeypot',
      'CAREERS',
      { ...VALID_BODIES.CAREERS, website: 'http://spam.example' },
      { website: 'This field must be left empty' },
    ],
    [
      'test drive',
      'SCHEDULE_TEST_DRIVE',
      { ...VALID_BODIES.SCHEDULE_TEST_DRIVE, day: '2025-02-30', time: '25:00' },
      { day: 'Please enter a valid date', time: 'This field is required' },
    ],
    [
      'test drive on a clock no store keeps',
      'SCHEDULE_TEST_DRIVE',
      { ...VALID_BODIES.SCHEDULE_TEST_DRIVE, timeZone: 'Europe/Paris' },
      { timeZone: 'This field is required' },
    ],
    [
      'test drive in the past',
      'SCHEDULE_TEST_DRIVE',
      { ...VALID_BODIES.SCHEDULE_TEST_DRIVE, day: '2025-06-13' },
      { day: 'Please enter a valid date' },
    ],
    [
      'staff slug',
      'STAFF_MEMBER',
      { ...VALID_BODIES.STAFF_MEMBER, staffSlug: '../admin', message: '' },
      { staffSlug: 'This field is required', message: 'Enter your message.' },
    ],
    [
      'referral friend',
      'REFERRAL',
      { ...VALID_BODIES.REFERRAL, friend: { firstName: 'Sam', lastName: 'Lee' } },
      { 'friend.phone': 'This field is required' },
    ],
    [
      'referral no friend',
      'REFERRAL',
      { ...VALID_BODIES.REFERRAL, friend: undefined },
      { friend: 'This field is required' },
    ],
    [
      'service',
      'SERVICE',
      { ...VALID_BODIES.SERVICE, services: [], preferredDate: '2025-13-01' },
      { services: 'This field is required', preferredDate: 'Please enter a valid date' },
    ],
    [
      'sell vehicle',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, sellVehicle: { make: '' }, intent: 'steal' },
      {
        intent: 'This field is required',
        'sellVehicle.year': 'Enter the year of the vehicle.',
        'sellVehicle.make': 'Enter the make of the vehicle.',
        'sellVehicle.model': 'Enter the model of the vehicle.',
      },
    ],
    [
      'sell answers as a list (issue 16)',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, answers: [{ questionId: 100, answer: 'good' }] },
      { answers: 'Answer the questions about the vehicle again.' },
    ],
    [
      'sell answer of the wrong type',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, answers: { '100': { nested: true } } },
      { 'answers.100': 'Answer the questions about the vehicle again.' },
    ],
    // The day and time to bring the vehicle in, when given: within the sales hours, not past
    // (now is Sunday 2025-06-15; yesterday in UTC is the earliest day).
    [
      'sell visit on a Sunday',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, sellVehicle: { ...sellVehicle, date: '2025-06-22', time: '10:00 AM' } },
      { 'visit.date': 'Our stores are closed that day. Please choose another day.' },
    ],
    [
      'sell visit already past',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, sellVehicle: { ...sellVehicle, date: '2025-06-10', time: '10:00 AM' } },
      { 'visit.date': 'Choose a day from tomorrow on.' },
    ],
    [
      'sell visit after closing on a Saturday',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, sellVehicle: { ...sellVehicle, date: '2025-06-21', time: '5:00 PM' } },
      { 'visit.time': 'Choose a time.' },
    ],
    [
      'sell offer too big',
      'SELL_OR_TRADE',
      { ...VALID_BODIES.SELL_OR_TRADE, offer: { blob: 'x'.repeat(30_000) } },
      { offer: 'This value is too long' },
    ],
    // Issue 6 "Bad input": out of the slider bounds is refused with the slider's own clear message.
    [
      'unlock price bounds',
      'UNLOCK_PRICE',
      { ...VALID_BODIES.UNLOCK_PRICE, downPayment: 25_000, creditScore: 900 },
      {
        downPayment: 'Down payment must be between $0 and $20,000.',
        creditScore: 'Credit score must be between 400 and 850.',
      },
    ],
    [
      'unlock price below the credit slider',
      'UNLOCK_PRICE',
      { ...VALID_BODIES.UNLOCK_PRICE, creditScore: 399, tradeEquity: -100 },
      {
        creditScore: 'Credit score must be between 400 and 850.',
        tradeEquity: 'Trade equity must be between $0 and $20,000.',
      },
    ],
    [
      'unlock price off the slider steps',
      'UNLOCK_PRICE',
      { ...VALID_BODIES.UNLOCK_PRICE, downPayment: 1050, creditScore: 'high' },
      { downPayment: 'Down payment must be in steps of $100.', creditScore: 'Credit score must be a number.' },
    ],
    [
      'apply financing',
      'APPLY_FINANCING',
      {
        ...VALID_BODIES.APPLY_FINANCING,
        address: { street: '', city: 'Moline', state: 'Illinois', zip: '6126' },
        dateOfBirth: '2010-01-01',
        creditConsent: false,
      },
      {
        'address.street': 'This field is required',
        'address.state': 'Please enter a valid state',
        'address.zip': 'Please enter a valid ZIP code',
        dateOfBirth: 'You must be at least 18 years old',
        creditConsent: 'This field is required',
      },
    ],
    [
      'credit app applicant',
      'FULL_CREDIT_APP',
      {
        ...VALID_BODIES.FULL_CREDIT_APP,
        applicant: {
          ...(VALID_BODIES.FULL_CREDIT_APP.applicant as object),
          ssn: '666-12-3456',
          dateOfBirth: '2007-06-16',
        },
      },
      {
        'applicant.ssn': 'Please enter a valid Social Security number',
        'applicant.dateOfBirth': 'You must be at least 18 years old',
      },
    ],
    [
      'credit app sections missing',
      'FULL_CREDIT_APP',
      { eSignatureConsent: 'yes' },
      {
        applicant: 'This field is required',
        residence: 'This field is required',
        employment: 'This field is required',
        income: 'This field is required',
        eSignatureConsent: 'This field is required',
      },
    ],
    [
      'co-applicant income',
      'FULL_CREDIT_APP',
      {
        ...VALID_BODIES.FULL_CREDIT_APP,
        coApplicant: { ...(VALID_BODIES.FULL_CREDIT_APP.coApplicant as object), income: { monthlyGross: 0 } },
      },
      { 'coApplicant.income.monthlyGross': 'This field is required' },
    ],
    [
      'credit app housing',
      'FULL_CREDIT_APP',
      {
        ...VALID_BODIES.FULL_CREDIT_APP,
        residence: { ...(VALID_BODIES.FULL_CREDIT_APP.residence as object), housingStatus: 'castle' },
      },
      { 'residence.housingStatus': 'This field is required' },
    ],
  ])('%s', (_name, formType, body, expected) => {
    expect(errorsOf(formType, body)).toEqual(expected)
  })

  it.each([
    ['unknown form type', 'CONTACT', {}, 400, { formType: 'This field is required' }],
    ['array body', 'CAREERS', [], 400, { _form: 'This field is required' }],
    ['null body', 'CAREERS', null, 400, { _form: 'This field is required' }],
    ['invalid body', 'CAREERS', {}, 422, undefined],
  ])('%s -> %i', (_name, formType, body, status, fieldErrors) => {
    const result = parseLead(formType, body, now)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.status).toBe(status)
    if (fieldErrors) expect(result.fieldErrors).toEqual(fieldErrors)
  })
})

describe('isHoneypotTripped', () => {
  it.each([
    [{ website: 'x' }, true],
    [{ website: '' }, false],
    [{ website: '  ' }, false],
    [{}, false],
    [null, false],
  ])('%j -> %s', (body, expected) => {
    expect(isHoneypotTripped(body)).toBe(expected)
  })
})
