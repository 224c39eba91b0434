'use client'
import { useRouter } from 'next/navigation'
import { CONTACT_CONSENT_TEXT } from '@/domain/financing/disclaimers'
import { Honeypot, SubmitButton } from '@/components/forms/fields'
import { PersonFields } from '@/components/forms/person-fields'
import { useLeadForm } from '@/components/forms/use-lead-form'
import { saveProfile } from './profile-cookie'
import { UNLOCK_TOASTS } from './texts'
import '@/components/forms/forms.css'
import './financing.css'

/**
 * Private inventory gate (site.md sections 2 and 6; visitor-layer.md section 2 "Unlock-inventory
 * offer", valid 7 days): personal details unlock private vehicles and prices. Sends
 * UNLOCK_INVENTORY; the 201 carries the 7-day pass, then the page re-renders unlocked. The
 * visitor-layer popup reuses this form.
 */
export function UnlockInventoryForm({
  idPrefix = 'unlock',
  onUnlocked,
}: {
  idPrefix?: string
  onUnlocked?: () => void
}) {
  const router = useRouter()
  const form = useLeadForm({
    idPrefix,
    formType: 'UNLOCK_INVENTORY',
    initial: { firstName: '', lastName: '', email: '', phone: '' },
    toasts: UNLOCK_TOASTS,
    onSuccess: () => {
      const { firstName, lastName, email, phone } = form.values
      saveProfile({ firstName, lastName, email, phone })
      onUnlocked?.()
      router.refresh()
    },
  })
  const { field } = form
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label="Unlock private inventory">
      <PersonFields field={field} />
      <Honeypot idPrefix={idPrefix} />
      <p className="lead-form__legal">{CONTACT_CONSENT_TEXT}</p>
      <SubmitButton sending={form.sending} label="Unlock inventory" />
    </form>
  )
}
