'use client'
import { Honeypot, SubmitButton, TextAreaField } from './fields'
import { PersonFields } from './person-fields'
import { TOASTS } from './form-texts'
import { useLeadForm } from './use-lead-form'
import './forms.css'

/**
 * Message to one staff member (visitor-layer.md section 7, STAFF_MEMBER), for the team member
 * page. Only the slug travels; the person's e-mail comes from the staff records on the server.
 */
export function StaffMemberForm({ staffSlug, staffName }: { staffSlug: string; staffName: string }) {
  const form = useLeadForm({
    idPrefix: `staff-${staffSlug}`,
    formType: 'STAFF_MEMBER',
    initial: { firstName: '', lastName: '', email: '', phone: '', message: '' },
    toasts: TOASTS.contact,
    toData: (values) => ({ ...values, staffSlug }),
  })
  const { field } = form
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label={`Message ${staffName}`}>
      <PersonFields field={field} />
      <TextAreaField {...field('message')} label="Message" required />
      <Honeypot idPrefix={`staff-${staffSlug}`} />
      <SubmitButton sending={form.sending} label={`Send to ${staffName}`} />
    </form>
  )
}
