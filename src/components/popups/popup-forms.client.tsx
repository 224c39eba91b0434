'use client'
import { CONTACT_INQUIRY_TYPES, isContactFormType, type FormType } from '@/domain/leads/form-types'
import {
  offerEndsAt,
  offerEndsText,
  POPUP_EMAIL_TEMPLATES,
  type PopupDefinition,
  type PopupSubmitPayload,
} from '@/domain/popups'
import { readFirstShown } from '@/client/visitor/popup-storage'
import { CONTACT_CONSENT_TEXT } from '@/domain/financing/disclaimers'
import { Honeypot, SubmitButton } from '@/components/forms/fields'
import { PersonFields } from '@/components/forms/person-fields'
import { useLeadForm, type Values } from '@/components/forms/use-lead-form'
import { TOASTS } from '@/components/forms/form-texts'
import { UnlockInventoryForm } from '@/components/financing/unlock-inventory-form.client'
import { PhoneVerificationForm } from '@/components/phone-verification/phone-verification-form.client'
import '@/components/forms/forms.css'

type Submitted = (payload: PopupSubmitPayload) => void

/** The submitted step's EMAIL template as a lead form type; the lead form defaults to general questions. */
function templateOf(popup: PopupDefinition, fallback: FormType = 'CONTACT_GENERAL'): FormType {
  const template = popup.submitted?.EMAIL
  return POPUP_EMAIL_TEMPLATES.find((t) => t === template) ?? fallback
}

const user = (v: Values) => ({ firstName: v.firstName, lastName: v.lastName, email: v.email, phone: v.phone })

/**
 * The lead form inside a popup (built-in "user lead", section 2): names, e-mail and phone, sent
 * through the lead intake (POST /api/leads) with the submitted step's template. A contact template
 * carries its inquiry type and a line naming the popup as the message.
 */
function PopupLeadForm({ popup, onSubmitted }: { popup: PopupDefinition; onSubmitted: Submitted }) {
  const formType = templateOf(popup)
  const idPrefix = `popup-${popup.id}`
  const form = useLeadForm({
    idPrefix,
    formType,
    initial: { firstName: '', lastName: '', email: '', phone: '' },
    toasts: TOASTS.contact,
    toData: (values) => ({
      ...user(values),
      ...(isContactFormType(formType)
        ? {
            inquiryType: CONTACT_INQUIRY_TYPES.find((t) => t.formType === formType)?.id,
            message: `Sent from the website popup "${popup.component.data.title ?? popup.id}".`,
          }
        : {}),
    }),
    onSuccess: () => onSubmitted({ user: user(form.values), emailData: { formType } }),
  })
  const { field } = form
  return (
    <form
      className="lead-form popup-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={popup.component.data.title ?? 'Your details'}
    >
      <PersonFields field={field} />
      <Honeypot idPrefix={idPrefix} />
      <p className="lead-form__legal">{CONTACT_CONSENT_TEXT}</p>
      <SubmitButton sending={form.sending} label="Send" />
    </form>
  )
}

/**
 * Claiming a popup's offer (issue 37: the $500 credit "valid 24 hours"): names, e-mail and phone,
 * sent as a contact lead (purchasing a vehicle, unless the submitted step names another contact
 * template) that names the offer and when this browser first showed it. The server names and dates
 * the offer from the published popup (src/services/leads/offer-claim.ts); the confirmation states
 * the end computed by the same function, on the shopper's clock.
 */
function PopupOfferClaimForm({ popup, onSubmitted }: { popup: PopupDefinition; onSubmitted: Submitted }) {
  const template = templateOf(popup, 'CONTACT_SALES')
  const formType = isContactFormType(template) ? template : 'CONTACT_SALES'
  const idPrefix = `popup-${popup.id}`
  const title = popup.component.data.title ?? popup.id
  const firstShownAt = () => readFirstShown()[popup.id]
  const form = useLeadForm({
    idPrefix,
    formType,
    initial: { firstName: '', lastName: '', email: '', phone: '' },
    toasts: TOASTS.contact,
    toData: (values) => ({
      ...user(values),
      inquiryType: CONTACT_INQUIRY_TYPES.find((t) => t.formType === formType)?.id,
      message: `Claiming the offer "${title}".`,
      offer: { popupId: popup.id, firstShownAt: firstShownAt() },
    }),
    onSuccess: () => {
      const endsAt = offerEndsAt(popup, firstShownAt(), new Date())
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
      onSubmitted({ user: user(form.values), emailData: { formType, offerEnds: offerEndsText(endsAt, zone) } })
    },
  })
  const { field } = form
  return (
    <form className="lead-form popup-form" noValidate onSubmit={form.onSubmit} aria-label={title}>
      <PersonFields field={field} />
      <Honeypot idPrefix={idPrefix} />
      {/* The server's refusal of an ended offer ("This offer has ended."), which no field shows. */}
      {form.errors.offer ? (
        <p className="lead-form__error" role="alert">
          {form.errors.offer}
        </p>
      ) : null}
      <p className="lead-form__legal">{CONTACT_CONSENT_TEXT}</p>
      <SubmitButton sending={form.sending} label="Claim offer" />
    </form>
  )
}

export function PopupInnerForm({
  popup,
  name,
  onSubmitted,
}: {
  popup: PopupDefinition
  name: string | undefined
  onSubmitted: Submitted
}) {
  switch (name) {
    case 'UserLeadForm':
      return <PopupLeadForm popup={popup} onSubmitted={onSubmitted} />
    case 'OfferClaimForm':
      return <PopupOfferClaimForm popup={popup} onSubmitted={onSubmitted} />
    case 'UnlockInventoryForm':
      // The financing issue's gate form (UNLOCK_INVENTORY, 7-day pass), reused as is.
      return (
        <UnlockInventoryForm
          idPrefix={`popup-${popup.id}`}
          onUnlocked={() => onSubmitted({ emailData: { formType: 'UNLOCK_INVENTORY' } })}
        />
      )
    case 'UserLeadPhoneVerification':
      // POST /api/customer/phoneValidation (visitor-layer.md); the profile is marked phoneVerified on success.
      return (
        <PhoneVerificationForm
          idPrefix={`popup-${popup.id}`}
          onVerified={(phone) => onSubmitted({ user: { phone } })}
        />
      )
    default:
      return null
  }
}

const SUBMITTED_TEXT: Record<string, { title: string; body: string }> = {
  UserLeadThanks: {
    title: 'Thank you!',
    body: 'We received your details. Someone from our dealership team will contact you soon.',
  },
  UnlockInventorySuccess: {
    title: 'Access Granted!',
    body: 'Welcome to our private inventory: your personalized prices are unlocked.',
  },
  OfferClaimed: {
    title: 'Offer claimed!',
    body: 'Your credit is reserved. Someone from our dealership team will contact you soon.',
  },
  PhoneVerified: { title: 'Phone verified', body: 'Thank you, your phone number is verified.' },
}

/**
 * The after-submit view (section 4: "the popup switches to the submitted view"); after an offer
 * claim it also says when the offer ends (issue 37).
 */
export function PopupSubmittedView({ name, offerEnds }: { name: string | undefined; offerEnds?: string }) {
  const text = SUBMITTED_TEXT[name ?? ''] ?? SUBMITTED_TEXT.UserLeadThanks
  return (
    <div className="popup__submitted" role="status" data-testid="popup-submitted">
      <p className="popup__submitted-title">{text.title}</p>
      <p>{text.body}</p>
      {offerEnds ? <p data-testid="popup-offer-ends">{offerEnds}</p> : null}
      {/* Opens the built-in phone-verification popup (its itemClicked condition, leads only). */}
      {text === SUBMITTED_TEXT.UserLeadThanks ? (
        <button type="button" className="button" data-popup="user-lead-phone-verification">
          Verify my phone
        </button>
      ) : null}
    </div>
  )
}
