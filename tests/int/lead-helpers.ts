/** Shared bits of the lead integration tests (not a test file itself). */
import type { Payload } from 'payload'
import { serializeProfile } from '@/domain/profile'
import { serializeAttribution } from '@/domain/attribution'
import type { ConsentCategory } from '@/domain/consent'

export const CONTACT = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(309) 555-1234',
  inquiryType: 1,
  message: 'Is the blue Accord still available?',
  url: 'http://localhost:3000/contact-us',
}

/**
 * The cookies a browser sends after landing from a Google ad and accepting `allowed` (issue 15):
 * the profile with its consent record, the adsValues map and the first/last touch.
 */
export function attributionCookies(allowed: string[], landedAt: Date, extra: Record<string, unknown> = {}): string {
  const profile = serializeProfile({
    allowCookies: allowed as ConsentCategory[],
    displayCookies: 'hide',
    uniqueUserId: 'visitor-ad-1',
    ...extra,
  })
  if (!profile.ok) throw new Error('profile too large')
  const landing = {
    values: { utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' },
    landingPage: '/?utm_source=google&utm_campaign=spring&gclid=abc123',
    at: landedAt.toISOString(),
  }
  return [
    `visitorProfile=${profile.value}`,
    `adsValues=${encodeURIComponent(JSON.stringify(landing.values))}`,
    `adsAttribution=${serializeAttribution({ first: landing, last: landing })}`,
  ].join('; ')
}

export function leadRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export async function countLeads(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
}

/** Runs the lead queue until every job is done or `timeoutMs` passes (backoff waits in between). */
export async function drainLeadJobs(payload: Payload, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      await payload.jobs.run({ queue: 'leads', limit: 100, overrideAccess: true, silent: true })
    } catch (err) {
      // Another runner (an endpoint's immediate run of its job, decision 0022) finished and deleted
      // a job this run had also picked up, and Payload's runner threw while logging to the deleted
      // row. The count below still says whether every job was delivered.
      lastError = err
    }
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      // Only the lead queue's jobs: a job another file left on another queue (a CSV import, a
      // scheduled task) is never run here, and waiting for it timed out (CI: outbox-disk-full).
      where: {
        and: [{ queue: { equals: 'leads' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
      },
      overrideAccess: true,
    })
    if (totalDocs === 0) return
    if (Date.now() > until)
      throw new Error(`${totalDocs} lead jobs still pending`, lastError ? { cause: lastError } : undefined)
    await new Promise((r) => setTimeout(r, 50))
  }
}
