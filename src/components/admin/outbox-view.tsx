import type { AdminViewServerProps } from 'payload'
import { AdminViewFrame, openAdminView } from '@/components/admin/admin-view-frame'
import Link from 'next/link'
import { env } from '@/config/env'
import { canReachCustomerData } from '@/access/can-reach-customer-data'
import { mailIsLocal } from '@/services/mailer/transport'
import { listOutbox, readableMail, readOutboxMessage, type ReadableMail } from '@/services/mailer/outbox'
import { OutboxMessage } from './outbox-message'

/**
 * Admin view /admin/outbox (issue 4): the local outbox of .eml files, for when no SMTP server is
 * configured. Lead e-mails hold shoppers' data, so only sales and admins see it. A message opens
 * readable (headers, text, attachments); the raw .eml stays downloadable (/api/outbox/{file}).
 */
async function parsed(raw: string | null): Promise<ReadableMail | null> {
  if (raw === null) return null
  try {
    return await readableMail(raw)
  } catch {
    return null
  }
}

export async function OutboxView(view: AdminViewServerProps) {
  const req = await openAdminView(view, '/outbox')
  const config = env()
  // Customer information: sales and admins, after the second factor (issue 34).
  const allowed = await canReachCustomerData(req)
  const file = typeof view.searchParams?.file === 'string' ? view.searchParams.file : undefined
  const raw = allowed && file ? readOutboxMessage(config.OUTBOX_DIR, file) : null
  const entries = allowed && !file ? listOutbox(config.OUTBOX_DIR) : []
  const mail = await parsed(raw)
  return (
    <AdminViewFrame view={view}>
      <h1>Outbox</h1>
      {!allowed ? <p>Only sales and admins can read the outbox.</p> : null}
      {allowed && !mailIsLocal(config) ? (
        <p>An SMTP server is configured, so new e-mails are sent, not written here.</p>
      ) : null}
      {allowed && file ? (
        raw === null ? (
          <p>No such message.</p>
        ) : mail ? (
          <OutboxMessage file={file} mail={mail} />
        ) : (
          <>
            <p>
              <Link href="/admin/outbox">← All messages</Link> · This message could not be parsed; its raw text:
            </p>
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 13 }} data-testid="outbox-raw">
              {raw}
            </pre>
          </>
        )
      ) : null}
      {allowed && !file ? (
        entries.length === 0 ? (
          <p>The outbox is empty.</p>
        ) : (
          <table style={{ width: '100%' }}>
            <thead>
              <tr>
                <th align="left">Date</th>
                <th align="left">To</th>
                <th align="left">Subject</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.file}>
                  <td>{e.date}</td>
                  <td>{e.to}</td>
                  <td>
                    <Link href={`/admin/outbox?file=${encodeURIComponent(e.file)}`}>{e.subject || '(no subject)'}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : null}
    </AdminViewFrame>
  )
}
