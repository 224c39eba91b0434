import Link from 'next/link'

/** Link to the offer preview under the admin navigation (issue 7). */
export function OfferPreviewNavLink() {
  return (
    <Link href="/admin/offer-preview" style={{ display: 'block', padding: '4px 0' }}>
      Trade-in offer preview
    </Link>
  )
}
