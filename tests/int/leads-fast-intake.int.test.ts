import '../support/lead-test-env'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { minimalPdf } from '../support/minimal-pdf'
import { acceptLead } from '@/services/leads/accept-lead'
import { createLead, type NewLead } from '@/services/leads/intake'
import { execute } from '@/server/db/execute'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from '@/services/leads/jobs'
import { nudgeLeadDelivery, workerIsIdle } from '@/services/leads/delivery-pacer'
import { leadRecord } from '@/domain/leads/lead-record'
import { parseLead, type FormType } from '@/domain/leads'
import { FIXTURE_NOW, FIXTURE_TRACKING, VALID_BODIES } from '@/domain/leads/test-fixtures'
import { CONTACT, countLeads, drainLeadJobs, leadRequest } from './lead-helpers'
import { collectionGuard } from '@/services/staff-auth/guard'

/**
 * Issue 4 intake in one statement (docs/decisions/0100): what the fast path stores is what the
 * Local API stored, its job is the row Payload's queue writes, and nothing is ever half-written.
 */
const sink = new SmtpSink(testSmtpPort())

beforeAll(async () => {
  await sink.start()
})
afterAll(async () => {
  await sink.stop()
})
beforeEach(async () => {
  await drainLeadJobs(await testPayload())
  sink.received.length = 0
})
afterEach(async () => {
  const payload = await testPayload()
  await execute(
    payload,
    sql`DROP TRIGGER IF EXISTS h9_fail_job_insert ON payload_jobs; DROP FUNCTION IF EXISTS h9_fail_job_insert()`,
  )
})

function newLead(formType: FormType, patch: Record<string, unknown> = {}, extra: Partial<NewLead> = {}): NewLead {
  const parsed = parseLead(formType, { ...structuredClone(VALID_BODIES[formType]), ...patch }, FIXTURE_NOW)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
  return { parsed: parsed.value, storeKey: null, visitorId: null, consentState: null, prospectStatus: 'new', ...extra }
}

async function storeOf(payload: Payload): Promise<{ id: number; storeId: string }> {
  const { docs } = await payload.find({ collection: 'locations', limit: 1, depth: 0, overrideAccess: true, sort: 'id' })
  return { id: docs[0].id, storeId: docs[0].storeId }
}

/** The raw row minus what differs between any two inserts. */
async function rawLead(payload: Payload, id: number): Promise<Record<string, unknown>> {
  const [row] = await execute(payload, sql`SELECT * FROM leads WHERE id = ${id}`)
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = row
  return rest
}

async function readLead(payload: Payload, id: number): Promise<Record<string, unknown>> {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
  return rest
}

async function failJobInserts(payload: Payload): Promise<void> {
  await execute(
    payload,
    sql.raw(`CREATE FUNCTION h9_fail_job_insert() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'job insert refused (test)'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER h9_fail_job_insert BEFORE INSERT ON payload_jobs FOR EACH ROW EXECUTE FUNCTION h9_fail_job_insert()`),
  )
}

async function counts(payload: Payload) {
  const [row] = await execute(
    payload,
    sql`SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM payload_jobs)::int AS jobs,
               (SELECT count(*) FROM credit_applications)::int AS credit, (SELECT count(*) FROM resumes)::int AS resumes`,
  )
  return row
}

describe('lead intake in one statement (issue 4, decision 0100)', () => {
  it.each<[string, FormType, Record<string, unknown>, boolean]>([
    ['contact with a car of interest and ad values', 'CONTACT_SALES', {}, false],
    ['a car to sell, priced offer', 'SELL_OR_TRADE', {}, true],
    ['a trade appraisal (trade vehicle, intent trade)', 'CONTACT_TRADE', {}, false],
    ['unlock with page URL', 'UNLOCK_INVENTORY', {}, true],
    ['staff member, no URL', 'STAFF_MEMBER', { url: undefined }, false],
  ])('stores %s exactly as the Local API did', async (_name, formType, patch, withStore) => {
    const payload = await testPayload()
    const store = await storeOf(payload)
    const input = newLead(formType, patch, {
      storeKey: withStore ? store.storeId : null,
      visitorId: 'visitor-42',
      consentState: ['necessary', 'analytics', 'advertising'],
      prospectStatus: 'resend',
      // Attribution, phone proof and experiments as the server reads them (issue 15): every column.
      ...(withStore ? FIXTURE_TRACKING : {}),
    })
    const fast = await createLead(payload, input)

    // The reference: the same record through payload.create, as intake wrote it before.
    const { record } = leadRecord(input)
    const reference = await payload.create({
      collection: 'leads',
      data: { ...record, store: withStore ? store.id : null, resume: null },
      overrideAccess: true,
      depth: 0,
    })

    expect(await readLead(payload, fast.leadId)).toEqual(await readLead(payload, reference.id))
    expect(await rawLead(payload, fast.leadId)).toEqual(await rawLead(payload, reference.id))
    const stored = await payload.findByID({ collection: 'leads', id: fast.leadId, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({
      formType,
      visitorId: 'visitor-42',
      consentState: ['necessary', 'analytics', 'advertising'],
      prospectStatus: 'resend',
      store: withStore ? store.id : null,
    })
  })

  it("writes the job row Payload's own queue writes", async () => {
    const payload = await testPayload()
    const fast = await createLead(payload, newLead('CONTACT_GENERAL'))
    const reference = (await payload.jobs.queue({
      task: DELIVER_LEAD_TASK,
      queue: LEADS_QUEUE,
      input: { leadId: fast.leadId, round: 1 },
    } as never)) as { id: number }
    const raw = async (id: number | string) => {
      const [row] = await execute(payload, sql`SELECT * FROM payload_jobs WHERE id = ${id}`)
      const { id: _id, created_at: _c, updated_at: _u, ...rest } = row
      return rest
    }
    const fastRow = await raw(fast.jobId)
    expect(fastRow).toEqual(await raw(reference.id))
    expect(fastRow).toMatchObject({
      input: { leadId: fast.leadId, round: 1 },
      task_slug: 'deliver-lead',
      queue: 'leads',
      processing: false,
      has_error: false,
    })
    const job = await payload.findByID({ collection: 'payload-jobs', id: fast.jobId, overrideAccess: true })
    expect(job).toMatchObject({ taskSlug: 'deliver-lead', queue: 'leads', input: { leadId: fast.leadId, round: 1 } })
    await payload.delete({ collection: 'payload-jobs', id: reference.id, overrideAccess: true })
  })

  it("resolves the visitor's store by its storeId, and stores none for an unknown one", async () => {
    const payload = await testPayload()
    const store = await storeOf(payload)
    const known = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { cookie: `userSelectedStore=${store.storeId}` }),
      new Date(),
    )
    const unknown = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: CONTACT }, { cookie: 'userSelectedStore=no-such-store' }),
      new Date(),
    )
    expect(
      (await payload.findByID({ collection: 'leads', id: known.body.id as number, depth: 0, overrideAccess: true }))
        .store,
    ).toBe(store.id)
    expect(
      (await payload.findByID({ collection: 'leads', id: unknown.body.id as number, depth: 0, overrideAccess: true }))
        .store,
    ).toBeNull()
  })

  it.each<[string, () => Request]>([
    ['a contact form (one statement)', () => leadRequest({ formType: 'CONTACT_SALES', data: CONTACT })],
    [
      'a full credit application (Local API transaction)',
      () => leadRequest({ formType: 'FULL_CREDIT_APP', data: structuredClone(VALID_BODIES.FULL_CREDIT_APP) }),
    ],
    [
      'a careers form with its resume (Local API transaction)',
      () => {
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
        return new Request('http://localhost:3000/api/leads', { method: 'POST', body: form })
      },
    ],
  ])(
    'when the job insert fails, %s leaves no lead, no job and no side record, and answers 503',
    async (_name, request) => {
      const payload = await testPayload()
      await failJobInserts(payload)
      const before = await counts(payload)
      const result = await acceptLead(payload, request(), new Date())
      expect(result.status).toBe(503)
      expect(await counts(payload)).toEqual(before)
    },
  )

  it('keeps financing secrets out of the lead and in one encrypted credit application', async () => {
    const payload = await testPayload()
    const created = await createLead(payload, newLead('FULL_CREDIT_APP'))
    const [row] = await execute(payload, sql`SELECT fields::text AS fields FROM leads WHERE id = ${created.leadId}`)
    expect(String(row.fields)).not.toMatch(/123-45-6789|1985-04-12/)
    const apps = await payload.find({
      collection: 'credit-applications',
      where: { lead: { equals: created.leadId } },
      overrideAccess: true,
      depth: 0,
    })
    expect(apps.totalDocs).toBe(1)
  })

  it('a nudged worker delivers the lead without the poller (LEAD_JOBS_AUTORUN=0 here)', async () => {
    const payload = await testPayload()
    const email = `nudge-${Date.now()}@example.com`
    const result = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_GENERAL', data: { ...CONTACT, inquiryType: 7, email } }),
      new Date(),
    )
    expect(result.status).toBe(201)
    nudgeLeadDelivery(payload)
    const until = Date.now() + 15_000
    while (!sink.received.some((m) => m.raw.includes(email)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20))
    expect(sink.received.filter((m) => m.raw.includes(email))).toHaveLength(1)
    while (!workerIsIdle() && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      depth: 0,
      overrideAccess: true,
    })
    expect(lead).toMatchObject({ deliveryStatus: 'sent', attempts: 1 })
  })

  it("an editor's routing change applies to the very next delivery (settings kept per process)", async () => {
    const payload = await testPayload()
    // The per-process copy is keyed by the globals' newest version (delivery-context.ts).
    expect(payload.globals.config.find((g) => g.slug === 'email-routing')?.versions).toBeTruthy()
    expect(payload.globals.config.find((g) => g.slug === 'dealership-settings')?.versions).toBeTruthy()
    const original = await payload.findGlobal({ slug: 'email-routing', depth: 0, overrideAccess: true })
    const route = async (subject: string) =>
      payload.updateGlobal({
        slug: 'email-routing',
        data: {
          rules: [
            { formType: 'CONTACT_GENERAL', type: 'text', subject, recipients: [{ email: 'crm@dealer.example' }] },
          ],
        },
        overrideAccess: true,
      })
    const deliveredSubject = async () => {
      const email = `routing-${Date.now()}-${Math.random()}@example.com`
      await createLead(payload, newLead('CONTACT_GENERAL', { email }))
      await drainLeadJobs(payload)
      return sink.received.find((m) => m.raw.includes(email))?.parsed.subject
    }
    try {
      await route('First subject')
      expect(await deliveredSubject()).toBe('First subject')
      await route('Second subject')
      expect(await deliveredSubject()).toBe('Second subject')
    } finally {
      await payload.updateGlobal({ slug: 'email-routing', data: { rules: original.rules ?? [] }, overrideAccess: true })
    }
  })

  it('leads have no hooks, versions or fields the insert would miss', async () => {
    const payload = await testPayload()
    const config = payload.collections.leads.config
    // The second-factor guard (issue 34) only refuses sessions; the fast insert is server code with none.
    for (const [name, hooks] of Object.entries(config.hooks ?? {}))
      expect(
        (hooks ?? []).filter((hook: unknown) => hook !== collectionGuard),
        `leads hook ${name}`,
      ).toHaveLength(0)
    expect(config.versions).toBeFalsy()
    // Every stored field; a new one must be added to src/server/db/leads.ts (or set by delivery) first.
    const stored = config.flattenedFields.filter((f) => f.type !== 'join').map((f) => f.name)
    expect(stored.sort()).toEqual(
      [
        // Set only by the retention job (src/services/retention/leads.ts); empty at intake.
        'anonymisedAt',
        'title',
        'formType',
        'store',
        'fields',
        'vehicleOfInterest',
        'tradeVehicle',
        'resume',
        'pageUrl',
        'visitorId',
        'adsValues',
        'source',
        'medium',
        'campaign',
        'firstSource',
        'firstMedium',
        'firstCampaign',
        'attribution',
        'phoneVerified',
        'experiments',
        'clientAddress',
        'consentState',
        'language',
        'prospectStatus',
        'deliveryStatus',
        'attempts',
        'deliveryRound',
        'lastAttemptAt',
        'lastError',
        'updatedAt',
        'createdAt',
      ].sort(),
    )
    expect(await countLeads(payload)).toBeGreaterThan(0)
  })
})
