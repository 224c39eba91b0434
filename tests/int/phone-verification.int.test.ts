import { createServer, type IncomingMessage, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import { testPayload } from '../support/payload'
import { execute } from '@/server/db/execute'
import { handlePhoneVerification, type PhoneVerificationOptions } from '@/services/phone-verification/verify'
import { twilioProvider } from '@/services/sms/twilio'
import { listSmsOutbox, outboxSmsProvider } from '@/services/sms/outbox'

/**
 * Phone verification (issue 8): codes by SMS through the Twilio-style adapter against a local HTTP
 * stub of Twilio's Messages API (ARCHITECTURE.md rule 10), expiry, attempts, resend cooldown and the
 * per-phone and per-IP limits, on the real database.
 */
type Received = { to: string; from: string; body: string; auth: string; path: string }
const received: Received[] = []
let stub: Server
let stubUrl = ''
let failNext = false

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    let data = ''
    req.on('data', (c) => (data += c))
    req.on('end', () => resolve(new URLSearchParams(data)))
  })
}

beforeAll(async () => {
  stub = createServer(async (req, res) => {
    const form = await readForm(req)
    if (failNext) {
      failNext = false
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'boom' }))
      return
    }
    received.push({
      to: form.get('To') ?? '',
      from: form.get('From') ?? '',
      body: form.get('Body') ?? '',
      auth: req.headers.authorization ?? '',
      path: req.url ?? '',
    })
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${received.length}` }))
  })
  await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()))
  const address = stub.address()
  stubUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((r) => stub.close(r))
})

let clock = new Date('2026-11-22T12:00:00Z')
let ipCounter = 0

function options(over: Partial<PhoneVerificationOptions['limits']> = {}): PhoneVerificationOptions {
  return {
    sms: twilioProvider({ baseUrl: stubUrl, accountSid: 'AC123', authToken: 'secret-token', from: '+13095550000' }),
    now: () => clock,
    random: (n) => new Uint8Array(n).map(() => Math.floor(Math.random() * 256)),
    secret: 'test-secret-for-phone-codes',
    siteName: 'Midwest Motor Group',
    limits: { ipPerWindow: 100, phonePerWindow: 100, windowSeconds: 600, cooldownMs: 60_000, ...over },
  }
}

/** A fresh client address per test, so the per-IP limit of one test never hits another. */
const headersFor = (ip: string) => new Headers({ 'x-forwarded-for': ip })
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let phoneCounter = 100
const freshPhone = () => `(309) 555-0${++phoneCounter}`
const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`

function lastCodeFor(phone: string): string {
  const msg = [...received].reverse().find((m) => m.to === e164(phone))
  const code = msg?.body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code sent to ${phone}`)
  return code
}

async function send(phone: string, ip: string, opts = options()) {
  const payload = await testPayload()
  return handlePhoneVerification(payload, headersFor(ip), { phone, type: 'phone-validation' }, opts)
}

async function verify(phone: string, code: string, ip: string, opts = options()) {
  const payload = await testPayload()
  return handlePhoneVerification(payload, headersFor(ip), { phone, type: 'code-verification', code }, opts)
}

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

describe('POST /api/customer/phoneValidation (issue 8)', () => {
  it('sends a 6-digit code through the Twilio API and verifies it; the code works once', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    const sent = await send(phone, ip)
    expect(sent).toMatchObject({ status: 200, body: { success: true, error: null } })
    const msg = received.at(-1)!
    expect(msg).toMatchObject({
      to: e164(phone),
      from: '+13095550000',
      path: '/2010-04-01/Accounts/AC123/Messages.json',
    })
    expect(msg.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`)
    const code = lastCodeFor(phone)
    expect(code).toMatch(/^\d{6}$/)
    expect(await verify(phone, code, ip)).toMatchObject({
      status: 200,
      body: { success: true, error: null, phone: e164(phone) },
    })
    expect(await verify(phone, code, ip)).toMatchObject({
      status: 400,
      body: { success: false, error: 'Request a code first.', field: 'code' },
    })
  })

  it('stores the code hashed, never as sent', async () => {
    const phone = freshPhone()
    await send(phone, freshIp())
    const code = lastCodeFor(phone)
    const payload = await testPayload()
    const rows = await execute(
      payload,
      sql`SELECT code_hash FROM runtime.phone_verifications WHERE phone = ${e164(phone)}`,
    )
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(String(rows[0].code_hash)).not.toContain(code)
  })

  it("answers the spec's validation errors with the field they belong to", async () => {
    const ip = freshIp()
    const payload = await testPayload()
    const call = (body: unknown) => handlePhoneVerification(payload, headersFor(ip), body, options())
    expect((await call({ type: 'phone-validation' })).body).toEqual({
      success: false,
      error: 'Phone number is required',
      message: 'Phone number is required',
      field: 'phone',
    })
    expect((await call({ phone: '12345', type: 'phone-validation' })).body).toMatchObject({
      error: 'Phone number is invalid by regex',
      field: 'phone',
    })
    expect((await call({ phone: '(309) 555-0142', type: 'code-verification', code: '12 34' })).body).toMatchObject({
      error: 'Code must be 6 digits',
      field: 'code',
    })
    expect((await call({ phone: '(309) 555-0142', type: 'code-verification' })).body).toMatchObject({
      error: 'Code is required',
      field: 'code',
    })
  })

  it('a code expires 10 minutes after it was sent', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    await send(phone, ip)
    const code = lastCodeFor(phone)
    advance(10 * 60_000)
    expect(await verify(phone, code, ip)).toMatchObject({
      status: 400,
      body: { success: false, error: 'This code has expired. Request a new code.' },
    })
    // A new code (the cooldown has long passed) works.
    await send(phone, ip)
    advance(9 * 60_000)
    expect(await verify(phone, lastCodeFor(phone), ip)).toMatchObject({ status: 200, body: { success: true } })
  })

  it('allows 5 tries: after 5 wrong codes even the right one is refused until a new code is sent', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    await send(phone, ip)
    const code = lastCodeFor(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++)
      expect((await verify(phone, wrong, ip)).body.error).toBe(
        'That code is not right. Check the text message and try again.',
      )
    expect((await verify(phone, wrong, ip)).body.error).toBe('Too many wrong codes. Request a new code.')
    expect(await verify(phone, code, ip)).toMatchObject({
      status: 400,
      body: { success: false, error: 'Too many wrong codes. Request a new code.' },
    })
    advance(61_000)
    await send(phone, ip)
    expect(await verify(phone, lastCodeFor(phone), ip)).toMatchObject({ status: 200, body: { success: true } })
  })

  it('concurrent wrong guesses never get more than 5 tries', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    await send(phone, ip)
    const code = lastCodeFor(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    await Promise.all(Array.from({ length: 12 }, () => verify(phone, wrong, ip)))
    expect((await verify(phone, code, ip)).body.error).toBe('Too many wrong codes. Request a new code.')
  })

  it('resends only after the cooldown, with Retry-After', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    expect((await send(phone, ip)).status).toBe(200)
    advance(20_000)
    const early = await send(phone, ip)
    expect(early).toMatchObject({
      status: 429,
      retryAfterSeconds: 40,
      body: { success: false, error: 'Please wait 40 seconds before requesting another code.', field: 'phone' },
    })
    advance(40_000)
    expect((await send(phone, ip)).status).toBe(200)
  })

  it('limits code sends per phone, whatever the address', async () => {
    const phone = freshPhone()
    const opts = options({ phonePerWindow: 2, cooldownMs: 0 })
    expect((await send(phone, freshIp(), opts)).status).toBe(200)
    expect((await send(phone, freshIp(), opts)).status).toBe(200)
    const third = await send(phone, freshIp(), opts)
    expect(third).toMatchObject({
      status: 429,
      body: { success: false, error: 'Too many verification requests. Please try again later.', field: 'phone' },
    })
    expect(third.retryAfterSeconds).toBeGreaterThan(0)
  })

  it("limits requests per address, whatever the phone; the error goes to the step's field", async () => {
    const ip = freshIp()
    const opts = options({ ipPerWindow: 3 })
    for (let i = 0; i < 3; i++) expect((await send(freshPhone(), ip, opts)).status).toBe(200)
    expect(await send(freshPhone(), ip, opts)).toMatchObject({
      status: 429,
      body: { error: 'Too many verification requests. Please try again later.', field: 'phone' },
    })
    expect(await verify(freshPhone(), '123456', ip, opts)).toMatchObject({ status: 429, body: { field: 'code' } })
    expect((await send(freshPhone(), freshIp(), opts)).status).toBe(200)
  })

  it('a provider failure answers 502 and leaves no usable code behind', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    failNext = true
    expect(await send(phone, ip)).toMatchObject({
      status: 502,
      body: { success: false, error: 'We could not send the text message. Please try again in a moment.' },
    })
    // No cooldown either: the visitor can ask again at once.
    expect((await send(phone, ip)).status).toBe(200)
  })

  it('the local outbox adapter writes the text where the admin reads it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-outbox-'))
    try {
      const phone = freshPhone()
      const sent = await send(phone, freshIp(), { ...options(), sms: outboxSmsProvider(dir) })
      expect(sent.status).toBe(200)
      const [message] = listSmsOutbox(dir)
      expect(message).toMatchObject({ to: e164(phone) })
      expect(message.body).toMatch(
        /^Midwest Motor Group: your verification code is \d{6}\. It expires in 10 minutes\.$/,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
