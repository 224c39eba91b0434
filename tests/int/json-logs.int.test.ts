/**
 * Issue 35, "Logs": with LOG_FORMAT=json every background event is one JSON line on standard output,
 * and the id of the request that stored a lead (its X-Request-Id, kept in the delivery job's input)
 * appears in that lead's delivery log lines. No line carries the shopper's e-mail, phone or address.
 * Without LOG_FORMAT nothing of this is written: the human-readable output stays as it was. The
 * request lines of the custom server: tests/e2e/health.e2e.test.ts.
 */
import '../support/lead-test-env'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { CONTACT, drainLeadJobs, leadRequest } from './lead-helpers'
import { acceptLead } from '@/services/leads/accept-lead'

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

/** Stores a lead as a request with this id, delivers it, and returns what was written to stdout meanwhile. */
async function storeAndDeliver(requestId: string, logFormat: string | undefined): Promise<string[]> {
  const payload = await testPayload()
  const written: string[] = []
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk))
    return true
  })
  if (logFormat) process.env.LOG_FORMAT = logFormat
  try {
    const result = await acceptLead(
      payload,
      leadRequest(
        { formType: 'CONTACT_SALES', data: SHOPPER },
        { 'x-forwarded-for': SHOPPER_ADDRESS, 'x-request-id': requestId },
      ),
      new Date(),
    )
    expect(result.status).toBe(201)
    await drainLeadJobs(payload)
  } finally {
    delete process.env.LOG_FORMAT
    write.mockRestore()
  }
  return written.join('').split('\n').filter(Boolean)
}

describe('JSON logs of background events (issue 35)', () => {
  it("names the storing request's id in the lead's delivery lines, one JSON object per line", async () => {
    const requestId = `json-logs-${Date.now()}`
    const lines = await storeAndDeliver(requestId, 'json')
    // Every line of ours is one JSON object (the run's other output, if any, is not ours to judge).
    const events = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
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
    const lines = await storeAndDeliver(requestId, undefined)
    expect(lines.filter((line) => line.includes(requestId))).toEqual([])
  })
})
