import { describe, expect, it } from 'vitest'
import {
  CONTACT_FORM_TYPES,
  FORM_TYPES,
  isPostedFormType,
  FORM_TYPE_LABELS,
  contactFormType,
  contactInquiryLabel,
  isContactFormType,
  isFinancingFormType,
  isFormType,
} from './form-types'

// site.md section 3: contact inquiry types 1-7; visitor-layer.md section 7: CONTACT_{inquiry target}.
describe('contactFormType', () => {
  it.each([
    [1, 'CONTACT_SALES', 'Purchasing a vehicle'],
    [2, 'CONTACT_FINANCE', 'Financing options'],
    [3, 'CONTACT_TRADE', 'Trade appraisal'],
    [4, 'CONTACT_SELL', 'Selling my car'],
    [5, 'CONTACT_SUPPORT', 'Recent vehicle purchase'],
    [6, 'CONTACT_BILLING', 'Billing issues'],
    [7, 'CONTACT_GENERAL', 'General questions'],
    [0, null, null],
    [8, null, null],
  ])('inquiry %i -> %s', (id, formType, label) => {
    expect(contactFormType(id)).toBe(formType)
    expect(contactInquiryLabel(id)).toBe(label)
  })
})

describe('form type codes (visitor-layer.md section 7, plus REFERRAL)', () => {
  it.each([
    ['UNLOCK_INVENTORY', true, false],
    ['UNLOCK_PRICE', true, false],
    ['SCHEDULE_TEST_DRIVE', true, false],
    ['SELL_OR_TRADE', true, false],
    ['CONTACT_GENERAL', true, true],
    ['STAFF_MEMBER', true, false],
    ['CAREERS', true, false],
    ['APPLY_FINANCING', true, false],
    ['FULL_CREDIT_APP', true, false],
    ['SERVICE', true, false],
    ['REFERRAL', true, false],
    ['CONTACT', false, false],
    ['contact_sales', false, false],
    [42, false, false],
  ])('%s', (value, known, contact) => {
    expect(isFormType(value)).toBe(known)
    expect(isContactFormType(value)).toBe(contact)
  })

  it('has 19 codes, each labelled, seven of them contact codes', () => {
    expect(FORM_TYPES).toHaveLength(19)
    expect(CONTACT_FORM_TYPES).toHaveLength(7)
    expect(Object.keys(FORM_TYPE_LABELS).sort()).toEqual([...FORM_TYPES].sort())
  })

  it.each([
    ['APPLY_FINANCING', true],
    ['FULL_CREDIT_APP', true],
    ['CONTACT_FINANCE', false],
    ['UNLOCK_PRICE', false],
  ] as const)('%s is a financing form: %s', (formType, expected) => {
    expect(isFinancingFormType(formType)).toBe(expected)
  })
})

describe('which form types a browser may post (POST /api/leads)', () => {
  it.each([
    ['CONTACT_SALES', true],
    ['REFERRAL', true],
    // Made by the server when a price-drop alert is confirmed with the salesperson box ticked (decision 0270).
    ['PRICE_ALERT', false],
    // Made by the server when a saved search is confirmed with the salesperson box ticked (decision 0337).
    ['SAVED_SEARCH', false],
    ['NOPE', false],
    [null, false],
  ])('%s -> %s', (value, posted) => {
    expect(isPostedFormType(value)).toBe(posted)
  })
})
