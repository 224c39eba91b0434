import '../support/lead-test-env'
/**
 * Issue 34, "Audit log": each recorded kind appears with the right staff member, address, browser
 * and details, through the ways staff really reach them (Payload's REST and GraphQL handlers fed
 * real Requests, the reveal endpoint); only admins read the log, nobody writes it through the API;
 * the CSV export of the log is admins' only and is itself audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, PayloadRequest, Where } from 'payload'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import config from '@payload-config'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { DEMO_USERS } from '@/seed/data/users'
import { acceptLead } from '@/services/leads/accept-lead'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { revealEndpoint } from '@/collections/credit-applications/reveal-endpoint'
import type { AuditEvent } from '@/payload-types'
import { drainLeadJobs, leadRequest } from './lead-helpers'
import { passCookie, passFor } from '../support/second-factor'
import { CUSTOMER_DATA_ROLES } from '@/access/roles'

const sink = new SmtpSink(testSmtpPort())
const IP = '198.51.100.23'
const AGENT = 'AuditTest/1.0 (int)'
const PASSWORD = 'audit-test-password-1'
let payload: Payload
const started = new Date()

type Rest = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>
const rest = {
  GET: REST_GET(config),
  POST: REST_POST(config),
  PATCH: REST_PATCH(config),
  DELETE: REST_DELETE(config),
} as Record<string, Rest>
const graphqlHandler = GRAPHQL_POST(config)

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; agent?: string } = {},
): Promise<Response> {
  const url = new URL(`http://localhost:3000/api/${path}`)
  const headers: Record<string, string> = { 'x-forwarded-for': IP, 'user-agent': options.agent ?? AGENT }
  if (options.token) headers.authorization = `JWT ${options.token}`
  if (options.token && passes.has(options.token)) headers.cookie = passes.get(options.token)!
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const request = new Request(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

async function graphql(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const res = await graphqlHandler(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': IP,
        'user-agent': AGENT,
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...(token && passes.has(token) ? { cookie: passes.get(token)! } : {}),
      },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await res.json()) as { data?: Record<string, any> | null; errors?: { message: string; extensions?: any }[] }
}

async function login(email: string, password: string): Promise<Response> {
  return call('POST', 'users/login', { body: { email, password } })
}

/** Second-factor passes of the tokens below (issue 34): admin and sales sign in with one. */
const passes = new Map<string, string>()

async function tokenOf(role: (typeof DEMO_USERS)[number]['role']): Promise<string> {
  const user = DEMO_USERS.find((u) => u.role === role)!
  const res = await login(user.email, user.password)
  expect(res.status).toBe(200)
  const body = (await res.json()) as { token: string; user: { id: number } }
  if ((CUSTOMER_DATA_ROLES as readonly string[]).includes(role))
    passes.set(body.token, passCookie(await passFor(await testPayload(), body.user.id)))
  return body.token
}

/** This file's events of one kind, newest first. */
async function events(action: AuditEvent['action'], extra: Where = {}): Promise<AuditEvent[]> {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: {
      and: [{ action: { equals: action } }, { createdAt: { greater_than_equal: started.toISOString() } }, extra],
    },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

let adminToken: string
let salesToken: string

beforeAll(async () => {
  await sink.start()
  payload = await testPayload()
  adminToken = await tokenOf('admin')
  salesToken = await tokenOf('sales')
})
afterAll(async () => {
  // Other files count the staff accounts: the ones made here go (ARCHITECTURE.md rule 19).
  const demo = DEMO_USERS.map((u) => u.email)
  try {
    await payload.delete({ collection: 'users', where: { email: { not_in: demo } }, overrideAccess: true })
    await drainLeadJobs(payload)
  } finally {
    await sink.stop()
  }
})

describe('sign-ins (issue 34)', () => {
  const email = 'audit-signin@dealership.local'

  beforeAll(async () => {
    const res = await call('POST', 'users', {
      token: adminToken,
      body: { email, password: PASSWORD, role: 'marketing', name: 'Audit Sign-in' },
    })
    expect(res.status).toBe(201)
  })

  it('records a sign-in with the staff member, address and browser', async () => {
    expect((await login(email, PASSWORD)).status).toBe(200)
    const [event] = await events('sign-in', { actorEmail: { equals: email } })
    expect(event).toMatchObject({ actorEmail: email, actorRole: 'marketing', ip: IP, userAgent: AGENT })
    expect(event.actorId).toBeGreaterThan(0)
  })

  it('records a wrong password against the account, and an unknown e-mail without one', async () => {
    expect((await login(email, 'wrong-password')).status).toBe(401)
    const [failed] = await events('sign-in-failed', { actorEmail: { equals: email } })
    expect(failed).toMatchObject({ actorRole: 'marketing', ip: IP, userAgent: AGENT })
    expect(failed.summary).toMatch(/wrong password/)

    expect((await login('nobody-here@dealership.local', 'whatever')).status).toBe(401)
    const unknown = (await events('sign-in-failed')).find(
      (e) => (e.details as { emailTried?: string } | null)?.emailTried === 'nobody-here@dealership.local',
    )
    expect(unknown).toMatchObject({ actorEmail: null, actorId: null, ip: IP })
  })

  it('records a failed GraphQL sign-in once, and a GraphQL sign-in', async () => {
    const before = (await events('sign-in-failed', { actorEmail: { equals: email } })).length
    const bad = await graphql(`mutation { loginUser(email: "${email}", password: "nope") { token } }`)
    expect(bad.errors?.length).toBeGreaterThan(0)
    expect((await events('sign-in-failed', { actorEmail: { equals: email } })).length).toBe(before + 1)

    const signIns = (await events('sign-in', { actorEmail: { equals: email } })).length
    const good = await graphql(`mutation { loginUser(email: "${email}", password: "${PASSWORD}") { token } }`)
    expect(good.data?.loginUser?.token).toBeTruthy()
    expect((await events('sign-in', { actorEmail: { equals: email } })).length).toBe(signIns + 1)
  })

  it('records the lock on the fifth wrong password and on tries while locked', async () => {
    const locked = 'audit-lock@dealership.local'
    expect(
      (await call('POST', 'users', { token: adminToken, body: { email: locked, password: PASSWORD, role: 'sales' } }))
        .status,
    ).toBe(201)
    for (let i = 0; i < 5; i++) expect((await login(locked, `wrong-${i}`)).status).toBe(401)
    expect((await events('sign-in-failed', { actorEmail: { equals: locked } })).length).toBe(4)
    expect((await events('account-locked', { actorEmail: { equals: locked } })).length).toBe(1)
    // The right password on a locked account is refused and recorded as the lock.
    expect((await login(locked, PASSWORD)).status).toBe(401)
    const locks = await events('account-locked', { actorEmail: { equals: locked } })
    expect(locks).toHaveLength(2)
    expect(locks[0]).toMatchObject({ ip: IP, userAgent: AGENT, actorRole: 'sales' })
  })
})

describe('staff accounts (issue 34)', () => {
  it('records creation, a role change with old and new role, and deletion, by the admin', async () => {
    const email = 'audit-account@dealership.local'
    const created = await call('POST', 'users', {
      token: adminToken,
      body: { email, password: PASSWORD, role: 'sales' },
    })
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    expect((await call('PATCH', `users/${id}`, { token: adminToken, body: { role: 'manager' } })).status).toBe(200)
    expect((await call('DELETE', `users/${id}`, { token: adminToken })).status).toBe(200)

    const admin = DEMO_USERS.find((u) => u.role === 'admin')!.email
    const [create] = await events('user-created', { subjectUserId: { equals: id } })
    expect(create).toMatchObject({ actorEmail: admin, subjectEmail: email, ip: IP, details: { role: 'sales' } })
    const [change] = await events('role-changed', { subjectUserId: { equals: id } })
    expect(change).toMatchObject({ actorEmail: admin, subjectEmail: email, details: { from: 'sales', to: 'manager' } })
    expect(change.summary).toContain('from sales to manager')
    const [deleted] = await events('user-deleted', { subjectUserId: { equals: id } })
    expect(deleted).toMatchObject({ actorEmail: admin, ip: IP, details: { email, role: 'manager' } })
  })

  it('records no role change when only the name changes', async () => {
    const email = 'audit-rename@dealership.local'
    const created = await call('POST', 'users', {
      token: adminToken,
      body: { email, password: PASSWORD, role: 'sales' },
    })
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    await call('PATCH', `users/${id}`, { token: adminToken, body: { name: 'Renamed' } })
    expect(await events('role-changed', { subjectUserId: { equals: id } })).toHaveLength(0)
  })
})

describe('exports and reveals (issue 34)', () => {
  it('records a leads CSV export: who, the filter without the shopper’s address, the row count', async () => {
    const res = await call(
      'GET',
      'leads/export.csv?where[title][like]=jane@example.com&where[formType][equals]=CONTACT_SALES',
      {
        token: salesToken,
      },
    )
    expect(res.status).toBe(200)
    const lines = (await res.text()).trim().split('\r\n')
    const [event] = await events('lead-export')
    expect(event).toMatchObject({ actorEmail: 'sales@dealership.local', actorRole: 'sales', ip: IP, userAgent: AGENT })
    expect(event.details).toMatchObject({ rows: lines.length - 1 })
    const filter = JSON.stringify((event.details as { filter: unknown }).filter)
    expect(filter).toContain('CONTACT_SALES')
    expect(filter).toContain('[hidden]')
    expect(filter).not.toContain('jane@example.com')
  })

  it('records a credit-data reveal linked to its reveal record', async () => {
    const data = JSON.parse(JSON.stringify(VALID_BODIES.FULL_CREDIT_APP)) as Record<string, any>
    const lead = await acceptLead(payload, leadRequest({ formType: 'FULL_CREDIT_APP', data }), new Date())
    const [app] = (
      await payload.find({
        collection: 'credit-applications',
        where: { lead: { equals: lead.body.id as number } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    const salesId = (await payload.find({ collection: 'users', where: { role: { equals: 'sales' } }, limit: 1 }))
      .docs[0].id as number
    // The sales browser passed the second factor (issue 34); the account is read as its session sees it.
    const pass = passCookie(await passFor(payload, salesId))
    const sales = await payload.findByID({ collection: 'users', id: salesId, depth: 0 })
    const res = await revealEndpoint.handler({
      payload,
      user: { ...sales, collection: 'users' },
      routeParams: { id: String(app.id) },
      headers: new Headers({ 'x-forwarded-for': IP, 'user-agent': AGENT, cookie: pass }),
      context: {},
    } as unknown as PayloadRequest)
    expect(res.status).toBe(200)
    const [reveal] = (
      await payload.find({
        collection: 'credit-data-reveals',
        where: { application: { equals: app.id } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    const [event] = await events('credit-data-reveal', { creditDataReveal: { equals: reveal.id } })
    expect(event).toMatchObject({ actorEmail: sales.email, actorRole: 'sales', ip: IP, userAgent: AGENT })
    expect(event.details).toMatchObject({ application: app.id })
    expect(JSON.stringify(event)).not.toMatch(/123-?45-?6789|1985-04-12/)
  })
})

describe('e-mail routing changes (issue 34)', () => {
  it('records what changed, and nothing for a save without changes', async () => {
    const before = await payload.findGlobal({ slug: 'email-routing', depth: 0, overrideAccess: true })
    const rules = (before.rules ?? []).map(({ id: _id, ...rule }) => ({
      ...rule,
      recipients: (rule.recipients ?? []).map(({ id: _rid, ...r }) => r),
    }))
    try {
      const changed = [
        ...rules.filter((r) => r.formType !== 'SERVICE'),
        {
          formType: 'SERVICE',
          type: 'adf',
          storeInbox: 'ignore',
          subject: 'Service',
          recipients: [{ email: 'service-crm@dealer.example' }],
        },
      ]
      const res = await call('POST', 'globals/email-routing', { token: adminToken, body: { rules: changed } })
      expect(res.status).toBe(200)
      const [event] = await events('email-routing-changed')
      expect(event).toMatchObject({ actorEmail: 'admin@dealership.local', ip: IP, userAgent: AGENT })
      expect(event.summary).toMatch(/Service/)
      expect(JSON.stringify(event.details)).toContain('service-crm@dealer.example')
      const count = (await events('email-routing-changed')).length
      await call('POST', 'globals/email-routing', { token: adminToken, body: { rules: changed } })
      expect((await events('email-routing-changed')).length).toBe(count)
    } finally {
      await payload.updateGlobal({ slug: 'email-routing', data: { rules }, overrideAccess: true })
    }
  })
})

describe('who reads the audit log (issue 34)', () => {
  it('answers only admins over REST; nobody creates, edits or deletes a row', async () => {
    const admin = await call('GET', 'audit-events?limit=5&depth=0', { token: adminToken })
    expect(admin.status).toBe(200)
    const { docs } = (await admin.json()) as { docs: { id: number }[] }
    expect(docs.length).toBeGreaterThan(0)
    for (const role of ['sales', 'manager', 'marketing'] as const) {
      expect((await call('GET', 'audit-events', { token: await tokenOf(role) })).status).toBe(403)
    }
    expect((await call('GET', 'audit-events')).status).toBe(403)
    expect(
      (await call('POST', 'audit-events', { token: adminToken, body: { action: 'sign-in', summary: 'forged' } }))
        .status,
    ).toBe(403)
    expect(
      (await call('PATCH', `audit-events/${docs[0].id}`, { token: adminToken, body: { summary: 'x' } })).status,
    ).toBe(403)
    expect((await call('DELETE', `audit-events/${docs[0].id}`, { token: adminToken })).status).toBe(403)
  })

  it('answers only admins over GraphQL', async () => {
    const query = '{ AuditEvents(limit: 5) { totalDocs docs { action actorEmail } } }'
    const admin = await graphql(query, adminToken)
    expect(admin.errors).toBeUndefined()
    expect(admin.data?.AuditEvents.totalDocs).toBeGreaterThan(0)
    for (const token of [salesToken, undefined]) {
      const refused = await graphql(query, token)
      expect(refused.data?.AuditEvents ?? null).toBeNull()
      expect(refused.errors?.[0]?.extensions?.statusCode).toBe(403)
    }
  })
})

describe('CSV export of the audit log (issue 34)', () => {
  it('downloads the log as filtered for an admin, and records the export', async () => {
    const res = await call('GET', 'audit-events/export.csv?where[action][equals]=sign-in', { token: adminToken })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/csv/)
    const lines = (await res.text()).trim().split('\r\n')
    expect(lines[0]).toMatch(/^Event id,When \(UTC\),What,Summary,Staff member/)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.includes(',Signed in,'))).toBe(true)
    const [event] = await events('audit-export')
    expect(event).toMatchObject({ actorEmail: 'admin@dealership.local', ip: IP, details: { rows: lines.length - 1 } })
  })

  it('refuses everyone else', async () => {
    expect((await call('GET', 'audit-events/export.csv', { token: salesToken })).status).toBe(403)
    expect((await call('GET', 'audit-events/export.csv')).status).toBe(403)
  })
})
