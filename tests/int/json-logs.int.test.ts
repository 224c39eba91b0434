/**
 * Issue 35, "Logs": with LOG_FORMAT=json every background event is one JSON line on standard output,
 * and the id of the request that stored a lead (its X-Request-Id, kept in the delivery job's input)
 * appears in that lead's delivery log lines; so does the id of an admin's Resend in the new round's
 * lines. No line carries the shopper's e-mail, phone or address.
 * Without LOG_FORMAT nothing of this is written: the human-readable output stays as it was. The
 * request lines of the custom server: tests/e2e/health.e2e.test.ts.
 */
import '../support/lead-test-env'
import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { CONTACT, drainLeadJobs, leadRequest } from './lead-helpers'
import { passCookie, passFor } from '../support/second-factor'
import { acceptLead } from '@/services/leads/accept-lead'
import { resendEndpoint } from '@/collections/leads/resend-endpoint'

const sink = new SmtpSink(testSmtpPort())
const SHOPPER = { ...CONTACT, email: 'json-logs-shopper@example.com', phone: '(309) 555-0177' }
const SHOPPER_ADDRESS = '203.0.113.88'

beforeAll(async () => {
  await sink.start()
  await drainLeadJobs(await testPayload())
})
afterAll(async () => {
  await sink.stop()
})

/** Runs `work` and returns what it wrote to stdout, with LOG_FORMAT as given. */
async function written(logFormat: string | undefined, work: () => Promise<void>): Promise<string[]> {
  const chunks: string[] = []
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk))
    return true
  })
  if (logFormat) process.env.LOG_FORMAT = logFormat
  try {
    await work()
  } finally {
    delete process.env.LOG_FORMAT
    write.mockRestore()
  }
  return chunks.join('').split('\n').filter(Boolean)
}

/** The JSON objects among the lines (the run's other output, if any, is not ours to judge). */
function jsonEvents(lines: string[]): Record<string, unknown>[] {
  return lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** Stores a lead as a request with this id and delivers it; returns the lead's id and what was written meanwhile. */
async function storeAndDeliver(
  requestId: string,
  logFormat: string | undefined,
): Promise<{ lines: string[]; leadId: number }> {
  const payload = await testPayload()
  let leadId = 0
  const lines = await written(logFormat, async () => {
    const result = await acceptLead(
      payload,
      leadRequest(
        { formType: 'CONTACT_SALES', data: SHOPPER },
        { 'x-forwarded-for': SHOPPER_ADDRESS, 'x-request-id': requestId },
      ),
      new Date(),
    )
    expect(result.status).toBe(201)
    leadId = (result.body as { id: number }).id
    await drainLeadJobs(payload)
  })
  return { lines, leadId }
}

describe('JSON logs of background events (issue 35)', () => {
  it("names the storing request's id in the lead's delivery lines, one JSON object per line", async () => {
    const requestId = `json-logs-${Date.now()}`
    const { lines } = await storeAndDeliver(requestId, 'json')
    const events = jsonEvents(lines)
    const delivery = events.filter((e) => e.event === 'lead.delivery' && e.requestId === requestId)
    expect(delivery).toHaveLength(1)
    expect(delivery[0]).toMatchObject({ level: 'info', status: 'sent', attempt: 1, failed: 0 })
    expect(delivery[0].sent).toBeGreaterThan(0)
    expect(typeof delivery[0].time).toBe('string')
    const job = events.filter((e) => e.event === 'job' && e.requestId === requestId)
    expect(job).toEqual([expect.objectContaining({ task: 'deliver-lead', outcome: 'done', attempt: 1 })])
    for (const line of lines)
      for (const personal of [SHOPPER.email, '5550177', SHOPPER_ADDRESS, SHOPPER.message])
        expect(line).not.toContain(personal)
  })

  it('writes none of these lines without LOG_FORMAT=json', async () => {
    const requestId = `human-logs-${Date.now()}`
    const { lines } = await storeAndDeliver(requestId, undefined)
    expect(lines.filter((line) => line.includes(requestId))).toEqual([])
  })

  it("names an admin Resend's request id in the new round's job and delivery lines", async () => {
    const payload = await testPayload()
    const { leadId } = await storeAndDeliver(`json-logs-first-${Date.now()}`, 'json')
    const findAdmin = async () => {
      const { docs } = await payload.find({
        collection: 'users',
        where: { role: { equals: 'admin' } },
        limit: 1,
        overrideAccess: true,
      })
      return { ...docs[0], collection: 'users' as const }
    }
    // The admin's browser passed the second factor (issue 34); the account is read as its session sees it then.
    const pass = passCookie(await passFor(payload, (await findAdmin()).id))
    const admin = await findAdmin()
    const resendId = `json-logs-resend-${Date.now()}`
    const lines = await written('json', async () => {
      const answer = await resendEndpoint.handler({
        payload,
        user: admin,
        routeParams: { id: String(leadId) },
        headers: new Headers({ cookie: pass, 'x-request-id': resendId }),
        context: {},
      } as unknown as PayloadRequest)
      expect(answer.status).toBe(202)
      await drainLeadJobs(payload)
    })
    const events = jsonEvents(lines).filter((e) => e.requestId === resendId)
    expect(events).toEqual(
      expect.arrayContaining([
        // The endpoint runs the job at once beside the test's own drain: either may carry the round.
        expect.objectContaining({ event: 'lead.delivery', leadId, round: 2 }),
        expect.objectContaining({ event: 'job', task: 'deliver-lead' }),
      ]),
    )
    for (const line of lines) for (const personal of [SHOPPER.email, '5550177']) expect(line).not.toContain(personal)
  })
})
