import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sendCapiEvent } from './meta-capi'

/** The Conversions API call against a local stub standing in for graph.facebook.com (ARCHITECTURE.md rule 10). */
const seen: { url: string; body: { data: Record<string, unknown>[] } }[] = []
/** What the stub does with each next request ('hang': never answers); the last entry repeats. */
let plan: (number | 'hang')[] = [200]
const server = createServer((req: IncomingMessage, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body: JSON.parse(raw) })
    const next = plan.length > 1 ? plan.shift()! : plan[0]
    if (next === 'hang') return
    res.writeHead(next, { 'content-type': 'application/json' }).end('{"events_received":1}')
  })
})
let baseUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})
beforeEach(() => {
  seen.length = 0
  plan = [200]
})

const sha = (s: string) => createHash('sha256').update(s).digest('hex')
const logs: string[] = []
const fast = () => ({
  baseUrl,
  version: 'v21.0',
  pixelId: '1',
  accessToken: 't',
  timeoutMs: 300,
  retryDelayMs: 10,
  log: (m: string) => logs.push(m),
})
const lead = { eventName: 'Lead' as const, eventId: 'ev-9', eventTime: 1 }
const ctx = { ip: null, userAgent: null, gpc: false }

describe('sendCapiEvent', () => {
  it('posts one hashed event to /{version}/{pixel}/events with the token', async () => {
    const result = await sendCapiEvent(
      { baseUrl, version: 'v21.0', pixelId: '123', accessToken: 'tok en' },
      {
        eventName: 'Contact',
        eventId: 'ev-1',
        eventTime: 1700000000,
        value: 2,
        currency: 'USD',
        user: { em: 'Ana@Example.com', ph: '(309) 555-0123' },
        fbp: 'fb.1.2.3',
      },
      { ip: '203.0.113.5', userAgent: 'UA/1', gpc: false },
    )
    expect(result).toEqual({ ok: true, status: 200, attempts: 1 })
    const call = seen.at(-1)!
    expect(call.url).toBe('/v21.0/123/events?access_token=tok%20en')
    expect(call.body.data).toHaveLength(1)
    expect(call.body.data[0]).toMatchObject({
      event_name: 'Contact',
      event_id: 'ev-1',
      action_source: 'website',
      custom_data: { value: 2, currency: 'USD' },
      user_data: {
        em: [sha('ana@example.com')],
        ph: [sha('13095550123')],
        fbp: 'fb.1.2.3',
        client_ip_address: '203.0.113.5',
        client_user_agent: 'UA/1',
      },
    })
  })

  it('reports a Meta error as a value and does not retry a 4xx', async () => {
    plan = [400]
    const result = await sendCapiEvent({ ...fast() }, { ...lead }, { ...ctx, gpc: true })
    expect(result).toEqual({ ok: false, status: 400, attempts: 1 })
    expect(seen).toHaveLength(1)
    expect(seen[0].body.data[0]).toMatchObject({ data_processing_options: ['LDU'] })
  })

  // Issue 9, "Faults": Meta answering 500 or timing out.
  it('retries a 500 once with the same event id, and succeeds when Meta is back', async () => {
    plan = [500, 200]
    logs.length = 0
    const result = await sendCapiEvent(fast(), lead, ctx)
    expect(result).toEqual({ ok: true, status: 200, attempts: 2 })
    expect(seen.map((s) => s.body.data[0].event_id)).toEqual(['ev-9', 'ev-9'])
    expect(logs).toEqual(['meta capi: event Lead ev-9 failed, attempt 1: HTTP 500; retrying'])
  })

  it('gives up after two 500s, logging both, without logging the token', async () => {
    plan = [500]
    logs.length = 0
    const result = await sendCapiEvent({ ...fast(), accessToken: 'secret-token' }, lead, ctx)
    expect(result).toEqual({ ok: false, status: 500, attempts: 2 })
    expect(logs).toHaveLength(2)
    expect(logs.join('\n')).not.toContain('secret-token')
  })

  it('bounds a Meta that never answers: two timed-out attempts, then a value, not a hang', async () => {
    plan = ['hang']
    logs.length = 0
    const started = Date.now()
    const result = await sendCapiEvent(fast(), lead, ctx)
    expect(result).toEqual({ ok: false, status: 0, attempts: 2 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(logs[1]).toContain('attempt 2: timeout')
  })

  it('treats a refused connection like a timeout', async () => {
    logs.length = 0
    const result = await sendCapiEvent({ ...fast(), baseUrl: 'http://127.0.0.1:9' }, lead, ctx)
    expect(result).toEqual({ ok: false, status: 0, attempts: 2 })
    expect(logs[0]).toContain('unreachable')
  })
})
