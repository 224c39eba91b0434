import type { AdminViewServerProps } from 'payload'
import { userHasRole } from '@/access/roles'
import { ForgetPersonForm } from './forget-person-form.client'
import { AdminViewFrame, openAdminView } from '@/components/admin/admin-view-frame'

/**
 * Admin view /admin/forget-person (issue 34, "Forget a person"): an admin enters the e-mail
 * address or phone number of a shopper who asked to be deleted, sees everything that would go,
 * and only then removes it, in one transaction, with an audit record that keeps a hash of what
 * was entered (src/services/privacy/forget-person.ts).
 */
export async function ForgetPersonView(view: AdminViewServerProps) {
  const req = await openAdminView(view, '/forget-person')
  const allowed = userHasRole(req.user, [])
  return (
    <AdminViewFrame view={view}>
      <h1>Forget a person</h1>
      <p>
        For a shopper who asked the dealership to delete their data. Enter their e-mail address or phone number: you
        will see every lead, credit application, résumé, price-drop alert and message that would be removed, and nothing
        is removed until you confirm. The audit log records that it was done, without the address or number itself.
      </p>
      {allowed ? <ForgetPersonForm /> : <p>Only admins can forget a person.</p>}
    </AdminViewFrame>
  )
}
