import '../support/lead-test-env'
/**
 * Issue 35 / decision 0301: `npm run credit-key:rotate` re-seals every value stored under the old
 * CREDIT_DATA_KEY (SSNs and dates of birth of applicants and co-applicants, staff authenticator
 * keys, enrolled and pending) under the new one, in one transaction; it is idempotent and
 * resumable, refuses when a value opens with neither key, and records itself in the audit log.
 * The run's own key (A) is what the app sealed with; every case puts it back at the end, since the
 * other integration files share this database and keep reading with A.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { passFor } from '../support/second-factor'
import { drainLeadJobs, leadRequest } from './lead-helpers'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { execute } from '@/server/db/execute'
import { acceptLead } from '@/services/leads/accept-lead'
import { creditDataKey } from '@/services/credit-data/key'
import { decryptField, encryptField, opensWith, type CreditKey } from '@/services/credit-data/cipher'
import { SEALED_COLUMNS, TOTP_SECRET_PURPOSE } from '@/services/credit-data/sealed-columns'
import { RotationRefused, rotateCreditDataKey } from '@/services/credit-data/rotate-key'
import { startEnrolment } from '@/services/staff-auth/second-factor'

const run = promisify(execFile)
const sink = new SmtpSink(testSmtpPort())
const stamp = Date.now()
let payload: Payload
let A: CreditKey
const B = randomBytes(32)
const createdUsers: number[] = []
let applicationId: number
let enrolledKey: string

type Stored = { table: string; column: string; purpose: string; id: number; value: string }

/** Every value of every sealed column. */
async function storedValues(): Promise<Stored[]> {
  const out: Stored[] = []
  for (const c of SEALED_COLUMNS) {
    const rows = await execute(
      payload,
      sql`SELECT id, ${sql.identifier(c.column)} AS value FROM ${sql.identifier(c.table)} WHERE ${sql.identifier(c.column)} IS NOT NULL ORDER BY id`,
    )
    for (const r of rows) out.push({ ...c, id: Number(r.id), value: String(r.value) })
  }
  return out
}

const under = (key: CreditKey, values: Stored[]) => values.filter((v) => opensWith(key, v.purpose, v.value)).length

async function newStaff(name: string) {
  const user = await payload.create({
    collection: 'users',
    data: { email: `key-rotation-${name}-${stamp}@dealership.local`, password: 'a-long-password-1', role: 'sales' },
    overrideAccess: true,
  })
  createdUsers.push(user.id)
  return user.id
}

/** Puts everything back under the run's key, whatever a failed case left. */
async function backToA(): Promise<void> {
  if (under(A, await storedValues()) !== (await storedValues()).length)
    await rotateCreditDataKey(payload, { oldKey: B, newKey: A })
}

beforeAll(async () => {
  await sink.start()
  payload = await testPayload()
  A = creditDataKey()
  const result = await acceptLead(
    payload,
    leadRequest({ formType: 'FULL_CREDIT_APP', data: VALID_BODIES.FULL_CREDIT_APP }),
    new Date(),
  )
  expect(result.status).toBe(201)
  const apps = await payload.find({
    collection: 'credit-applications',
    where: { lead: { equals: result.body.id as number } },
    overrideAccess: true,
    depth: 0,
  })
  applicationId = apps.docs[0].id
  // One staff member enrolled (totp_secret), one half-way through enrolment (totp_pending_secret).
  const enrolled = await newStaff('enrolled')
  const pending = await newStaff('pending')
  const start = await startEnrolment(payload, enrolled)
  enrolledKey = (start as { key: string }).key
  await passFor(payload, enrolled)
  await startEnrolment(payload, pending)
  await drainLeadJobs(payload)
}, 120_000)

afterAll(async () => {
  try {
    await backToA()
    await payload.delete({ collection: 'users', where: { id: { in: createdUsers } }, overrideAccess: true })
  } finally {
    await sink.stop()
  }
})

describe('rotating CREDIT_DATA_KEY (decision 0301)', () => {
  it('every stored value shaped like a sealed one is in a column the rotation knows', async () => {
    const columns = await execute(
      payload,
      sql`SELECT c.table_schema AS s, c.table_name AS t, c.column_name AS c FROM information_schema.columns c
          JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
          WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
            AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')`,
    )
    const found: string[] = []
    for (const col of columns) {
      const column = sql.raw(`"${String(col.c)}"::text`)
      const [row] = await execute(
        payload,
        sql`SELECT count(*)::int AS n FROM ${sql.raw(`"${String(col.s)}"."${String(col.t)}"`)}
            WHERE ${column} ~ '(^|[^A-Za-z0-9_.-])v1\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]*'`,
      )
      if (Number(row.n) > 0)
        found.push(`${col.s === 'public' ? '' : `${String(col.s)}.`}${String(col.t)}.${String(col.c)}`)
    }
    const known = SEALED_COLUMNS.map((c) => `${c.table}.${c.column}`)
    expect(found.filter((f) => !known.includes(f))).toEqual([])
    // The data this file made is there to be seen.
    for (const column of ['credit_applications.applicant_ssn', 'users.totp_secret', 'users.totp_pending_secret'])
      expect(found).toContain(column)
  })

  it('refuses, changing nothing, while any value opens with neither key', async () => {
    const [row] = await execute(
      payload,
      sql`SELECT co_applicant_ssn AS v FROM credit_applications WHERE id = ${applicationId}`,
    )
    const original = String(row.v)
    const third = encryptField(randomBytes(32), 'coApplicantSsn', '111-22-3333')
    await execute(payload, sql`UPDATE credit_applications SET co_applicant_ssn = ${third} WHERE id = ${applicationId}`)
    try {
      const before = await storedValues()
      const refusal = await rotateCreditDataKey(payload, { oldKey: A, newKey: B }).catch((err: unknown) => err)
      expect(refusal).toBeInstanceOf(RotationRefused)
      expect((refusal as RotationRefused).unreadable).toEqual([
        { table: 'credit_applications', column: 'co_applicant_ssn', id: applicationId },
      ])
      expect(await storedValues()).toEqual(before)
      await expect(rotateCreditDataKey(payload, { oldKey: A, newKey: A })).rejects.toThrow(/same key/)
    } finally {
      await execute(
        payload,
        sql`UPDATE credit_applications SET co_applicant_ssn = ${original} WHERE id = ${applicationId}`,
      )
    }
  })

  it('a dry run checks everything and changes nothing', async () => {
    const before = await storedValues()
    const report = await rotateCreditDataKey(payload, { oldKey: A, newKey: B, dryRun: true })
    expect(report).toMatchObject({ dryRun: true, resealed: before.length, alreadyNew: 0 })
    expect(await storedValues()).toEqual(before)
  })

  it('the command moves everything from key A to key B: all of it opens with B, none with A', async () => {
    const before = await storedValues()
    expect(under(A, before)).toBe(before.length)
    try {
      const { stdout } = await run('npx', ['tsx', 'scripts/credit-key-rotate.ts'], {
        env: { ...process.env, CREDIT_DATA_KEY: B.toString('hex'), CREDIT_DATA_KEY_PREVIOUS: A.toString('hex') },
        timeout: 240_000,
      })
      expect(stdout).toContain(`Re-sealed ${before.length} values under the new key`)
      expect(stdout).toContain('remove CREDIT_DATA_KEY_PREVIOUS')

      const after = await storedValues()
      expect(after.map((v) => `${v.table}.${v.column}.${v.id}`)).toEqual(
        before.map((v) => `${v.table}.${v.column}.${v.id}`),
      )
      expect(under(B, after)).toBe(after.length)
      expect(under(A, after)).toBe(0)
      const ssn = after.find((v) => v.column === 'applicant_ssn' && v.id === applicationId)!
      expect(decryptField(B, 'applicantSsn', ssn.value)).toBe('123-45-6789')
      const totp = after.find((v) => v.column === 'totp_secret' && v.id === createdUsers[0])!
      expect(decryptField(B, TOTP_SECRET_PURPOSE, totp.value)).toBe(enrolledKey)

      const audit = await payload.find({
        collection: 'audit-events',
        where: { action: { equals: 'credit-key-rotated' } },
        sort: '-createdAt',
        limit: 1,
        overrideAccess: true,
        depth: 0,
      })
      expect(audit.docs[0]?.details).toMatchObject({ resealed: before.length, dryRun: false })
      expect(JSON.stringify(audit.docs[0])).not.toContain(B.toString('hex'))
    } finally {
      await backToA()
    }
    expect(under(A, await storedValues())).toBe(before.length)
  }, 300_000)

  it('is resumable: a second run re-seals only what was sealed with the old key since, a third nothing', async () => {
    try {
      const first = await rotateCreditDataKey(payload, { oldKey: A, newKey: B })
      expect(first.resealed).toBeGreaterThan(0)
      // An instance still on the old key receives one more application meanwhile.
      const late = await acceptLead(
        payload,
        leadRequest({ formType: 'FULL_CREDIT_APP', data: VALID_BODIES.FULL_CREDIT_APP }),
        new Date(),
      )
      expect(late.status).toBe(201)
      const second = await rotateCreditDataKey(payload, { oldKey: A, newKey: B })
      expect(second).toMatchObject({ resealed: 4, alreadyNew: first.resealed + first.alreadyNew })
      const third = await rotateCreditDataKey(payload, { oldKey: A, newKey: B })
      expect(third).toMatchObject({ resealed: 0, alreadyNew: first.resealed + 4 })
    } finally {
      await drainLeadJobs(payload)
      await backToA()
    }
  })
})
