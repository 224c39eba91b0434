import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendCapiEvent } from './meta-capi'

/** The Conversions API call against a local stub standing in for graph.facebook.com (ARCHITECTURE.md rule 10). */
const seen: { url: string; body: { data: Record<string, unknown>[] } }[] = []
let status = 200
const server = createServer((req: IncomingMessage, res) => {
  let raw = ''
  req.on('data', (chunk) => (raw += chunk))
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body: JSON.parse(raw) })
    res.writeHead(status, { 'content-type': 'application/json' }).end('{"events_received":1}')
  })
})
let baseUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

describe('sendCapiEvent', () => {
  it('posts one hashed event to /{version}/{pixel}/events with the token', async () => {
    const result = await sendCapiEvent(
      { baseUrl, version: 'v21.0', pixelId: '123', accessToken: 'tok en' },
      { eventName: 'Contact', eventId: 'ev-1', eventTime: 1700000000, value: 2, currency: 'USD', user: { em: 'Ana@Example.com', ph: '(309) 555-0123' }, fbp: 'fb.1.2.3' },
      { ip: '203.0.113.5', userAgent: 'UA/1', gpc: false },
    )
    expect(result).toEqual({ ok: true, status: 200 })
    const call = seen.at(-1)!
    expect(call.url).toBe('/v21.0/123/events?access_token=tok%20en')
    expect(call.body.data).toHaveLength(1)
    expect(call.body.data[0]).toMatchObject({
      event_name: 'Contact', event_id: 'ev-1', action_source: 'website', custom_data: { value: 2, currency: 'USD' },
      user_data: { em: [sha('ana@example.com')], ph: [sha('13095550123')], fbp: 'fb.1.2.3', client_ip_address: '203.0.113.5', client_user_agent: 'UA/1' },
    })
  })

  it('reports a Meta error as a value', async () => {
    status = 400
    const result = await sendCapiEvent({ baseUrl, version: 'v21.0', pixelId: '1', accessToken: 't' }, { eventName: 'Lead', eventId: 'e', eventTime: 1 }, { ip: null, userAgent: null, gpc: true })
    expect(result).toEqual({ ok: false, status: 400 })
    expect(seen.at(-1)!.body.data[0]).toMatchObject({ data_processing_options: ['LDU'] })
  })
})
