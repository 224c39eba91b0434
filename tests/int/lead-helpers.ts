/** Shared bits of the lead integration tests (not a test file itself). */
import type { Payload } from 'payload'

export const CONTACT = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '(309) 555-1234',
  inquiryType: 1,
  message: 'Is the blue Accord still available?',
  url: 'http://localhost:3000/contact-us',
  adsValues: { utm_source: 'google', gclid: 'abc123' },
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
  for (;;) {
    await payload.jobs.run({ queue: 'leads', limit: 100, overrideAccess: true, silent: true })
    const { totalDocs } = await payload.count({ collection: 'payload-jobs', where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] }, overrideAccess: true })
    if (totalDocs === 0) return
    if (Date.now() > until) throw new Error(`${totalDocs} lead jobs still pending`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
