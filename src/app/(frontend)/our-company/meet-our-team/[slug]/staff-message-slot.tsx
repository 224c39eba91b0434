import { StaffMemberForm } from '@/components/forms/staff-member-form.client'

/**
 * The "Connect with a Staff Member" form (visitor-layer.md section 7, form type STAFF_MEMBER).
 * Only the slug reaches the browser; the server looks up the person's e-mail in the staff records.
 */
export function StaffMessageSlot({
  staffId,
  staffSlug,
  staffName,
}: {
  staffId: number
  staffSlug: string
  staffName: string
}) {
  return (
    <section aria-labelledby="staff-message-heading" data-slot="staff-message-form" data-staff-id={staffId}>
      <h2 id="staff-message-heading">Send {staffName} a message</h2>
      <StaffMemberForm staffSlug={staffSlug} staffName={staffName} />
    </section>
  )
}
