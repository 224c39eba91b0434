import Link from 'next/link'

/** Link to the SMS outbox view under the admin navigation (issue 8). */
export function SmsOutboxNavLink() {
  return (
    <Link href="/admin/sms-outbox" style={{ display: 'block', padding: '4px 0' }}>
      SMS outbox (local texts)
    </Link>
  )
}
