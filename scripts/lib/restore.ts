/**
 * `npm run db:restore -- FILE [--force]` (issue 16, section 5; decision 0210).
 *
 * Into an empty database (created when it does not exist) it restores straight away. A database
 * or media folder that holds anything is replaced only with `force`, and only when no other
 * session uses the database. Nothing is destroyed before the new copy is complete: the old schemas
 * are renamed aside and the old media folders moved aside; pg_restore runs in one transaction; then
 * every table's row count must equal the backup's. Any failure puts the old contents back. Only
 * after all of that are the set-aside copies removed.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'
import type pg from 'pg'
import {
  DUMP_FILE,
  extractTar,
  folderStats,
  mediaFolders,
  readManifest,
  sumRows,
  type BackupManifest,
} from './backup-archive'
import {
  connect,
  databaseContents,
  databaseNameOf,
  describeTarget,
  isEmpty,
  libpqTarget,
  otherSessions,
  serverVersion,
  tableCounts,
  userSchemas,
  type DatabaseContents,
} from './backup-db'
import { runTool } from './backup'
import { configuredCreditKey, keyFingerprint, keyOpensStoredValues } from './credit-key-check'
import { dropDatabase, ensureDatabase } from './embedded-db'
import { findTool, majorOf } from './pg-tools'

export type RestoreOptions = {
  file: string
  databaseUrl: string
  mediaDir: string
  s3Bucket?: string
  force?: boolean
  log?: (line: string) => void
}

export type RestoreResult = {
  seconds: number
  manifest: BackupManifest
  createdDatabase: boolean
  tables: number
  rows: number
  media: { dir: string; files: number; bytes: number }[]
  /** What was there before (only when replaced with force). */
  replaced: { database: DatabaseContents; mediaFiles: number } | null
  /** A sentence about the credit-data key, when the backup holds credit applications. */
  keyNote: string | null
}

const n = (value: number) => value.toLocaleString('en-US')

type SchemaAccess = { owner: string; grants: { grantee: string; privilege: string }[] }

async function createIfMissing(url: string): Promise<boolean> {
  try {
    const client = await connect(url)
    await client.end()
    return false
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err
    await ensureDatabase(url, databaseNameOf(url))
    return true
  }
}

async function publicSchemaAccess(client: pg.Client): Promise<SchemaAccess> {
  const owner = (
    await client.query<{ owner: string }>(
      `SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = 'public'`,
    )
  ).rows[0]?.owner
  const { rows } = await client.query<{ grantee: string; privilege: string }>(
    `SELECT CASE WHEN a.grantee = 0 THEN 'PUBLIC' ELSE a.grantee::regrole::text END AS grantee, a.privilege_type AS privilege
     FROM pg_namespace n, aclexplode(n.nspacl) a WHERE n.nspname = 'public' AND a.grantee <> n.nspowner`,
  )
  return { owner: owner ?? 'CURRENT_USER', grants: rows }
}

/** An empty `public` schema with the owner and grants the old one had (as in a new database). */
async function createPublicSchema(client: pg.Client, access: SchemaAccess): Promise<void> {
  await client.query('CREATE SCHEMA public')
  await client.query('SAVEPOINT owner')
  try {
    await client.query(`ALTER SCHEMA public OWNER TO ${access.owner}`)
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT owner')
  }
  for (const g of access.grants) await client.query(`GRANT ${g.privilege} ON SCHEMA public TO ${g.grantee}`)
}

function moveFolder(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true })
  try {
    renameSync(from, to)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
    cpSync(from, to, { recursive: true, preserveTimestamps: true })
    rmSync(from, { recursive: true, force: true })
  }
}

function countMismatches(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  const lines = names
    .filter((n) => expected[n] !== actual[n])
    .map((n) => `${n}: backup ${expected[n] ?? 'no table'}, restored ${actual[n] ?? 'no table'}`)
  return lines.length > 12 ? [...lines.slice(0, 12), `... and ${lines.length - 12} more`] : lines
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = Date.now()
  const log = options.log ?? (() => undefined)
  const file = path.resolve(options.file)
  if (!existsSync(file)) throw new Error(`${file} does not exist.`)
  const manifest = await readManifest(file)
  const target = describeTarget(options.databaseUrl)
  const createdDatabase = await createIfMissing(options.databaseUrl)
  const client = await connect(options.databaseUrl)
  let closing: Promise<void> | undefined
  const close = () => (closing ??= client.end().catch(() => undefined))
  const stamp = new Date(started).toISOString().replace(/\D/g, '').slice(0, 14)
  let work: string | null = null
  try {
    const version = await serverVersion(client)
    const source = manifest.database.serverVersion
    if (majorOf(version) < majorOf(source)) {
      throw new Error(
        `The backup comes from PostgreSQL ${source}; the server of ${target} is PostgreSQL ${version}. Restore it into PostgreSQL ${majorOf(source)} or newer.`,
      )
    }
    const pgRestore = findTool('pg_restore', {
      major: majorOf(manifest.database.pgDumpVersion),
      version: manifest.database.pgDumpVersion,
      what: 'archive',
    })
    if (!pgRestore.ok) throw new Error(pgRestore.message)

    // Media folders follow the backup: each is replaced by the backup's copy, or emptied when the
    // backup has none. A backup whose media are in S3 leaves local folders alone.
    const entries = manifest.media.storage === 'disk' ? manifest.media.entries : null
    const media = entries
      ? mediaFolders(options.mediaDir).map((folder) => ({
          ...folder,
          entry: entries.find((e) => e.role === folder.role),
        }))
      : []
    const before = await databaseContents(client)
    const mediaBefore = media.map((m) => ({ dir: m.dir, files: folderStats(m.dir).files }))
    const mediaFilesBefore = mediaBefore.reduce((a, m) => a + m.files, 0)
    const occupied = !isEmpty(before) || mediaFilesBefore > 0
    if (occupied && !options.force) {
      const what = [
        ...(isEmpty(before) ? [] : [`${target} holds ${n(before.tables)} tables (${n(before.rows)} rows)`]),
        ...mediaBefore.filter((m) => m.files > 0).map((m) => `${m.dir} holds ${n(m.files)} files`),
      ]
      throw new Error(
        `Refusing to restore: ${what.join('; ')}. A restore replaces all of it: stop the app, then run again with --force. ` +
          `Or restore into a new database: set DATABASE_URL to a database name that does not exist yet (it is created) and MEDIA_DIR to an empty folder.`,
      )
    }
    if (occupied) {
      const others = await otherSessions(client)
      if (others > 0)
        throw new Error(
          `${others} other session(s) are connected to ${target}: stop the app (every instance) before replacing its database.`,
        )
    }

    work = mkdtempSync(path.join(path.dirname(path.resolve(options.mediaDir)), '.restore-'))
    log(`unpacking ${path.basename(file)}`)
    await extractTar(file, work)

    const access = await publicSchemaAccess(client)
    const aside = (isEmpty(before) ? [] : before.schemas).map((schema, i) => ({
      schema,
      aside: `pre_restore_${stamp}_${i}`,
    }))
    const movedMedia: { dir: string; aside: string }[] = []
    const placedMedia: string[] = []
    const putBack = async () => {
      await client.query('ROLLBACK').catch(() => undefined)
      await client.query('BEGIN')
      const now = (await userSchemas(client)).filter((s) => !aside.some((a) => a.aside === s))
      for (const schema of now) await client.query(`DROP SCHEMA ${client.escapeIdentifier(schema)} CASCADE`)
      for (const a of aside)
        await client.query(
          `ALTER SCHEMA ${client.escapeIdentifier(a.aside)} RENAME TO ${client.escapeIdentifier(a.schema)}`,
        )
      if (!aside.some((a) => a.schema === 'public')) await createPublicSchema(client, access)
      await client.query('COMMIT')
      for (const dir of placedMedia) rmSync(dir, { recursive: true, force: true })
      for (const m of movedMedia) renameSync(m.aside, m.dir)
    }

    try {
      if (aside.length > 0) {
        await client.query('BEGIN')
        for (const a of aside)
          await client.query(
            `ALTER SCHEMA ${client.escapeIdentifier(a.schema)} RENAME TO ${client.escapeIdentifier(a.aside)}`,
          )
        await createPublicSchema(client, access)
        await client.query('COMMIT')
      }
      log(
        `restoring ${Object.keys(manifest.database.tables).length} tables with ${pgRestore.tool.path} ${pgRestore.tool.version} into ${target} (PostgreSQL ${version})`,
      )
      const libpq = libpqTarget(options.databaseUrl)
      await runTool(
        pgRestore.tool.path,
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${libpq.dbname}`,
          path.join(work, DUMP_FILE),
        ],
        libpq.env,
      )

      for (const m of media) {
        if (existsSync(m.dir)) {
          const to = `${m.dir}.pre-restore-${stamp}`
          renameSync(m.dir, to)
          movedMedia.push({ dir: m.dir, aside: to })
        }
        if (m.entry) {
          moveFolder(path.join(work, m.entry.name), m.dir)
          placedMedia.push(m.dir)
        }
      }

      const restored = Object.fromEntries(
        Object.entries(await tableCounts(client)).filter(
          ([name]) => !aside.some((a) => name.startsWith(`${a.aside}.`)),
        ),
      )
      const mismatches = countMismatches(manifest.database.tables, restored)
      if (mismatches.length > 0)
        throw new Error(`the restored row counts differ from the backup's:\n  ${mismatches.join('\n  ')}`)
    } catch (err) {
      const reason = (err as Error).message
      try {
        await putBack()
      } catch (putBackErr) {
        const kept = [...aside.map((a) => `schema ${a.aside} (was ${a.schema})`), ...movedMedia.map((m) => m.aside)]
        throw new Error(
          `Restore failed: ${reason}\nPutting the old contents back failed too (${(putBackErr as Error).message}); they are kept as: ${kept.join(', ') || 'nothing was replaced'}.`,
        )
      }
      // A database this restore created goes again, so that "as they were" holds for it too.
      if (createdDatabase)
        await close()
          .then(() => dropDatabase(options.databaseUrl, databaseNameOf(options.databaseUrl)))
          .catch(() => undefined)
      throw new Error(
        `Restore failed; ${target}${media.length ? ' and the media folders' : ''} are as they were. ${reason}`,
      )
    }

    // Done: the set-aside copies go, and the planner gets statistics (pg_restore brings none;
    // autovacuum would gather them later).
    for (const a of aside) await client.query(`DROP SCHEMA ${client.escapeIdentifier(a.aside)} CASCADE`)
    for (const m of movedMedia) rmSync(m.aside, { recursive: true, force: true })
    await client
      .query('ANALYZE')
      .catch((err: Error) => log(`ANALYZE failed (${err.message}); autovacuum gathers the statistics later`))

    const keyNote = await describeKey(client, manifest)
    return {
      seconds: (Date.now() - started) / 1000,
      manifest,
      createdDatabase,
      tables: Object.keys(manifest.database.tables).length,
      rows: sumRows(manifest.database.tables),
      media: placedMedia.map((dir) => ({ dir, ...folderStats(dir) })),
      replaced: occupied ? { database: before, mediaFiles: mediaFilesBefore } : null,
      keyNote,
    }
  } finally {
    await close()
    if (work) rmSync(work, { recursive: true, force: true })
  }
}

async function describeKey(client: pg.Client, manifest: BackupManifest): Promise<string | null> {
  const key = configuredCreditKey()
  const opens = await keyOpensStoredValues(client, key)
  if (opens === null) return null
  const theirs = manifest.creditDataKey.fingerprint
    ? ` (the backup's machine had key ${manifest.creditDataKey.fingerprint})`
    : ''
  if (!key)
    return `WARNING: no credit-data key here (CREDIT_DATA_KEY or .data/credit-data-key.secret); the restored credit applications cannot be read until the key they were sealed with is put back${theirs}.`
  if (opens) return `credit-data key: the key here (${keyFingerprint(key)}) opens the restored credit applications.`
  return `WARNING: the credit-data key here (${keyFingerprint(key)}) does not open the restored credit applications; put back the key they were sealed with${theirs}.`
}
