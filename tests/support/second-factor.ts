/**
 * Staff who passed the second factor (issue 34), for tests that arrange something as a staff member
 * before the part under test. The second factor itself is tested through its pages and endpoints
 * (tests/int/second-factor.int.test.ts, tests/e2e/journeys/staff-second-factor.e2e.test.ts).
 */
import type { Payload } from 'payload'
import { PASS_COOKIE } from '@/services/staff-auth/pass-cookie'
import { issuePass } from '@/services/staff-auth/passes'
import { confirmEnrolment, startEnrolment } from '@/services/staff-auth/second-factor'
import { codeAt } from '@/services/staff-auth/totp'

/** A live pass for the account, enrolling it first (with the app's current code) if it has no second factor yet. */
export async function passFor(payload: Payload, userId: number): Promise<string> {
  const now = new Date()
  const enrolment = await startEnrolment(payload, userId)
  if (enrolment && enrolment !== 'already-enrolled') {
    const result = await confirmEnrolment(payload, userId, codeAt(enrolment.key, now), now)
    if (!result.ok) throw new Error(`enrolment of user ${userId} failed: ${result.reason}`)
    return result.pass
  }
  return issuePass(payload, userId, now)
}

export function passCookie(token: string): string {
  return `${PASS_COOKIE}=${token}`
}
