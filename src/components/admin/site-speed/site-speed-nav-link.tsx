import Link from 'next/link'
import type { ServerProps } from 'payload'
import { userHasRole } from '@/access/roles'

/** Link to "Site speed" under the admin navigation, for managers and admins (issue 40). */
export function SiteSpeedNavLink({ user }: ServerProps) {
  if (!userHasRole(user as { role?: string } | undefined, ['manager'])) return null
  return (
    <Link href="/admin/site-speed" style={{ display: 'block', padding: '4px 0' }}>
      Site speed
    </Link>
  )
}
