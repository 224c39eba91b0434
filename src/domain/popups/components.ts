/**
 * The inner components a popup may show (visitor-layer.md section 3 "component ... inner
 * component" and "submitted ... inner component"), by name. The admin offers these names; the
 * browser runtime (src/components/popups) maps each to a React component. The names follow the
 * built-in popups (section 2: unlock inventory, user lead, user-lead phone verification).
 */
import { CONTACT_FORM_TYPES, type FormType } from '../leads/form-types'

export const POPUP_FORM_COMPONENTS = {
  UserLeadForm: 'Lead form: first and last name, e-mail, phone',
  OfferClaimForm:
    'Claim this offer: first and last name, e-mail, phone. The lead names the offer and when it ends (Offer valid hours, Offer ends).',
  UnlockInventoryForm: "Unlock private inventory form (the list pages' gate form)",
  UserLeadPhoneVerification: 'Phone verification (needs the phone-verification service)',
} as const

export const POPUP_SUBMITTED_COMPONENTS = {
  UserLeadThanks: 'Thank you: we will be in touch',
  UnlockInventorySuccess: 'Access granted: private inventory unlocked',
  OfferClaimed: 'Offer claimed: we will contact you',
  PhoneVerified: 'Phone verified',
} as const

export type PopupFormComponent = keyof typeof POPUP_FORM_COMPONENTS
export type PopupSubmittedComponent = keyof typeof POPUP_SUBMITTED_COMPONENTS

/**
 * E-mail templates (section 7 "a send-email action with a template taken from the submitted EMAIL
 * step") are lead-intake form types; a popup form can send these (the lead form sends the contact
 * ones with the matching inquiry type, the unlock form UNLOCK_INVENTORY).
 */
export const POPUP_EMAIL_TEMPLATES: readonly FormType[] = ['UNLOCK_INVENTORY', ...CONTACT_FORM_TYPES]

export function isPopupFormComponent(value: unknown): value is PopupFormComponent {
  return typeof value === 'string' && Object.hasOwn(POPUP_FORM_COMPONENTS, value)
}

export function isPopupSubmittedComponent(value: unknown): value is PopupSubmittedComponent {
  return typeof value === 'string' && Object.hasOwn(POPUP_SUBMITTED_COMPONENTS, value)
}
