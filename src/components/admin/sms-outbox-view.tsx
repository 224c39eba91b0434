import type { AdminViewServerProps } from 'payload'
import { AdminViewFrame, openAdminView } from '@/components/admin/admin-view-frame'
import { env } from '@/config/env'
import { canReachCustomerData } from '@/access/can-reach-customer-data'
import { smsIsLocal } from '@/services/sms'
import { listSmsOutbox } from '@/services/sms/outbox'

/**
 * Admin view /admin/sms-outbox (issue 8, decision 0071): text messages written to the local SMS
 * outbox when no SMS provider is configured, like the e-mail Outbox (decision 0025). They hold
 * shoppers' phone numbers and codes, so only sales and admins see them.
 */
export async function SmsOutboxView(view: AdminViewServerProps) {
  const req = await openAdminView(view, '/sms-outbox')
  const config = env()
  // Customer information: sales and admins, after the second factor (issue 34).
  const allowed = await canReachCustomerData(req)
  const entries = allowed ? listSmsOutbox(config.SMS_OUTBOX_DIR) : []
  return (
    <AdminViewFrame view={view}>
      <h1>SMS outbox</h1>
      {!allowed ? <p>Only sales and admins can read the SMS outbox.</p> : null}
      {allowed && !smsIsLocal(config) ? (
        <p>An SMS provider is configured, so new text messages are sent, not written here.</p>
      ) : null}
      {allowed ? (
        entries.length === 0 ? (
          <p>The SMS outbox is empty.</p>
        ) : (
          <table style={{ width: '100%' }} data-testid="sms-outbox">
            <thead>
              <tr>
                <th align="left">Date</th>
                <th align="left">To</th>
                <th align="left">Message</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.date ? new Date(e.date).toUTCString() : ''}</td>
                  <td>{e.to}</td>
                  <td>{e.body}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </AdminViewFrame>
  )
}
