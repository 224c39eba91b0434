import '../support/lead-test-env'
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { drainLeadJobs, leadRequest } from './lead-helpers'
import { DEMO_USERS } from '@/seed/data/users'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { acceptLead } from '@/services/leads/accept-lead'
import { execute } from '@/server/db/execute'
import { revealCreditApplication } from '@/services/credit-data/store'
import { dashboardData } from '@/services/dashboard/dashboard-data'
import { disposeExpiredData, type DisposalReport } from '@/services/retention/dispose-expired'
import { readRetentionPolicy } from '@/services/retention/settings'
import { DISPOSE_EXPIRED_TASK, RETENTION_QUEUE } from '@/services/retention/jobs'
import { seedDataRetention } from '@/seed/data-retention'
import { resendEndpoint } from '@/collections/leads/resend-endpoint'
import { passCookie, passFor } from '../support/second-factor'
import { CUSTOMER_DATA_ROLES } from '@/access/roles'

/**
 * Issue 34, "Retention and disposal" (decision 0298): the daily disposal on the real database, with
 * "now" given to it. Records of this file are made old by moving their dates back; the runs move
 * "now" forward by a day or two, so the records other files left behind (all of today) are not
 * touched. Every setting is put back at the end.
 */
const sink = new SmtpSink(testSmtpPort())
const RUN = `${process.pid}-${Date.now()}`
const DAY = 86_400_000
const SSN = '123-45-6789'
let payload: Payload
let outboxDir: string
let smsOutboxDir: string
let savedSettings: { creditDataDays: number; leadDays?: number | null; priceAlertRequestDays: number }
const createdSubscriptions: number[] = []
const createdSearches: number[] = []

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY)

async function setLeadDays(leadDays: number | null): Promise<void> {
  await payload.updateGlobal({ slug: 'data-retention', data: { leadDays }, overrideAccess: true, depth: 0 })
}

/** The job's work with its outboxes in this file's folders. */
function dispose(now: Date): Promise<DisposalReport> {
  return disposeExpiredData(payload, { now, outboxDir, smsOutboxDir })
}

/** Moves a row's dates back, as if it had been written (and last changed, and last used) `days` ago. */
async function age(
  table: 'leads' | 'credit_applications' | 'price_alert_subscriptions' | 'saved_searches',
  id: number,
  days: number,
) {
  const at = daysFromNow(-days).toISOString()
  await execute(
    payload,
    sql`UPDATE ${sql.identifier(table)} SET created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz WHERE id = ${id}`,
  )
  if (table === 'credit_applications')
    await execute(payload, sql`UPDATE credit_applications SET last_used_at = ${at}::timestamptz WHERE id = ${id}`)
}

async function rawRow(table: 'leads' | 'credit_applications', id: number): Promise<string> {
  const [row] = await execute(
    payload,
    sql`SELECT row_to_json(t)::text AS raw FROM ${sql.identifier(table)} t WHERE id = ${id}`,
  )
  return String(row?.raw ?? '')
}

async function submit(formType: 'CONTACT_GENERAL' | 'FULL_CREDIT_APP', tag: string) {
  const email = `retention-${tag}-${RUN}@example.com`
  const body = JSON.parse(JSON.stringify(VALID_BODIES[formType])) as Record<string, any>
  if (formType === 'FULL_CREDIT_APP') body.applicant.email = email
  else body.email = email
  const result = await acceptLead(payload, leadRequest({ formType, data: body }), new Date())
  expect(result.status).toBe(201)
  const leadId = result.body.id as number
  const apps = await payload.find({
    collection: 'credit-applications',
    where: { lead: { equals: leadId } },
    overrideAccess: true,
    depth: 0,
  })
  return { leadId, appId: apps.docs[0]?.id as number | undefined, email }
}

async function adminUser() {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    limit: 1,
    overrideAccess: true,
  })
  return { ...docs[0], collection: 'users' as const }
}

beforeAll(async () => {
  payload = await testPayload()
  await sink.start()
  const dir = mkdtempSync(path.join(tmpdir(), 'retention-'))
  outboxDir = path.join(dir, 'outbox')
  smsOutboxDir = path.join(dir, 'sms-outbox')
  mkdirSync(outboxDir)
  mkdirSync(smsOutboxDir)
  const current = await payload.findGlobal({ slug: 'data-retention', overrideAccess: true, depth: 0 })
  savedSettings = {
    creditDataDays: current.creditDataDays,
    leadDays: current.leadDays ?? null,
    priceAlertRequestDays: current.priceAlertRequestDays,
  }
})
afterAll(async () => {
  await payload.updateGlobal({ slug: 'data-retention', data: savedSettings, overrideAccess: true, depth: 0 })
  if (createdSubscriptions.length)
    await payload.delete({
      collection: 'price-alert-subscriptions',
      where: { id: { in: createdSubscriptions } },
      overrideAccess: true,
    })
  if (createdSearches.length)
    await payload.delete({ collection: 'saved-searches', where: { id: { in: createdSearches } }, overrideAccess: true })
  rmSync(path.dirname(outboxDir), { recursive: true, force: true })
  await sink.stop()
})
beforeEach(async () => {
  await drainLeadJobs(payload)
  // Each test starts with leads kept (the default), whatever a failed one before it left.
  await setLeadDays(null)
})

describe('the Data retention settings (issue 34)', () => {
  it('are seeded with the lawful defaults: credit data 730 days, unconfirmed alerts 7, leads kept', async () => {
    const stored = await payload.findGlobal({ slug: 'data-retention', overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ creditDataDays: 730, priceAlertRequestDays: 7 })
    expect(stored.leadDays ?? null).toBeNull()
  })

  it('hold on a database where they were never saved, and the seed then writes them', async () => {
    const [saved] = await execute(payload, sql`SELECT * FROM data_retention`)
    await execute(payload, sql`DELETE FROM data_retention`)
    try {
      expect(await readRetentionPolicy(payload)).toEqual({
        creditDataDays: 730,
        leadDays: null,
        priceAlertRequestDays: 7,
        outboxDays: null,
      })
      expect(await seedDataRetention(payload)).toBe(true)
      expect(await seedDataRetention(payload)).toBe(false)
      expect(await payload.findGlobal({ slug: 'data-retention', overrideAccess: true, depth: 0 })).toMatchObject({
        creditDataDays: 730,
        priceAlertRequestDays: 7,
      })
    } finally {
      await execute(payload, sql`DELETE FROM data_retention`)
      await execute(
        payload,
        sql`INSERT INTO data_retention (id, credit_data_days, lead_days, price_alert_request_days, updated_at, created_at)
            VALUES (${saved.id}, ${saved.credit_data_days}, ${saved.lead_days}, ${saved.price_alert_request_days}, ${saved.updated_at}, ${saved.created_at})`,
      )
    }
  })

  it('are read and changed by admins only: REST answers 403 to every other role', async () => {
    const get = REST_GET(config)
    const post = REST_POST(config)
    const call = async (method: 'GET' | 'POST', token: string | null, pass?: string) => {
      const request = new Request('http://localhost:3000/api/globals/data-retention', {
        method,
        headers: {
          ...(token ? { authorization: `JWT ${token}` } : {}),
          ...(pass ? { cookie: pass } : {}),
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? JSON.stringify({ priceAlertRequestDays: 8 }) : undefined,
      })
      const handler = method === 'GET' ? get : post
      return (await handler(request, { params: Promise.resolve({ slug: ['globals', 'data-retention'] }) })).status
    }
    const seen: Record<string, [number, number]> = { anonymous: [await call('GET', null), await call('POST', null)] }
    for (const demo of DEMO_USERS) {
      const { token, user } = await payload.login({
        collection: 'users',
        data: { email: demo.email, password: demo.password },
      })
      // Admin and sales sign in with the second factor too (issue 34).
      const pass = (CUSTOMER_DATA_ROLES as readonly string[]).includes(demo.role)
        ? passCookie(await passFor(payload, user!.id as number))
        : undefined
      seen[demo.role] = [await call('GET', token ?? null, pass), await call('POST', token ?? null, pass)]
    }
    expect(seen).toEqual({
      anonymous: [403, 403],
      manager: [403, 403],
      marketing: [403, 403],
      sales: [403, 403],
      admin: [200, 200],
    })
    expect((await readRetentionPolicy(payload)).priceAlertRequestDays).toBe(8)
    await payload.updateGlobal({
      slug: 'data-retention',
      data: { priceAlertRequestDays: savedSettings.priceAlertRequestDays },
      overrideAccess: true,
    })
  })
})

describe('the daily disposal (issue 34)', () => {
  it('erases the SSN and date of birth of an application unused for 730 days, and keeps a recent one that still reveals', async () => {
    const old = await submit('FULL_CREDIT_APP', 'old-app')
    const recent = await submit('FULL_CREDIT_APP', 'recent-app')
    const revealedLately = await submit('FULL_CREDIT_APP', 'revealed-app')
    await drainLeadJobs(payload)
    await age('credit_applications', old.appId!, 729)
    await age('credit_applications', revealedLately.appId!, 900)
    const admin = await adminUser()
    // A reveal is a use: this application's two years start again today.
    await revealCreditApplication(payload, revealedLately.appId!, admin, '198.51.100.4')

    // 729 days: not yet.
    await dispose(new Date())
    expect(await rawRow('credit_applications', old.appId!)).toMatch(/"applicant_ssn":"v1\./)

    // Two days later it is past the 730 days.
    const report = await dispose(daysFromNow(2))
    expect(report.counts['credit-data']).toBeGreaterThanOrEqual(1)
    const erased = await execute(
      payload,
      sql`SELECT applicant_ssn, applicant_date_of_birth, co_applicant_ssn, co_applicant_date_of_birth, sensitive_data_disposed_at, lead_id
          FROM credit_applications WHERE id = ${old.appId!}`,
    )
    expect(erased[0]).toMatchObject({
      applicant_ssn: null,
      applicant_date_of_birth: null,
      co_applicant_ssn: null,
      co_applicant_date_of_birth: null,
      lead_id: old.leadId,
    })
    expect(new Date(String(erased[0].sensitive_data_disposed_at)).toISOString()).toBe(report.now)
    expect(await revealCreditApplication(payload, old.appId!, admin, null)).toMatchObject({
      applicant: { ssn: null, dateOfBirth: null },
    })

    for (const kept of [recent, revealedLately]) {
      const shown = await revealCreditApplication(payload, kept.appId!, admin, '198.51.100.4')
      expect(shown?.applicant).toEqual({ ssn: SSN, dateOfBirth: '1985-04-12' })
    }
  })

  it("anonymising a lead does not restart its credit application's two years (decision 0302)", async () => {
    const lead = await submit('FULL_CREDIT_APP', 'anonymised-then-expired')
    await drainLeadJobs(payload)
    await age('leads', lead.leadId, 10)
    await age('credit_applications', lead.appId!, 729)
    await setLeadDays(5)
    try {
      // Tonight: the lead is anonymised, which rewrites the application's title (its updatedAt moves).
      const tonight = await dispose(new Date())
      expect(tonight.counts.leads).toBeGreaterThanOrEqual(1)
      expect(await rawRow('credit_applications', lead.appId!)).toContain('"title":"[removed]"')
      expect(await rawRow('credit_applications', lead.appId!)).toMatch(/"applicant_ssn":"v1\./)
    } finally {
      await setLeadDays(null)
    }
    // Two nights on, the application is 731 days past its last use: its SSN and date of birth go.
    const later = await dispose(daysFromNow(2))
    expect(later.counts['credit-data']).toBeGreaterThanOrEqual(1)
    expect(await rawRow('credit_applications', lead.appId!)).toContain('"applicant_ssn":null')
  })

  it('anonymises old leads only when leads have a retention, keeping every row and the dashboard counts', async () => {
    const contact = await submit('CONTACT_GENERAL', 'old-lead')
    const credit = await submit('FULL_CREDIT_APP', 'old-credit-lead')
    const fresh = await submit('CONTACT_GENERAL', 'fresh-lead')
    await drainLeadJobs(payload)
    // Ten days old: inside the dashboard's 30-day window, so its counts show whether the rows stay.
    await age('leads', contact.leadId, 10)
    await age('leads', credit.leadId, 10)
    const now = daysFromNow(1)
    const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    const counts = async () => {
      const d = await dashboardData(payload, now)
      // The rows come unordered from SQL (the dashboard orders them for people: labelCounts).
      const byKey = (rows: typeof d.byFormType) => [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)))
      return { byFormType: byKey(d.byFormType), byStore: byKey(d.byStore), bySource: byKey(d.bySource) }
    }

    // Off (the default): nothing happens, however old.
    await dispose(now)
    expect(await rawRow('leads', contact.leadId)).toContain(contact.email)

    await setLeadDays(5)
    const rowsBefore = await leadCount()
    const dashboardBefore = await counts()
    const report = await dispose(now)
    expect(report.counts.leads).toBeGreaterThanOrEqual(2)
    expect(await leadCount()).toBe(rowsBefore)
    expect(await counts()).toEqual(dashboardBefore)

    for (const lead of [contact, credit]) {
      const raw = await rawRow('leads', lead.leadId)
      for (const personal of [lead.email, 'Jane', 'Doe', '555-1234', '3095551234', '203.0.113.7', 'Main St'])
        expect(raw).not.toContain(personal)
      const doc = await payload.findByID({ collection: 'leads', id: lead.leadId, overrideAccess: true, depth: 0 })
      expect(doc).toMatchObject({ title: '[removed]', fields: null, clientAddress: null, anonymisedAt: report.now })
    }
    const kept = await payload.findByID({ collection: 'leads', id: contact.leadId, overrideAccess: true, depth: 0 })
    expect(kept.formType).toBe('CONTACT_GENERAL')
    // The credit application loses the applicant's name with its lead.
    expect(await rawRow('credit_applications', credit.appId!)).not.toContain('Jane')
    expect(await rawRow('leads', fresh.leadId)).toContain(fresh.email)

    // Nothing left to send: Resend refuses an anonymised lead.
    // The admin's browser passed the second factor (issue 34); the account is read as its session sees it.
    const pass = passCookie(await passFor(payload, ((await adminUser()) as { id: number }).id))
    const resend = await resendEndpoint.handler({
      payload,
      user: await adminUser(),
      routeParams: { id: String(contact.leadId) },
      headers: new Headers({ cookie: pass }),
      context: {},
    } as unknown as PayloadRequest)
    expect(resend.status).toBe(409)
    await setLeadDays(null)
  })

  it('deletes unconfirmed price-drop alert requests older than 7 days, with their alert records, and keeps confirmed ones', async () => {
    const { docs } = await payload.find({ collection: 'vehicles', limit: 1, overrideAccess: true, depth: 0 })
    const vehicle = docs[0].id
    const make = async (tag: string, status: 'pending' | 'active' | 'unsubscribed', days: number) => {
      const sub = await payload.create({
        collection: 'price-alert-subscriptions',
        data: { email: `alert-${tag}-${RUN}@example.com`, vehicle, status },
        overrideAccess: true,
        depth: 0,
      })
      createdSubscriptions.push(sub.id)
      await age('price_alert_subscriptions', sub.id, days)
      return sub.id
    }
    const stale = await make('stale', 'pending', 8)
    const waiting = await make('waiting', 'pending', 5)
    const confirmed = await make('confirmed', 'active', 400)
    const unsubscribed = await make('unsubscribed', 'unsubscribed', 400)
    // A shopper who had alerts, unsubscribed and asked again without confirming has alert records.
    await payload.create({
      collection: 'price-alert-notices',
      data: { subscription: stale, vehicle, price: 19_000, status: 'sent' },
      overrideAccess: true,
      depth: 0,
    })

    const report = await dispose(daysFromNow(1))
    expect(report.counts['price-alert-requests']).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'price-alert-subscriptions',
      where: { id: { in: [stale, waiting, confirmed, unsubscribed] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs.map((d) => d.id).sort()).toEqual([waiting, confirmed, unsubscribed].sort())
    const [notices] = await execute(
      payload,
      sql`SELECT count(*)::int AS n FROM price_alert_notices WHERE subscription_id = ${stale} OR subscription_id IS NULL`,
    )
    expect(notices.n).toBe(0)
  })

  it('deletes unconfirmed saved searches older than 7 days, with their e-mails and matches, and keeps confirmed ones', async () => {
    const { docs } = await payload.find({ collection: 'vehicles', limit: 1, overrideAccess: true, depth: 0 })
    const make = async (tag: string, status: 'pending' | 'active' | 'unsubscribed', days: number) => {
      const search = await payload.create({
        collection: 'saved-searches',
        data: {
          email: `search-${tag}-${RUN}@example.com`,
          searchUrl: '/cars-for-sale',
          title: 'Cars for Sale',
          status,
        },
        overrideAccess: true,
        depth: 0,
      })
      createdSearches.push(search.id)
      await age('saved_searches', search.id, days)
      return search.id
    }
    const stale = await make('stale', 'pending', 8)
    const waiting = await make('waiting', 'pending', 5)
    const confirmed = await make('confirmed', 'active', 400)
    // A shopper who had e-mails, unsubscribed and asked again without confirming has e-mails and matches.
    const alert = await payload.create({
      collection: 'saved-search-alerts',
      data: { subscription: stale, status: 'sent' },
      overrideAccess: true,
      depth: 0,
    })
    await payload.create({
      collection: 'saved-search-matches',
      data: { subscription: stale, vehicle: docs[0].id, alert: alert.id },
      overrideAccess: true,
      depth: 0,
    })

    const report = await dispose(daysFromNow(1))
    expect(report.counts['saved-search-requests']).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'saved-searches',
      where: { id: { in: [stale, waiting, confirmed] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs.map((d) => d.id).sort()).toEqual([waiting, confirmed].sort())
    const [rows] = await execute(
      payload,
      sql`SELECT (SELECT count(*)::int FROM saved_search_alerts WHERE subscription_id = ${stale} OR subscription_id IS NULL)
        + (SELECT count(*)::int FROM saved_search_matches WHERE subscription_id = ${stale} OR subscription_id IS NULL) AS n`,
    )
    expect(rows.n).toBe(0)
  })

  it("deletes outbox and SMS-outbox files older than the leads' retention, and only when it is on", async () => {
    const name = (days: number, ext: string) =>
      `${daysFromNow(-days).toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(16).slice(2, 10)}${ext}`
    const oldMail = name(40, '.eml')
    const newMail = name(1, '.eml')
    const oldText = name(40, '.json')
    const newText = name(1, '.json')
    writeFileSync(path.join(outboxDir, oldMail), 'To: jane@example.com\r\n\r\nHello')
    writeFileSync(path.join(outboxDir, newMail), 'To: jane@example.com\r\n\r\nHello')
    writeFileSync(path.join(smsOutboxDir, oldText), '{"to":"+13095551234","body":"123456"}')
    writeFileSync(path.join(smsOutboxDir, newText), '{"to":"+13095551234","body":"123456"}')

    await dispose(daysFromNow(1))
    expect(readdirSync(outboxDir)).toHaveLength(2)
    expect(readdirSync(smsOutboxDir)).toHaveLength(2)

    await setLeadDays(30)
    const report = await dispose(daysFromNow(1))
    expect(report.counts).toMatchObject({ 'mail-outbox-files': 1, 'sms-outbox-files': 1 })
    expect(readdirSync(outboxDir)).toEqual([newMail])
    expect(readdirSync(smsOutboxDir)).toEqual([newText])
    await setLeadDays(null)
  })

  it('deletes audit rows older than two years, keeps younger ones, and records its own run in the audit log', async () => {
    const payload = await testPayload()
    const now = new Date()
    const make = async (daysAgo: number) => {
      const row = await payload.create({
        collection: 'audit-events',
        data: { action: 'lead-export', summary: `retention probe ${daysAgo}` },
        overrideAccess: true,
      })
      const at = new Date(now.getTime() - daysAgo * DAY).toISOString()
      await payload.update({
        collection: 'audit-events',
        id: row.id,
        data: { createdAt: at } as never,
        overrideAccess: true,
      })
      return row.id
    }
    const old = await make(731)
    const young = await make(729)
    const report = await dispose(now)
    expect(report.counts['audit-events']).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'audit-events',
      where: { id: { in: [old, young] } },
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs.map((d) => d.id)).toEqual([young])
    const run = await payload.find({
      collection: 'audit-events',
      where: {
        and: [{ action: { equals: 'data-disposed' } }, { createdAt: { greater_than_equal: now.toISOString() } }],
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(run.totalDocs).toBeGreaterThanOrEqual(1)
  })

  it('changes nothing more when run again, or by two instances at once', async () => {
    await setLeadDays(5)
    const lead = await submit('FULL_CREDIT_APP', 'twice')
    await drainLeadJobs(payload)
    await age('leads', lead.leadId, 10)
    await age('credit_applications', lead.appId!, 800)
    const now = daysFromNow(2)
    const [first, second] = await Promise.all([dispose(now), dispose(now)])
    expect(first.counts.leads + second.counts.leads).toBeGreaterThanOrEqual(1)
    const leadRow = await rawRow('leads', lead.leadId)
    const appRow = await rawRow('credit_applications', lead.appId!)
    expect(appRow).toContain('"applicant_ssn":null')
    expect(leadRow).toContain('"title":"[removed]"')

    const again = await dispose(now)
    expect(again.counts).toEqual({
      'credit-data': 0,
      leads: 0,
      'price-alert-requests': 0,
      'saved-search-requests': 0,
      'mail-outbox-files': 0,
      'sms-outbox-files': 0,
      'audit-events': 0,
    })
    expect(await rawRow('leads', lead.leadId)).toBe(leadRow)
    expect(await rawRow('credit_applications', lead.appId!)).toBe(appRow)
    await setLeadDays(null)
  })

  it('is scheduled nightly, but not by a process that runs no background jobs (LEAD_JOBS_AUTORUN=0 here)', async () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === DISPOSE_EXPIRED_TASK)
    expect(task?.schedule?.map((s) => [s.cron, s.queue])).toEqual([['0 15 3 * * *', RETENTION_QUEUE]])
    const outcome = await payload.jobs.handleSchedules({ queue: RETENTION_QUEUE })
    expect(outcome.queued).toEqual([])
    // Each task scheduled on this queue is skipped: the disposal and the morning Site speed check.
    const scheduledHere = payload.config.jobs.tasks?.filter((t) => t.schedule?.some((s) => s.queue === RETENTION_QUEUE))
    expect(scheduledHere?.map((t) => t.slug)).toContain(DISPOSE_EXPIRED_TASK)
    expect(outcome.skipped).toHaveLength(scheduledHere!.length)
    const waiting = await payload.count({
      collection: 'payload-jobs',
      where: { queue: { equals: RETENTION_QUEUE } },
      overrideAccess: true,
    })
    expect(waiting.totalDocs).toBe(0)
  })

  it('runs as a job of the retention queue, with "now" as its input', async () => {
    const old = await submit('FULL_CREDIT_APP', 'job')
    await drainLeadJobs(payload)
    await age('credit_applications', old.appId!, 731)
    const job = await payload.jobs.queue({
      task: DISPOSE_EXPIRED_TASK,
      queue: RETENTION_QUEUE,
      input: { now: daysFromNow(1).toISOString() },
    })
    await payload.jobs.run({ queue: RETENTION_QUEUE, overrideAccess: true, silent: true })
    // Payload deletes a job once it completed; a failed one would stay, marked for a retry.
    const left = await payload.find({
      collection: 'payload-jobs',
      where: { id: { equals: job.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs).toEqual([])
    expect(await rawRow('credit_applications', old.appId!)).toContain('"applicant_ssn":null')
  })
})
