import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { gateIsOpen } from '@/domain/security/second-factor/gate'
import { safeAdminReturn } from '@/domain/security/second-factor/safe-return'
import { secondFactorStateOf } from '@/services/staff-auth/gate'
import { startEnrolment } from '@/services/staff-auth/second-factor'
import { SecondFactorForm } from './second-factor-form.client'

/**
 * /admin/two-factor (issue 34): right after the password, a person who must enrol sets up an
 * authenticator app here (QR code drawn on the server, the key in text), and an enrolled person
 * types a code or a recovery code. Payload sends every session that still owes the second factor
 * here (admin.routes.unauthorized), with where it was going in `redirect`.
 */
export async function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user as { id: number; email?: string } | null
  const returnTo = safeAdminReturn(searchParams?.redirect)
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(returnTo)}`)
  const state = await secondFactorStateOf(req)
  if (gateIsOpen(state)) redirect(returnTo)
  const enrolment = state === 'needs-enrolment' ? await startEnrolment(req.payload, user.id) : null
  return (
    <div className="second-factor" style={{ maxWidth: 520 }}>
      <h1>{enrolment && enrolment !== 'already-enrolled' ? 'Set up your authenticator app' : 'Enter your code'}</h1>
      {enrolment && enrolment !== 'already-enrolled' ? (
        <>
          <p>
            Your role reaches customer information, so signing in takes a second step: a 6-digit code from an
            authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy or any
            other).
          </p>
          <ol>
            <li>Open the app and add an account by scanning this QR code.</li>
            <li>
              Or type this key into the app instead: <code data-testid="totp-key">{enrolment.key}</code>
            </li>
            <li>Type the 6-digit code the app shows below.</li>
          </ol>
          <div
            role="img"
            aria-label="QR code of your authenticator key"
            style={{ width: 200, height: 200, background: '#fff' }}
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <SecondFactorForm mode="enrol" returnTo={returnTo} />
        </>
      ) : (
        <>
          <p>Type the 6-digit code your authenticator app shows for {user.email ?? 'this account'}.</p>
          <p>Lost your phone? Type one of your recovery codes instead, or ask an admin to reset your second factor.</p>
          <SecondFactorForm mode="verify" returnTo={returnTo} />
        </>
      )}
      <p style={{ marginTop: 'calc(var(--base) * 2)' }}>
        <Link href="/admin/logout">Sign out</Link>
      </p>
    </div>
  )
}
