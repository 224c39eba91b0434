/**
 * Which lead form fires which marketing event (visitor-layer.md section 9 values; issue 8 asks for
 * the mapping, the spec does not give it). The table is also in docs/tracking-events.md; decision 0064.
 * ConversationStarted (chat) is not a lead form; the pricing wizard's UNLOCK_PRICE lead is Personalize.
 */
import type { FormType } from '../leads/form-types'
import type { TrackEventName } from './events'

export function formEvent(formType: FormType): TrackEventName {
  if (formType.startsWith('CONTACT_')) return 'Contact'
  switch (formType) {
    case 'UNLOCK_INVENTORY':
      return 'UnlockInventory'
    case 'UNLOCK_PRICE':
      // Sent only by the "Personalize My Price" wizard (site.md section 4): Personalize, 20 USD (decision 0074).
      return 'Personalize'
    case 'SCHEDULE_TEST_DRIVE':
    case 'SERVICE':
      return 'Schedule'
    case 'SELL_OR_TRADE':
      return 'SellTrade'
    case 'APPLY_FINANCING':
      return 'InstantScreen'
    case 'FULL_CREDIT_APP':
      return 'FullCreditApplication'
    case 'CAREERS':
      return 'SubmitApplication'
    default:
      // STAFF_MEMBER, REFERRAL: a message to the dealership.
      return 'Contact'
  }
}
