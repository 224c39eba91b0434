/**
 * Issue 16, section 5 ("Backups an operator can run"): `npm run db:backup` of the seeded test
 * database, plus a lead, a credit application (SSN and date of birth sealed by the intake path), an
 * uploaded image and a careers resume; `npm run db:restore` into a NEW database and media folder;
 * then every table's row count, the lead, the credit application (opened with the key) and the
 * media rows and files must be the same on both sides. The commands run as an operator runs them
 * (their scripts in a child process, configured by DATABASE_URL and MEDIA_DIR).
 */
import '../support/lead-test-env'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { testPayload } from '../support/payload'
import { minimalPdf } from '../support/minimal-pdf'
import { CONTACT, leadRequest } from './lead-helpers'
import { acceptLead } from '@/services/leads/accept-lead'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { decryptField } from '@/services/credit-data/cipher'
import { creditDataKey } from '@/services/credit-data/key'
import { dropDatabase } from '../../scripts/lib/embedded-db'
import { tableCounts } from '../../scripts/lib/backup-db'

const root = path.resolve(import.meta.dirname, '..', '..')
const sourceUrl = inject('databaseUrl')
const sourceMedia = path.resolve(inject('mediaDir'))
const restoredName = `test_restore_${process.pid}_${Date.now().toString(36)}`
const restoredUrl = Object.assign(new URL(sourceUrl), { pathname: `/${restoredName}` }).toString()
const work = mkdtempSync(path.join(root, '.data', 'backup-test-'))
const restoredMedia = path.join(work, 'media')
const backupFile = path.join(work, 'backups', 'site.tar')
// Each command starts tsx and pg_restore builds 175 tables in one transaction: seconds on an idle
// machine, several times that on a busy 2-core one.
const RESTORE_TIMEOUT = 180_000
const SSN = '123-45-6789'
const DOB = '1985-04-12'

type Run = { code: number; stdout: string; stderr: string }

/** Runs scripts/<name>.ts as `npm run` does, with the environment given. */
function runScript(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), `scripts/${name}.ts`, ...args],
      {
        cwd: root,
        env: { ...process.env, S3_BUCKET: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += String(d)))
    child.stderr.on('data', (d) => (stderr += String(d)))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }))
  })
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const rowOf = (url: string, table: string, id: number) =>
  withClient(
    url,
    async (c) =>
      (await c.query(`SELECT row_to_json(t)::jsonb AS row FROM ${c.escapeIdentifier(table)} t WHERE id = $1`, [id]))
        .rows[0]?.row,
  )

const ids = { contactLead: 0, creditLead: 0, creditApp: 0, media: 0, resume: 0 }
let mediaFiles: string[] = []
let resumeFile = ''
let sourceCounts: Record<string, number> = {}

beforeAll(async () => {
  const payload = await testPayload()
  const now = new Date()
  const contact = await acceptLead(
    payload,
    leadRequest({ formType: 'CONTACT_SALES', data: { ...CONTACT, email: 'backup@example.com' } }),
    now,
  )
  expect(contact.status).toBe(201)
  ids.contactLead = contact.body.id as number

  const credit = JSON.parse(JSON.stringify(VALID_BODIES.FULL_CREDIT_APP)) as { applicant: Record<string, unknown> }
  credit.applicant.email = 'backup-credit@example.com'
  const applied = await acceptLead(payload, leadRequest({ formType: 'FULL_CREDIT_APP', data: credit }), now)
  expect(applied.status).toBe(201)
  ids.creditLead = applied.body.id as number
  const apps = await payload.find({
    collection: 'credit-applications',
    where: { lead: { equals: ids.creditLead } },
    overrideAccess: true,
    depth: 0,
  })
  ids.creditApp = apps.docs[0].id

  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Backup test' },
    file: { data: image, mimetype: 'image/png', name: 'backup-test.png', size: image.length },
    overrideAccess: true,
  })
  ids.media = media.id
  mediaFiles = [media.filename, ...Object.values(media.sizes ?? {}).map((s) => s?.filename)].filter((f): f is string =>
    Boolean(f),
  )

  const form = new FormData()
  form.set('formType', 'CAREERS')
  form.set(
    'data',
    JSON.stringify({
      firstName: 'Ann',
      lastName: 'Backup',
      email: 'ann-backup@example.com',
      phone: '3095550100',
      position: 'Sales Consultant',
      message: 'Hello',
    }),
  )
  form.set('resume', new File([minimalPdf()], 'ann-backup.pdf', { type: 'application/pdf' }))
  const careers = await acceptLead(
    payload,
    new Request('http://localhost:3000/api/leads', { method: 'POST', body: form }),
    now,
  )
  expect(careers.status).toBe(201)
  const lead = await payload.findByID({
    collection: 'leads',
    id: careers.body.id as number,
    overrideAccess: true,
    depth: 1,
  })
  const resume = lead.resume as { id: number; filename: string }
  ids.resume = resume.id
  resumeFile = resume.filename
})

afterAll(async () => {
  for (const name of [restoredName, `${restoredName}_fresh`]) await dropDatabase(sourceUrl, name).catch(() => undefined)
  rmSync(work, { recursive: true, force: true })
})

describe('npm run db:backup and db:restore (issue 16, section 5)', () => {
  it(
    'backs up the database and the media folders into one file',
    async () => {
      sourceCounts = await withClient(sourceUrl, tableCounts)
      const backup = await runScript('db-backup', [backupFile], { DATABASE_URL: sourceUrl, MEDIA_DIR: sourceMedia })
      expect(backup.stderr).not.toMatch(/db:backup:/)
      expect(backup.code).toBe(0)
      expect(backup.stdout).toMatch(/Backup written: .*site\.tar/)
      expect(backup.stdout).toMatch(/credit-data key [0-9a-f]{16}: opens the stored credit applications/)
      expect(existsSync(backupFile)).toBe(true)
    },
    RESTORE_TIMEOUT,
  )

  it(
    'restores into a new database and media folder with every table, the lead, the credit application and the media intact',
    async () => {
      const restore = await runScript('db-restore', [backupFile], {
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: restoredMedia,
      })
      expect(restore.stderr).not.toMatch(/db:restore:/)
      expect(restore.code).toBe(0)
      expect(restore.stdout).toContain('created the database')
      expect(restore.stdout).toContain("every table's row count equals the backup's")
      expect(restore.stdout).toMatch(
        /credit-data key: the key here \([0-9a-f]{16}\) opens the restored credit applications/,
      )

      // Every table, counted on both sides (not only what the manifest says).
      const restoredCounts = await withClient(restoredUrl, tableCounts)
      expect(Object.keys(sourceCounts).length).toBeGreaterThan(100)
      expect(restoredCounts).toEqual(sourceCounts)
      for (const table of [
        'public.leads',
        'public.credit_applications',
        'public.media',
        'public.resumes',
        'public.vehicles',
        'public.users',
      ]) {
        expect(restoredCounts[table], table).toBeGreaterThan(0)
      }

      for (const [table, id] of [
        ['leads', ids.contactLead],
        ['leads', ids.creditLead],
        ['credit_applications', ids.creditApp],
        ['media', ids.media],
        ['resumes', ids.resume],
      ] as const) {
        const original = await rowOf(sourceUrl, table, id)
        expect(original, `${table} ${id}`).toBeTruthy()
        expect(await rowOf(restoredUrl, table, id), `${table} ${id}`).toEqual(original)
      }

      // The credit application still opens with the key, and holds what the shopper sent.
      const app = await rowOf(restoredUrl, 'credit_applications', ids.creditApp)
      expect(String(app.applicant_ssn)).toMatch(/^v1\./)
      expect(decryptField(creditDataKey(), 'applicantSsn', app.applicant_ssn)).toBe(SSN)
      expect(decryptField(creditDataKey(), 'applicantDateOfBirth', app.applicant_date_of_birth)).toBe(DOB)

      // The uploaded image (with its resized copies) and the resume, byte for byte.
      expect(mediaFiles.length).toBeGreaterThan(1)
      for (const file of mediaFiles)
        expect(
          readFileSync(path.join(restoredMedia, file)).equals(readFileSync(path.join(sourceMedia, file))),
          file,
        ).toBe(true)
      const resumePath = (base: string) => path.join(`${base}-private`, 'resumes', resumeFile)
      expect(readFileSync(resumePath(restoredMedia)).equals(readFileSync(resumePath(sourceMedia)))).toBe(true)
    },
    RESTORE_TIMEOUT,
  )

  it(
    'refuses to overwrite a database that is not empty unless asked, and then replaces it whole',
    async () => {
      const refused = await runScript('db-restore', [backupFile], {
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: restoredMedia,
      })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/Refusing to restore: .* holds \d+ tables .*--force/)

      // A stray row and file that are not in the backup must be gone after a forced restore.
      await withClient(restoredUrl, (c) => c.query(`DELETE FROM leads WHERE id = $1`, [ids.contactLead]))
      writeFileSync(path.join(restoredMedia, 'stray.txt'), 'not in the backup')
      const forced = await runScript('db-restore', [backupFile, '--force'], {
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: restoredMedia,
      })
      expect(forced.stderr).not.toMatch(/db:restore:/)
      expect(forced.code).toBe(0)
      expect(forced.stdout).toMatch(/replaced what was there: \d+ tables/)
      expect(await withClient(restoredUrl, tableCounts)).toEqual(sourceCounts)
      expect(existsSync(path.join(restoredMedia, 'stray.txt'))).toBe(false)
      const schemas = await withClient(
        restoredUrl,
        async (c) => (await c.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pre\\_restore%'`)).rows,
      )
      expect(schemas).toEqual([])
    },
    RESTORE_TIMEOUT,
  )

  it(
    'fails, and leaves the database as it was, when the restored rows differ from the backup',
    async () => {
      // A backup whose manifest expects one more lead than its dump holds: the restore loses a row.
      const unpacked = path.join(work, 'tampered')
      mkdirSync(unpacked)
      await runTar(['-xf', backupFile, '-C', unpacked])
      const manifestFile = path.join(unpacked, 'manifest.json')
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
      manifest.database.tables['public.leads'] += 1
      writeFileSync(manifestFile, JSON.stringify(manifest))
      const tampered = path.join(work, 'tampered.tar')
      await runTar(['-cf', tampered, '-C', unpacked, ...readdirSync(unpacked)])

      await withClient(restoredUrl, (c) => c.query(`DELETE FROM leads WHERE id = $1`, [ids.contactLead]))
      const before = await withClient(restoredUrl, tableCounts)
      const failed = await runScript('db-restore', [tampered, '--force'], {
        DATABASE_URL: restoredUrl,
        MEDIA_DIR: restoredMedia,
      })
      expect(failed.code).toBe(1)
      expect(failed.stderr).toMatch(
        /Restore failed; .* as they were\. the restored row counts differ from the backup's:\s+public\.leads: backup \d+, restored \d+/,
      )
      expect(await withClient(restoredUrl, tableCounts)).toEqual(before)
      expect(mediaFiles.every((file) => existsSync(path.join(restoredMedia, file)))).toBe(true)
    },
    RESTORE_TIMEOUT,
  )

  it(
    'fails, and creates nothing, into a database that did not exist',
    async () => {
      const tampered = path.join(work, 'tampered.tar')
      const freshName = `${restoredName}_fresh`
      const fresh = await runScript('db-restore', [tampered], {
        DATABASE_URL: Object.assign(new URL(sourceUrl), { pathname: `/${freshName}` }).toString(),
        MEDIA_DIR: path.join(work, 'fresh-media'),
      })
      expect(fresh.code).toBe(1)
      expect(fresh.stderr).toMatch(/Restore failed; .* as they were/)
      const left = await withClient(
        sourceUrl,
        async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [freshName])).rowCount,
      )
      expect(left).toBe(0)
      expect(existsSync(path.join(work, 'fresh-media'))).toBe(false)
    },
    RESTORE_TIMEOUT,
  )
})

function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`tar ${args.join(' ')} exited ${code}`))))
  })
}
