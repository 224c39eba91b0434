import { describe, expect, it } from 'vitest'
import { FORM_TYPES, type FormType } from '../leads/form-types'
import { EVENT_VALUES } from './events'
import { formEvent } from './form-events'

describe('formEvent', () => {
  it.each<[FormType, string]>([
    ['UNLOCK_INVENTORY', 'UnlockInventory'],
    ['UNLOCK_PRICE', 'Personalize'],
    ['SCHEDULE_TEST_DRIVE', 'Schedule'],
    ['SERVICE', 'Schedule'],
    ['SELL_OR_TRADE', 'SellTrade'],
    ['CONTACT_SALES', 'Contact'],
    ['CONTACT_GENERAL', 'Contact'],
    ['STAFF_MEMBER', 'Contact'],
    ['REFERRAL', 'Contact'],
    ['CAREERS', 'SubmitApplication'],
    ['APPLY_FINANCING', 'InstantScreen'],
    ['FULL_CREDIT_APP', 'FullCreditApplication'],
  ])('%s -> %s', (formType, event) => {
    expect(formEvent(formType)).toBe(event)
  })

  it('maps every form type to a valued event', () => {
    for (const formType of FORM_TYPES) expect(EVENT_VALUES[formEvent(formType)]).toBeGreaterThan(0)
  })
})
