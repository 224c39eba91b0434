import Link from 'next/link'

/** A button link; nothing when label or href is empty. External links open as plain anchors. */
export function CtaLink({
  label,
  href,
  primary = false,
}: {
  label?: string | null
  href?: string | null
  primary?: boolean
}) {
  if (!label || !href) return null
  const className = primary ? 'button button--primary' : 'button'
  return href.startsWith('/') ? (
    <Link className={className} href={href}>
      {label}
    </Link>
  ) : (
    <a className={className} href={href} rel="noopener">
      {label}
    </a>
  )
}
