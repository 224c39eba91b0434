import '../support/lead-test-env'
/**
 * Issue 34, "Forget a person": a shopper's data of every kind (leads of several forms, a credit
 * application, a résumé with its file, a price-drop alert with an alert e-mail, a saved search with
 * an alert e-mail and a match, lead e-mails,
 * experiment exposures, a phone verification, files in both local outboxes) is made the way the
 * site makes it, then forgotten through POST /api/forget-person as an admin. Afterwards EVERY text
 * and JSON column of EVERY table (every schema but Postgres' own) and both outbox folders are
 * searched for the e-mail and the phone in any format: nothing may remain, another shopper's data
 * stays, and the audit log holds a hash of the address, not the address.
 */
import { createHash, createHmac } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import PostalMime from 'postal-mime'
import { REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { minimalPdf } from '../support/minimal-pdf'
import { DEMO_USERS } from '@/seed/data/users'
import { env } from '@/config/env'
import { serverSecret } from '@/config/server-secret'
import { revealCreditApplication } from '@/services/credit-data/store'
import { execute } from '@/server/db/execute'
import { acceptLead } from '@/services/leads/accept-lead'
import { acceptPriceAlertRequest } from '@/services/price-alerts/accept-request'
import { acceptSavedSearchRequest } from '@/services/saved-searches/accept-request'
import { loadInventoryVocabulary } from '@/data/vehicles'
import { savedSearchReader } from '@/app/(frontend)/_inventory/saved-search-words'
import { recordExposures } from '@/services/experiments/exposures'
import { defaultOptions, handlePhoneVerification } from '@/services/phone-verification/verify'
import { outboxSmsProvider } from '@/services/sms/outbox'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { attributionCookies, drainLeadJobs, leadRequest } from './lead-helpers'
import { passCookie, passFor } from '../support/second-factor'

const sink = new SmtpSink(testSmtpPort())
const rest = REST_POST(config) as (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

type Person = { email: string; phone: string; digits: string; visitor: string; first: string }
const FORGET: Person = {
  email: 'forget-me.now@example.com',
  phone: '(309) 555-0187',
  digits: '3095550187',
  visitor: 'visitor-forget-1',
  first: 'Fern',
}
const KEEP: Person = {
  email: 'keep-me.please@example.com',
  phone: '309.555.0193',
  digits: '3095550193',
  visitor: 'visitor-keep-1',
  first: 'Kip',
}

let payload: Payload
let outboxDir: string
let smsOutboxDir: string
const written: string[] = []
let resumeFile: string
let adminToken: string

async function post(pathname: string, body: unknown, token?: string): Promise<Response> {
  const request = new Request(`http://localhost:3000/api/${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.77',
      'user-agent': 'ForgetTest/1.0',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...(token && passes.has(token) ? { cookie: passes.get(token)! } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return rest(request, { params: Promise.resolve({ slug: pathname.split('/') }) })
}

/** Second-factor passes of the tokens below: admin and sales sign in with one (issue 34). */
const passes = new Map<string, string>()

async function tokenOf(role: 'admin' | 'sales'): Promise<string> {
  const user = DEMO_USERS.find((u) => u.role === role)!
  const res = await post('users/login', { email: user.email, password: user.password })
  const body = (await res.json()) as { token: string; user: { id: number } }
  passes.set(body.token, passCookie(await passFor(await testPayload(), body.user.id)))
  return body.token
}

const person = (p: Person) => ({ firstName: p.first, lastName: 'Tester', email: p.email, phone: p.phone })

/** The shopper's data of every kind, made through the site's own services. */
async function makeData(p: Person, vin: string, vehicleId: number): Promise<void> {
  const cookie = attributionCookies(['essential', 'functional'], new Date(), { uniqueUserId: p.visitor })
  const submit = async (formType: string, data: Record<string, unknown>) => {
    const result = await acceptLead(payload, leadRequest({ formType, data }, { cookie }), new Date())
    expect(result.status, `${formType}: ${JSON.stringify(result.body)}`).toBe(201)
  }
  await submit('CONTACT_SALES', { ...VALID_BODIES.CONTACT_SALES, ...person(p) })
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  await submit('SCHEDULE_TEST_DRIVE', { ...VALID_BODIES.SCHEDULE_TEST_DRIVE, ...person(p), day: nextWeek })
  const credit = JSON.parse(JSON.stringify(VALID_BODIES.FULL_CREDIT_APP)) as Record<string, any>
  credit.applicant = { ...credit.applicant, ...person(p) }
  credit.coApplicant.applicant = {
    ...credit.coApplicant.applicant,
    email: `co-applicant-${p.first.toLowerCase()}@example.com`,
    phone: '(563) 555-0142',
  }
  await submit('FULL_CREDIT_APP', credit)
  // The phone written another way on a later form.
  await submit('SERVICE', { ...VALID_BODIES.SERVICE, ...person(p), phone: `+1${p.digits}` })

  const form = new FormData()
  form.set('formType', 'CAREERS')
  form.set('data', JSON.stringify({ ...person(p), position: 'Sales Consultant', message: 'Hello' }))
  form.set('resume', new File([minimalPdf()], `${p.first.toLowerCase()}-resume.pdf`, { type: 'application/pdf' }))
  const careers = await acceptLead(
    payload,
    new Request('http://localhost:3000/api/leads', { method: 'POST', body: form, headers: { cookie } }),
    new Date(),
  )
  expect(careers.status).toBe(201)

  const alert = await acceptPriceAlertRequest(
    payload,
    new Request('http://localhost:3000/api/price-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.21' },
      body: JSON.stringify({ vin, email: p.email.toUpperCase() }),
    }),
    new Date(),
  )
  expect(alert.status).toBe(202)
  const [subscription] = (
    await payload.find({
      collection: 'price-alert-subscriptions',
      where: { email: { equals: p.email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs
  await payload.create({
    collection: 'price-alert-notices',
    data: { subscription: subscription.id, vehicle: vehicleId, price: 12_345, status: 'skipped', skipReason: 'test' },
    overrideAccess: true,
  })

  // A saved search (issue 38), with an alert e-mail that named the vehicle.
  const read = savedSearchReader(await loadInventoryVocabulary(['used']))
  const saved = await acceptSavedSearchRequest(
    payload,
    new Request('http://localhost:3000/api/search-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.22' },
      body: JSON.stringify({ searchUrl: '/cars-for-sale', email: p.email.toUpperCase(), sendToSales: false }),
    }),
    new Date(),
    read,
  )
  expect(saved.status).toBe(202)
  const [search] = (
    await payload.find({
      collection: 'saved-searches',
      where: { email: { equals: p.email } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs
  const searchAlert = await payload.create({
    collection: 'saved-search-alerts',
    data: { subscription: search.id, status: 'skipped', skipReason: 'test' },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'saved-search-matches',
    data: { subscription: search.id, vehicle: vehicleId, alert: searchAlert.id },
    overrideAccess: true,
  })

  await recordExposures(payload, p.visitor, [{ experiment: 'forget_test', variant: 'b' }], new Date())

  const verified = await handlePhoneVerification(
    payload,
    new Headers({ 'x-forwarded-for': '203.0.113.31' }),
    { type: 'phone-validation', phone: p.phone },
    { ...defaultOptions('Test dealer'), sms: outboxSmsProvider(smsOutboxDir) },
  )
  expect(verified.status).toBe(200)
}

const phonePattern = (digits: string) => digits.split('').join('[^0-9]{0,4}')

/** Every (schema, table, column) holding text or JSON, outside Postgres' own schemas. */
async function textColumns(): Promise<{ schema: string; table: string; column: string }[]> {
  const rows = await execute(
    payload,
    sql`SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
          AND c.data_type IN ('text', 'character varying', 'character', 'jsonb', 'json', 'USER-DEFINED', 'ARRAY')`,
  )
  return rows.map((r) => ({
    schema: String(r.table_schema),
    table: String(r.table_name),
    column: String(r.column_name),
  }))
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Where in the database the person still is: "schema.table.column (n rows)". */
async function databaseMentions(p: Person): Promise<string[]> {
  const found: string[] = []
  for (const { schema, table, column } of await textColumns()) {
    const col = sql.raw(`${quote(column)}::text`)
    const [row] = await execute(
      payload,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(`${quote(schema)}.${quote(table)}`)}
          WHERE ${col} ILIKE ${`%${p.email}%`} OR ${col} ~ ${phonePattern(p.digits)}`,
    )
    if (Number(row.n) > 0) found.push(`${schema}.${table}.${column} (${row.n})`)
  }
  return found
}

/** Files of the two outboxes that mention the person, raw or decoded (quoted-printable, base64 parts). */
async function outboxMentions(p: Person): Promise<string[]> {
  const phone = new RegExp(phonePattern(p.digits))
  const mentions = (text: string) => text.toLowerCase().includes(p.email) || phone.test(text)
  const found: string[] = []
  for (const dir of [outboxDir, smsOutboxDir]) {
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      const raw = readFileSync(path.join(dir, file), 'utf8')
      let decoded = ''
      if (file.endsWith('.eml')) {
        const mail = await PostalMime.parse(raw)
        decoded = [
          JSON.stringify(mail.to),
          mail.subject,
          mail.text,
          mail.html,
          ...(mail.attachments ?? []).map((a) =>
            typeof a.content === 'string' ? a.content : Buffer.from(a.content as ArrayBuffer).toString('utf8'),
          ),
        ].join('\n')
      }
      if (mentions(raw) || mentions(decoded)) found.push(path.join(dir, file))
    }
  }
  return found
}

beforeAll(async () => {
  payload = await testPayload()
  await sink.start()
  await drainLeadJobs(payload)
  sink.received.length = 0
  // The folders the endpoint itself clears (OUTBOX_DIR, SMS_OUTBOX_DIR): this file's files are removed after.
  outboxDir = path.resolve(env().OUTBOX_DIR)
  smsOutboxDir = path.resolve(env().SMS_OUTBOX_DIR)
  mkdirSync(outboxDir, { recursive: true })
  mkdirSync(smsOutboxDir, { recursive: true })
  const smsBefore = new Set(readdirSync(smsOutboxDir))

  const [vehicle] = (
    await payload.find({
      collection: 'vehicles',
      where: { status: { equals: 'available' } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  for (const p of [FORGET, KEEP]) await makeData(p, vehicle.vin as string, vehicle.id)
  await drainLeadJobs(payload)
  // Every e-mail the site sent (lead e-mails with their ADF attachments, alert confirmations) as
  // the local outbox would have kept it.
  for (const [i, mail] of sink.received.entries()) {
    const file = path.join(outboxDir, `forget-test-${process.pid}-${String(i).padStart(3, '0')}.eml`)
    writeFileSync(file, mail.raw)
    written.push(file)
  }
  for (const file of readdirSync(smsOutboxDir)) if (!smsBefore.has(file)) written.push(path.join(smsOutboxDir, file))

  const lead = (
    await payload.find({
      collection: 'leads',
      where: { and: [{ formType: { equals: 'CAREERS' } }, { title: { contains: FORGET.email } }] },
      overrideAccess: true,
      depth: 1,
    })
  ).docs[0]
  resumeFile = path.resolve(
    `${process.env.MEDIA_DIR}-private`,
    'resumes',
    (lead.resume as { filename: string }).filename,
  )
  adminToken = await tokenOf('admin')
}, 120_000)

afterAll(async () => {
  for (const file of written) rmSync(file, { force: true })
  await sink.stop()
})

describe('forget a person (issue 34)', () => {
  it('starts with the person everywhere: the test would see what is left', async () => {
    const where = await databaseMentions(FORGET)
    for (const column of [
      'public.leads.title',
      'public.leads.fields',
      'public.price_alert_subscriptions.email',
      'public.saved_searches.email',
      'runtime.phone_verifications.phone',
      'runtime.lead_rate_limits.key',
    ])
      expect(
        where.some((w) => w.startsWith(`${column} `)),
        `${column} in ${where.join(', ')}`,
      ).toBe(true)
    expect((await outboxMentions(FORGET)).length).toBeGreaterThanOrEqual(3)
    expect(existsSync(resumeFile)).toBe(true)
  })

  it('refuses anyone but an admin, and input that is neither an address nor a phone', async () => {
    const sales = await tokenOf('sales')
    expect((await post('forget-person/preview', { person: FORGET.email }, sales)).status).toBe(403)
    expect((await post('forget-person', { person: FORGET.email }, sales)).status).toBe(403)
    expect((await post('forget-person', { person: FORGET.email })).status).toBe(403)
    expect((await post('forget-person/preview', {}, adminToken)).status).toBe(400)
    expect((await post('forget-person/preview', 'not json', adminToken)).status).toBe(400)
    const bad = await post('forget-person/preview', { person: 'forget-me@' }, adminToken)
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { error: string }).error).toMatch(/e-mail/)
    expect((await post('forget-person', { person: '555-01' }, adminToken)).status).toBe(422)
  })

  it('shows what it will remove, changing nothing', async () => {
    const res = await post('forget-person/preview', { person: FORGET.phone.replace(/\D/g, '.') }, adminToken)
    expect(res.status).toBe(200)
    const preview = (await res.json()) as { leadIds: number[]; counts: Record<string, number>; identifiers: unknown }
    expect(preview.identifiers).toEqual({ emails: [FORGET.email], phones: [FORGET.digits] })
    expect(preview.counts).toMatchObject({
      leads: 5,
      creditApplications: 1,
      resumes: 1,
      priceAlertSubscriptions: 1,
      priceAlertEmails: 1,
      savedSearches: 1,
      savedSearchEmails: 1,
      experimentExposures: 1,
      phoneVerifications: 1,
      outboxTexts: 1,
    })
    expect(preview.counts.leadMessages).toBeGreaterThanOrEqual(5)
    expect(preview.counts.outboxEmails).toBeGreaterThanOrEqual(6)
    expect(preview.leadIds).toHaveLength(5)
    const stillThere = await payload.count({
      collection: 'leads',
      where: { id: { in: preview.leadIds } },
      overrideAccess: true,
    })
    expect(stillThere.totalDocs).toBe(5)
  })

  it('removes every row and file that names the person, and nothing of anyone else', async () => {
    const keepBefore = await databaseMentions(KEEP)
    const keepFiles = await outboxMentions(KEEP)

    const res = await post('forget-person', { person: FORGET.email.toUpperCase() }, adminToken)
    expect(res.status).toBe(200)
    const done = (await res.json()) as { counts: Record<string, number>; leadIds: number[] }
    expect(done.counts.leads).toBe(5)

    expect(await databaseMentions(FORGET)).toEqual([])
    expect(await outboxMentions(FORGET)).toEqual([])
    expect(existsSync(resumeFile)).toBe(false)
    expect(
      (await payload.count({ collection: 'experiment-exposures', where: { visitorId: { equals: FORGET.visitor } } }))
        .totalDocs,
    ).toBe(0)
    expect(
      (await payload.count({ collection: 'leads', where: { id: { in: done.leadIds } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    expect(done.counts).toMatchObject({ savedSearches: 1, savedSearchEmails: 1 })
    // The saved search's e-mail and match rows went with it; the other shopper's stay.
    const savedRows = async (email: string) =>
      (
        await payload.find({
          collection: 'saved-searches',
          where: { email: { equals: email } },
          overrideAccess: true,
          depth: 0,
        })
      ).docs.map((d) => d.id)
    expect(await savedRows(FORGET.email)).toEqual([])
    const kept = await savedRows(KEEP.email)
    expect(kept).toHaveLength(1)
    expect(
      (await payload.count({ collection: 'saved-search-matches', where: { subscription: { in: kept } } })).totalDocs,
    ).toBe(1)

    expect(await databaseMentions(KEEP)).toEqual(keepBefore)
    expect(await outboxMentions(KEEP)).toEqual(keepFiles)
    expect(
      (await payload.count({ collection: 'experiment-exposures', where: { visitorId: { equals: KEEP.visitor } } }))
        .totalDocs,
    ).toBe(1)
  })

  it('leaves an audit record with a keyed hash of the address, not the address nor its plain SHA-256', async () => {
    const [event] = (
      await payload.find({
        collection: 'audit-events',
        where: { action: { equals: 'person-forgotten' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    expect(event).toMatchObject({
      actorEmail: 'admin@dealership.local',
      ip: '198.51.100.77',
      userAgent: 'ForgetTest/1.0',
      details: {
        keyKind: 'email',
        // HMAC-SHA256 under the server secret (PAYLOAD_SECRET), decision 0302: without the secret,
        // nobody can confirm a guessed address or phone against the log.
        keyHmac: createHmac('sha256', serverSecret()).update(`forget-person:${FORGET.email}`).digest('hex'),
        keyHmacKeyId: expect.stringMatching(/^[0-9a-f]{16}$/),
        counts: { leads: 5 },
      },
    })
    const text = JSON.stringify(event)
    expect(text).not.toContain(FORGET.email)
    expect(text).not.toContain(createHash('sha256').update(FORGET.email).digest('hex'))
    expect(text).not.toContain('keySha256')
  })

  it('finds nothing the second time, and says when the person was forgotten before', async () => {
    const res = await post('forget-person/preview', { person: FORGET.email }, adminToken)
    const { counts, forgottenBefore } = (await res.json()) as {
      counts: Record<string, number>
      forgottenBefore: string[]
    }
    expect(Object.values(counts).every((n) => n === 0)).toBe(true)
    expect(forgottenBefore).toHaveLength(1)
  })
})

/**
 * Decision 0302: a person named on someone else's lead (a co-applicant, a referred friend, a phone
 * in a message) is taken out of that lead; the lead, its shopper's details and credit data stay.
 */
describe('forgetting a co-applicant or a referred friend', () => {
  const PRIMARY: Person = {
    email: 'pat.primary@example.com',
    phone: '(309) 555-0164',
    digits: '3095550164',
    visitor: 'visitor-primary-1',
    first: 'Pat',
  }
  const CO: Person = {
    email: 'cody.co-applicant@example.com',
    phone: '(309) 555-0176',
    digits: '3095550176',
    visitor: 'visitor-co-1',
    first: 'Cody',
  }
  let creditLeadId: number
  let referralLeadId: number
  let ownLeadId: number
  let applicationId: number

  async function submit(p: Person, formType: string, data: Record<string, unknown>): Promise<number> {
    const cookie = attributionCookies(['essential', 'functional'], new Date(), { uniqueUserId: p.visitor })
    const result = await acceptLead(payload, leadRequest({ formType, data }, { cookie }), new Date())
    expect(result.status, `${formType}: ${JSON.stringify(result.body)}`).toBe(201)
    return result.body.id as number
  }

  const leadRow = async (id: number) =>
    (await execute(payload, sql`SELECT fields, title, updated_at::text AS updated FROM leads WHERE id = ${id}`))[0] as {
      fields: Record<string, any>
      title: string
      updated: string
    }

  beforeAll(async () => {
    await drainLeadJobs(payload)
    const mailsBefore = sink.received.length
    const credit = JSON.parse(JSON.stringify(VALID_BODIES.FULL_CREDIT_APP)) as Record<string, any>
    credit.applicant = { ...credit.applicant, ...person(PRIMARY) }
    credit.coApplicant.applicant = { ...credit.coApplicant.applicant, ...person(CO) }
    creditLeadId = await submit(PRIMARY, 'FULL_CREDIT_APP', credit)
    referralLeadId = await submit(PRIMARY, 'REFERRAL', {
      ...VALID_BODIES.REFERRAL,
      ...person(PRIMARY),
      friend: { firstName: CO.first, lastName: 'Tester', email: CO.email, phone: CO.phone },
      message: `${CO.first} needs a truck, call ${CO.phone}.`,
    })
    ownLeadId = await submit(CO, 'CONTACT_GENERAL', { ...VALID_BODIES.CONTACT_GENERAL, ...person(CO) })
    for (const p of [PRIMARY, CO])
      await recordExposures(payload, p.visitor, [{ experiment: 'forget_test', variant: 'a' }], new Date())
    await drainLeadJobs(payload)
    for (const [i, mail] of sink.received.slice(mailsBefore).entries()) {
      const file = path.join(outboxDir, `forget-test-${process.pid}-co-${String(i).padStart(3, '0')}.eml`)
      writeFileSync(file, mail.raw)
      written.push(file)
    }
    const apps = await payload.find({
      collection: 'credit-applications',
      where: { lead: { equals: creditLeadId } },
      overrideAccess: true,
      depth: 0,
    })
    applicationId = apps.docs[0].id
    expect(apps.docs[0].hasCoApplicant).toBe(true)
  }, 120_000)

  it('the preview tells their own lead (removed) from the leads of others that name them (kept)', async () => {
    const res = await post('forget-person/preview', { person: CO.email }, adminToken)
    const preview = (await res.json()) as { leadIds: number[]; otherLeadIds: number[]; counts: Record<string, number> }
    expect(preview.leadIds).toEqual([ownLeadId])
    expect(preview.otherLeadIds).toEqual([creditLeadId, referralLeadId].sort((a, b) => a - b))
    expect(preview.counts).toMatchObject({
      leads: 1,
      leadsScrubbed: 2,
      creditApplications: 0,
      coApplicantCreditData: 1,
      experimentExposures: 1,
    })
  })

  it("removes the person and nothing else: the primary applicant's leads, details, SSN and browser stay", async () => {
    const before = { credit: await leadRow(creditLeadId), referral: await leadRow(referralLeadId) }
    const res = await post('forget-person', { person: CO.phone }, adminToken)
    expect(res.status).toBe(200)

    expect(await databaseMentions(CO)).toEqual([])
    expect(await outboxMentions(CO)).toEqual([])
    expect(
      (await payload.count({ collection: 'leads', where: { id: { equals: ownLeadId } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)

    const credit = await leadRow(creditLeadId)
    expect(credit.fields.coApplicant).toBeUndefined()
    // Stored as validated: the phone in E.164.
    expect(credit.fields.applicant).toMatchObject({ email: PRIMARY.email, phone: `+1${PRIMARY.digits}` })
    const referral = await leadRow(referralLeadId)
    expect(referral.fields).toMatchObject({
      email: PRIMARY.email,
      phone: `+1${PRIMARY.digits}`,
      friend: { firstName: '[removed]', lastName: '[removed]' },
      message: `${CO.first} needs a truck, call [removed].`,
    })
    expect(referral.fields.friend).toEqual({ firstName: '[removed]', lastName: '[removed]' })
    // A scrub is not a use: the leads' own retention clock does not restart.
    expect([credit.updated, referral.updated]).toEqual([before.credit.updated, before.referral.updated])

    const admin = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1, overrideAccess: true })
    ).docs[0]
    const revealed = await revealCreditApplication(payload, applicationId, admin, '198.51.100.77')
    expect(revealed).toEqual({ applicant: { ssn: '123-45-6789', dateOfBirth: '1985-04-12' }, coApplicant: null })
    const [sealed] = await execute(
      payload,
      sql`SELECT applicant_ssn, co_applicant_ssn, co_applicant_date_of_birth FROM credit_applications WHERE id = ${applicationId}`,
    )
    expect(sealed).toMatchObject({ co_applicant_ssn: null, co_applicant_date_of_birth: null })
    expect(String(sealed.applicant_ssn)).toMatch(/^v1\./)

    expect((await databaseMentions(PRIMARY)).some((w) => w.startsWith('public.leads.fields '))).toBe(true)
    expect(
      (await payload.count({ collection: 'experiment-exposures', where: { visitorId: { equals: PRIMARY.visitor } } }))
        .totalDocs,
    ).toBe(1)

    const [event] = (
      await payload.find({
        collection: 'audit-events',
        where: { action: { equals: 'person-forgotten' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
      })
    ).docs
    expect(event.details).toMatchObject({
      keyKind: 'phone',
      leadIds: [ownLeadId],
      counts: { leads: 1, leadsScrubbed: 2, coApplicantCreditData: 1 },
    })
  })
})
