import Link from 'next/link'
import type { ServerProps } from 'payload'
import { userHasRole } from '@/access/roles'

/** Link to "Forget a person" under the admin navigation, for admins only (issue 34). */
export function ForgetPersonNavLink({ user }: ServerProps) {
  if (!userHasRole(user as { role?: string } | undefined, [])) return null
  return (
    <Link href="/admin/forget-person" style={{ display: 'block', padding: '4px 0' }}>
      Forget a person
    </Link>
  )
}
