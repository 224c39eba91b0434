import Link from 'next/link'

/** Link to the Outbox view under the admin navigation (issue 4). */
export function OutboxNavLink() {
  return (
    <Link href="/admin/outbox" style={{ display: 'block', padding: '4px 0' }}>
      Outbox (local e-mails)
    </Link>
  )
}
