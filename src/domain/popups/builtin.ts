/**
 * Built-in popup definitions (visitor-layer.md sections 2, 4, 7 and 9), as data. Globally
 * registered popups are unlock inventory, user lead and user-lead phone verification (section 2);
 * the $500 credit offer is a seeded example for editors.
 *
 * Values the spec does not give are marked "assumed"; editors retune them in the admin.
 */
import { LEAD_POPUP_CLOSE_SECONDS } from './constants'
import type { PopupDefinition } from './types'

/** Section 4: "shows for leads after a set number of viewed pages. The number is not shown." Assumed 3. */
export const DEFAULT_UNLOCK_INVENTORY_PAGES = 3

/**
 * For leads (isLead: true) after `viewedPages` page views of any page. Its submitted step must not
 * close at once, otherwise the lead-only condition would never pass (section 5, see targeting.ts);
 * its "Access Granted!" view closes after 5 seconds, as the spec's unlock success does (sections 8
 * and 9), and the popup is finished: it is not shown again.
 */
export function unlockInventoryPopup(viewedPages: number = DEFAULT_UNLOCK_INVENTORY_PAGES): PopupDefinition {
  return {
    id: 'unlock-inventory',
    conditions: [{ isLead: true, pageItemsViewed: [{ minCount: viewedPages }] }],
    component: {
      type: 'component',
      data: { title: 'Unlock our private inventory', innerComponent: 'UnlockInventoryForm' },
    },
    submitted: {
      innerComponent: 'UnlockInventorySuccess',
      EMAIL: 'UNLOCK_INVENTORY',
      trackEvent: 'UnlockInventory',
      timeoutClose: LEAD_POPUP_CLOSE_SECONDS,
    },
    settings: { component: 'ModalHeadless', position: 'center', closeButton: true },
    background: { modal: true },
  }
}

/**
 * Lead capture for visitors who are not leads yet (isLead: false, so it is excluded for leads).
 * The submitted view closes after 5 seconds (sections 4 and 9). The 30-second timer is assumed.
 */
export const USER_LEAD_POPUP: PopupDefinition = {
  id: 'user-lead',
  conditions: [{ isLead: false, timer: 30 }],
  component: { type: 'component', data: { title: 'Get personalized offers', innerComponent: 'UserLeadForm' } },
  submitted: {
    innerComponent: 'UserLeadThanks',
    // A lead-intake form type (src/domain/leads/form-types.ts): general questions.
    EMAIL: 'CONTACT_GENERAL',
    trackEvent: 'Contact',
    timeoutClose: LEAD_POPUP_CLOSE_SECONDS,
  },
  settings: { component: 'PrimeDialog', position: { mobile: 'bottom', desktop: 'center' }, closeButton: true },
  background: { modal: true },
}

/**
 * Two-step phone verification (phone-validation, then code-verification; section 4) for leads,
 * opened by clicking an element that carries the selector below (for example the "Verify my
 * phone" link in the user-lead thank-you view). The runtime re-evaluates when lead status changes.
 */
export const PHONE_VERIFICATION_TRIGGER = '[data-popup="user-lead-phone-verification"]'

export const USER_LEAD_PHONE_VERIFICATION_POPUP: PopupDefinition = {
  id: 'user-lead-phone-verification',
  conditions: [{ isLead: true, itemClicked: PHONE_VERIFICATION_TRIGGER }],
  component: { type: 'component', data: { title: 'Verify your phone', innerComponent: 'UserLeadPhoneVerification' } },
  submitted: { innerComponent: 'PhoneVerified', timeoutClose: LEAD_POPUP_CLOSE_SECONDS },
  settings: { component: 'ModalHeadless', position: 'center', closeButton: true },
  background: { modal: true },
}

/** Seeded example: a $500 credit valid for 24 hours from when it is first shown. */
export const CREDIT_OFFER_VALID_HOURS = 24

export const CREDIT_OFFER_POPUP: PopupDefinition = {
  id: 'credit-500-offer',
  // Inventory lists and vehicle pages (route names, page-view.ts), after 20 s (assumed).
  conditions: [{ isLead: false, pages: { names: ['cars-search-page', 'cars-direct-page'] }, timer: 20 }],
  // With the claim form (issue 37): as text only, the offer could never be claimed.
  component: {
    type: 'component',
    data: {
      title: '$500 credit toward your next vehicle',
      html:
        `<p>Tell us where to send it and get a <strong>$500 credit</strong> toward any vehicle in ` +
        `stock.</p><p>Offer valid for ${CREDIT_OFFER_VALID_HOURS} hours.</p>`,
      innerComponent: 'OfferClaimForm',
    },
  },
  submitted: {
    innerComponent: 'OfferClaimed',
    // A lead-intake form type: purchasing a vehicle (the credit is toward a purchase).
    EMAIL: 'CONTACT_SALES',
    trackEvent: 'Contact',
    timeoutClose: LEAD_POPUP_CLOSE_SECONDS,
  },
  settings: { component: 'PrimeDialog', position: { mobile: 'bottom', desktop: 'center' }, closeButton: true },
  button: { icon: 'dollar', text: '$500 credit', hoverText: 'Claim your $500 credit' },
  background: { modal: true },
  validHours: CREDIT_OFFER_VALID_HOURS,
}

/** When an offer first shown at `firstShownAt` expires (ISO). */
export function offerExpiresAt(firstShownAt: Date, hours: number = CREDIT_OFFER_VALID_HOURS): string {
  return new Date(firstShownAt.getTime() + hours * 60 * 60 * 1000).toISOString()
}

export function offerStillValid(firstShownAt: Date, now: Date, hours: number = CREDIT_OFFER_VALID_HOURS): boolean {
  return now.getTime() < firstShownAt.getTime() + hours * 60 * 60 * 1000
}

/** The globally registered popups (section 2); the credit offer is seeded separately. */
export function builtInPopups(options: { unlockInventoryPages?: number } = {}): PopupDefinition[] {
  return [unlockInventoryPopup(options.unlockInventoryPages), USER_LEAD_POPUP, USER_LEAD_PHONE_VERIFICATION_POPUP]
}
