import '../support/lead-test-env'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testPayload } from '../support/payload'
import { acceptLead } from '@/services/leads/accept-lead'
import { hitRateLimit, PRUNE_INTERVAL_MS } from '@/server/rate-limit'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db/execute'
import { CONTACT, attributionCookies, countLeads, leadRequest } from './lead-helpers'
import { minimalPdf } from '../support/minimal-pdf'
import { expectForbidden } from '../support/refusals'
import { loadFinanceView } from '@/data/finance-settings'
import { estimateStateFor, outTheDoor } from '@/domain/financing'
import { dollarsToCents } from '@/domain/money'

const now = () => new Date()

afterEach(() => {
  vi.restoreAllMocks()
})

describe('POST /api/leads intake (issue 4)', () => {
  it('stores a valid lead with its delivery job and answers 201 with the id', async () => {
    const payload = await testPayload()
    const result = await acceptLead(payload, leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }), now())
    expect(result.status).toBe(201)
    const id = result.body.id as number
    const lead = await payload.findByID({ collection: 'leads', id, overrideAccess: true, depth: 0 })
    expect(lead).toMatchObject({
      formType: 'CONTACT_SALES',
      deliveryStatus: 'pending',
      attempts: 0,
      prospectStatus: 'new',
      pageUrl: CONTACT.url,
    })
    // No consented cookies: no attribution, whatever the form says.
    expect(lead).toMatchObject({
      adsValues: null,
      attribution: null,
      source: null,
      campaign: null,
      phoneVerified: false,
    })
    // The sender's address as the limits derived it (issue 16: no trusted proxy, the right-most entry).
    expect(lead.clientAddress).toBe('203.0.113.7')
    expect((lead.fields as Record<string, unknown>).phone).toBe('+13095551234')
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.leadId': { equals: id } },
      overrideAccess: true,
    })
    expect(jobs.totalDocs).toBe(1)
    expect(result.markBrowser).toBe(true)
  })

  it('stores the attribution the server reads from consented cookies, and ignores ad values in the body (issue 15)', async () => {
    const payload = await testPayload()
    const at = now()
    const body = { formType: 'CONTACT_SALES', data: { ...CONTACT, adsValues: { utm_source: 'forged' } } }
    const result = await acceptLead(
      payload,
      leadRequest(body, { cookie: attributionCookies(['essential', 'functional'], at) }),
      at,
    )
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(lead).toMatchObject({
      adsValues: { utm_source: 'google', utm_campaign: 'spring', gclid: 'abc123' },
      source: 'google',
      medium: 'cpc',
      campaign: 'spring',
      firstSource: 'google',
      firstCampaign: 'spring',
      visitorId: 'visitor-ad-1',
    })
    expect((lead.attribution as { last: { landingPage: string } }).last.landingPage).toBe(
      '/?utm_source=google&utm_campaign=spring&gclid=abc123',
    )
  })

  it.each([
    ['without functional consent', ['essential', 'analytics', 'targeting'], 0],
    ['with touches older than 30 days', ['essential', 'functional'], 31],
  ])('stores no touch %s', async (_label, allowed, daysAgo) => {
    const payload = await testPayload()
    const at = now()
    const cookie = attributionCookies(allowed, new Date(at.getTime() - daysAgo * 86_400_000))
    const result = await acceptLead(payload, leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { cookie }), at)
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(lead).toMatchObject({ attribution: null, source: null, medium: null, campaign: null, firstSource: null })
    if (daysAgo === 0) expect(lead.adsValues).toBeNull()
  })

  it('marks the second lead from the same browser as an ADF resend', async () => {
    const payload = await testPayload()
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { cookie: 'adfLead=1' }),
      now(),
    )
    expect(result.status).toBe(201)
    expect(result.markBrowser).toBeFalsy()
    const lead = await payload.findByID({ collection: 'leads', id: result.body.id as number, overrideAccess: true })
    expect(lead.prospectStatus).toBe('resend')
  })

  it.each([
    [{ ...CONTACT, firstName: ' ' }, 'firstName', 'Enter your first name.'],
    [{ ...CONTACT, lastName: '' }, 'lastName', 'Enter your last name.'],
    [{ ...CONTACT, email: 'jane@example.c' }, 'email', 'Please enter a valid email address'],
    [{ ...CONTACT, phone: '555-12' }, 'phone', 'Please enter a valid phone number'],
    [{ ...CONTACT, message: '' }, 'message', 'Enter your message.'],
  ])('answers 422 with the spec message (%#)', async (data, field, message) => {
    const payload = await testPayload()
    const before = await countLeads(payload)
    const result = await acceptLead(payload, leadRequest({ formType: 'CONTACT_SALES', data }), now())
    expect(result.status).toBe(422)
    expect((result.body.fieldErrors as Record<string, string>)[field]).toBe(message)
    expect(await countLeads(payload)).toBe(before)
  })

  it('asks for the vehicle fields on a trade-appraisal inquiry', async () => {
    const payload = await testPayload()
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_TRADE', data: { ...CONTACT, inquiryType: 3 } }),
      now(),
    )
    expect(result.status).toBe(422)
    expect(result.body.fieldErrors).toMatchObject({
      make: 'Enter the make of the vehicle.',
      mileage: 'Enter the mileage of the vehicle.',
    })
  })

  it.each([
    ['not json', 'oops{', 400],
    ['unknown form type', { formType: 'SEND_TO', data: CONTACT }, 400],
    ['a non-object body', '42', 400],
    ['data that is a list', { formType: 'CONTACT_SALES', data: [1] }, 400],
  ])('never answers 500 on bad input: %s', async (_name, body, status) => {
    const payload = await testPayload()
    const result = await acceptLead(payload, leadRequest(body), now())
    expect(result.status).toBe(status)
  })

  it('answers 413 to a body over 64 KB', async () => {
    const payload = await testPayload()
    const big = { formType: 'CONTACT_SALES', data: { ...CONTACT, message: 'x'.repeat(70_000) } }
    expect((await acceptLead(payload, leadRequest(big), now())).status).toBe(413)
  })

  it('refuses a cross-origin browser request', async () => {
    const payload = await testPayload()
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { origin: 'https://evil.example' }),
      now(),
    )
    expect(result.status).toBe(403)
    const same = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { origin: 'http://localhost:3000' }),
      now(),
    )
    expect(same.status).toBe(201)
  })

  it('fakes success for a filled honeypot and stores nothing', async () => {
    const payload = await testPayload()
    const before = await countLeads(payload)
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: { ...CONTACT, website: 'http://spam' } }),
      now(),
    )
    expect(result.status).toBe(201)
    expect(await countLeads(payload)).toBe(before)
  })

  it('never stores what the client says about recipients or e-mail type', async () => {
    const payload = await testPayload()
    const data = {
      ...CONTACT,
      to: ['evil@example.com'],
      email_type: 'adf',
      subject: 'x',
      recipients: 'evil@example.com',
    }
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data, to: 'evil@example.com', type: 'adf' }),
      now(),
    )
    expect(result.status).toBe(201)
    const lead = await payload.findByID({ collection: 'leads', id: result.body.id as number, overrideAccess: true })
    expect(JSON.stringify(lead.fields)).not.toContain('evil@example.com')
  })

  it('limits requests per IP in Postgres and answers 429 with Retry-After', async () => {
    const payload = await testPayload()
    const key = `test:${Date.now()}`
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(payload, key, 3, 60)).allowed).toBe(true)
    const fourth = await hitRateLimit(payload, key, 3, 60)
    expect(fourth).toMatchObject({ allowed: false })
    expect((fourth as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    expect((await hitRateLimit(payload, `${key}:other-ip`, 3, 60)).allowed).toBe(true)
  })

  it('prunes rate-limit rows whose window ended when the next request arrives', async () => {
    const payload = await testPayload()
    const stale = `stale:${Date.now()}`
    const live = `live:${Date.now()}`
    await execute(
      payload,
      sql`INSERT INTO runtime.lead_rate_limits (key, window_start, hits) VALUES (${stale}, now() - interval '2 hours', 9), (${live}, now() - interval '1 minute', 2)`,
    )
    const keys = async () =>
      (await execute(payload, sql`SELECT key FROM runtime.lead_rate_limits WHERE key IN (${stale}, ${live})`))
        .map((r) => r.key)
        .sort()
    // A later request (the per-process prune interval has passed) clears what no longer counts.
    await hitRateLimit(payload, `ip:${Date.now()}`, 10, 600, Date.now() + PRUNE_INTERVAL_MS * 10)
    expect(await keys()).toEqual([live])
    // The live window keeps its count: the limit still bites.
    expect(await hitRateLimit(payload, live, 3, 600)).toEqual({ allowed: true })
    expect(await hitRateLimit(payload, live, 3, 600)).toMatchObject({ allowed: false })
  })

  // A failing job insert (no half-written lead, 503) is tested per intake path in
  // leads-fast-intake.int.test.ts: intake no longer goes through payload.jobs.queue (decision 0100).

  it('answers 503 when the database is unreachable', async () => {
    const payload = await testPayload()
    const db = payload.db as unknown as { drizzle: { execute: (...args: unknown[]) => Promise<unknown> } }
    vi.spyOn(db.drizzle, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'))
    const result = await acceptLead(payload, leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }), now())
    expect(result.status).toBe(503)
  })

  it('takes a careers resume as multipart, stores it privately and links it from the lead', async () => {
    const payload = await testPayload()
    const form = new FormData()
    form.set('formType', 'CAREERS')
    form.set(
      'data',
      JSON.stringify({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '3095550100',
        position: 'Sales Consultant',
        message: 'Hello',
      }),
    )
    form.set('resume', new File([minimalPdf()], 'ann-lee.pdf', { type: 'application/pdf' }))
    const request = new Request('http://localhost:3000/api/leads', { method: 'POST', body: form })
    const result = await acceptLead(payload, request, now())
    expect(result.status).toBe(201)
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      overrideAccess: true,
      depth: 1,
    })
    expect(lead.resume).toMatchObject({ mimeType: 'application/pdf' })
    const sales = (await payload.find({ collection: 'users', where: { role: { equals: 'marketing' } }, limit: 1 }))
      .docs[0]
    await expectForbidden(
      payload.find({ collection: 'resumes', user: { ...sales, collection: 'users' }, overrideAccess: false }),
    )

    const bad = new FormData()
    bad.set('formType', 'CAREERS')
    bad.set('data', form.get('data') as string)
    bad.set('resume', new File(['MZ not a pdf'], 'cv.pdf'))
    const refused = await acceptLead(
      payload,
      new Request('http://localhost:3000/api/leads', { method: 'POST', body: bad }),
      now(),
    )
    expect(refused.status).toBe(422)
    expect(refused.body.fieldErrors).toEqual({ resume: 'Please upload a PDF, DOC or DOCX file' })
  })

  it("adds the server's out-the-door figure to a lead about an inventory vehicle, not the browser's price (issue 37)", async () => {
    const payload = await testPayload()
    const stock = await payload.find({
      collection: 'vehicles',
      where: { and: [{ price: { greater_than: 0 } }, { store: { exists: true } }] },
      depth: 1,
      limit: 1,
      overrideAccess: true,
    })
    const v = stock.docs[0]
    expect(v, 'a priced vehicle with a store in the seed').toBeTruthy()
    const store = v.store as { state?: string | null }
    const { settings } = await loadFinanceView(payload)
    const expected = outTheDoor(dollarsToCents(v.price as number), settings, {
      stateCode: estimateStateFor(store.state, settings),
    })
    if (!expected.ok) throw new Error(expected.message)
    const vehicle = { vin: v.vin, year: v.year, make: v.make, model: v.model, condition: v.condition, price: 1 }
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: { ...CONTACT, email: `otd-${Date.now()}@example.com`, vehicle } }),
      now(),
    )
    expect(result.status).toBe(201)
    const lead = await payload.findByID({ collection: 'leads', id: result.body.id as number, overrideAccess: true })
    const stored = (lead.fields as { vehicle: { price: number; outTheDoor: unknown } }).vehicle
    expect(stored.price).toBe(1)
    expect(stored.outTheDoor).toEqual({
      totalCents: expected.total,
      stateCode: expected.stateCode,
      lines: expected.lines.map((l) => ({ label: l.label, amountCents: l.amount })),
    })
  })

  it('lets only sales and admins read leads', async () => {
    const payload = await testPayload()
    for (const [role, allowed] of [
      ['sales', true],
      ['admin', true],
      ['marketing', false],
      ['manager', false],
    ] as const) {
      const user = (await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1 })).docs[0]
      const attempt = payload.find({
        collection: 'leads',
        user: { ...user, collection: 'users' },
        overrideAccess: false,
        limit: 1,
      })
      if (allowed) await expect(attempt).resolves.toBeTruthy()
      else await expect(attempt).rejects.toThrow(/not allowed/i)
    }
  })
})
