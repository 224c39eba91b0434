import type { FormType } from './form-types'

/**
 * Valid raw form bodies for every form type, as a browser would post them. Used only by the tests
 * (parse -> normalise -> render for each form type).
 */
export const FIXTURE_NOW = new Date('2025-06-15T15:30:00Z')

const person = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '(309) 555-1234' }

const vehicle = {
  vin: '1HGCM82633A004352',
  year: 2021,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-L',
  stockNumber: 'A1234',
  condition: 'used',
  bodystyle: 'sedans',
  transmission: 'automatic',
  doors: 4,
  exteriorColor: 'Blue',
  interiorColor: 'Black',
  price: { salePrice: 18995, oldPrice: 19995 },
  mileage: 35120,
  url: 'https://dealer.example/used-cars-for-sale/2021-honda-accord-1HGCM82633A004352',
}

const adsValues = { utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' }

/**
 * What the server reads at intake from the visitor's consented cookies (issue 15), never from the
 * form: ad values, first/last touch, the phone proof and experiment variants.
 */
export const FIXTURE_TRACKING = {
  adsValues,
  attribution: {
    first: {
      values: { utm_source: 'newsletter', utm_medium: 'email' },
      landingPage: '/special-offers',
      at: '2025-06-01T09:00:00.000Z',
    },
    last: {
      values: adsValues,
      landingPage: '/?utm_source=google&utm_campaign=spring&gclid=abc123',
      referrer: 'https://www.google.com/',
      at: '2025-06-14T18:00:00.000Z',
    },
  },
  phoneVerified: true,
  experiments: [{ experiment: 'hero_copy_test', variant: 'b' }],
}
const url = 'https://dealer.example/contact-us'

const contact = (inquiryType: number, extra: Record<string, unknown> = {}) => ({
  ...person,
  inquiryType,
  message: 'Is this car still available?',
  url,
  ...extra,
})

const ownCar = { make: 'Ford', model: 'Focus', year: '2014', price: '$6,500', mileage: '120,000' }

const party = {
  applicant: { ...person, dateOfBirth: '1985-04-12', ssn: '123-45-6789' },
  residence: {
    street: '100 Main St',
    city: 'Moline',
    state: 'il',
    zip: '61265',
    housingStatus: 'rent',
    monthlyPayment: 950,
    yearsAtAddress: 3,
  },
  employment: { status: 'employed', employer: 'Deere', title: 'Engineer', yearsEmployed: 5 },
  income: { monthlyGross: 5200 },
}

export const VALID_BODIES: Record<FormType, Record<string, unknown>> = {
  UNLOCK_INVENTORY: { ...person, url },
  UNLOCK_PRICE: { ...person, vehicle, downPayment: 1000, hasTradeIn: true, tradeEquity: 2500, creditScore: 720 },
  SCHEDULE_TEST_DRIVE: { ...person, day: '2025-06-17', time: '10:30', vehicle },
  SELL_OR_TRADE: {
    ...person,
    intent: 'sell',
    sellVehicle: {
      year: 2015,
      make: 'Toyota',
      model: 'Camry',
      mileage: 98000,
      vin: '4T1BF1FK5FU000000',
      licencePlate: 'ABC 123',
    },
    answers: { '100': 'good' },
    offer: { cashNow: { finalPrice: 9250 } },
    selectedPayment: 'cashNow',
  },
  CONTACT_SALES: contact(1, { vehicle }),
  CONTACT_FINANCE: contact(2),
  CONTACT_TRADE: contact(3, ownCar),
  CONTACT_SELL: contact(4, ownCar),
  CONTACT_SUPPORT: contact(5),
  CONTACT_BILLING: contact(6),
  CONTACT_GENERAL: contact(7),
  STAFF_MEMBER: { ...person, staffSlug: 'john-smith', message: 'Please call me back.' },
  CAREERS: { ...person, position: 'Sales Consultant', message: 'I have 5 years of experience.' },
  APPLY_FINANCING: {
    ...person,
    address: { street: '100 Main St', apartment: '2B', city: 'Moline', state: 'IL', zip: '61265' },
    dateOfBirth: '1985-04-12',
    monthlyIncome: 5200,
    vehicle,
    creditConsent: true,
  },
  FULL_CREDIT_APP: { ...party, coApplicant: party, vehicle, downPayment: 2000, eSignatureConsent: true },
  SERVICE: {
    ...person,
    services: ['Oil change', 'Tire rotation'],
    vehicle: { year: 2018, make: 'Chevrolet', model: 'Malibu', mileage: 61000 },
    preferredDate: '2025-06-20',
    preferredTime: '09:00',
    message: 'Noise from the front left wheel.',
  },
  REFERRAL: {
    ...person,
    friend: { firstName: 'Sam', lastName: 'Lee', phone: '563-555-0142' },
    message: 'Sam needs a truck.',
  },
  PRICE_ALERT: { email: 'jane@example.com', vehicle, url: vehicle.url },
  SAVED_SEARCH: {
    email: 'jane@example.com',
    search: 'Used Honda SUVs for Sale Under $30,000',
    url: 'https://dealer.example/used-cars-for-sale/suvs/honda/price-under-30000',
    vehicle: { condition: 'used', make: 'Honda', bodystyle: 'suvs' },
  },
}
