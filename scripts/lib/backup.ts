/**
 * `npm run db:backup` (issue 16, section 5; decision 0210): the database and the uploaded files
 * in one file an operator can copy off the machine.
 *
 * The row counts and pg_dump read the same snapshot (pg_export_snapshot, pg_dump --snapshot), so
 * the manifest's counts are exactly what the dump holds even while the site takes leads; the
 * restore checks every table against them. Media are copied after the dump: a file uploaded in
 * between is in the backup without its row (harmless), never the other way round unless a file
 * is deleted in between.
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  BACKUP_FORMAT,
  DUMP_FILE,
  MANIFEST_FILE,
  SECRETS_NOT_INCLUDED,
  folderStats,
  mediaFolders,
  writeTar,
  type BackupManifest,
  type MediaEntry,
} from './backup-archive'
import { connect, databaseNameOf, libpqTarget, serverVersion, tableCounts } from './backup-db'
import { configuredCreditKey, keyFingerprint, keyOpensStoredValues } from './credit-key-check'
import { findTool, majorOf } from './pg-tools'

export type BackupOptions = {
  databaseUrl: string
  /** Where the backup goes; refused when it exists. */
  out: string
  /** MEDIA_DIR; ignored when `s3Bucket` is set (uploads live in the bucket). */
  mediaDir: string
  s3Bucket?: string
  log?: (line: string) => void
}

export type BackupResult = { file: string; bytes: number; seconds: number; manifest: BackupManifest }

/** backups/<database>-2026-11-24T120000Z.tar */
export function defaultBackupPath(databaseUrl: string, now: Date, dir = 'backups'): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '')
  return path.join(dir, `${databaseNameOf(databaseUrl)}-${stamp}.tar`)
}

/** Runs a PostgreSQL program; its error output becomes the error message. */
export function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += String(d)))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} failed (exit ${code}): ${stderr.trim()}`)),
    )
  })
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now()
  const log = options.log ?? (() => undefined)
  const out = path.resolve(options.out)
  if (existsSync(out)) throw new Error(`${out} already exists; a backup never overwrites a file.`)

  mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 })
  const client = await connect(options.databaseUrl)
  const partial = `${out}.partial`
  const work = mkdtempSync(path.join(path.dirname(out), '.backup-'))
  try {
    const version = await serverVersion(client)
    const pgDump = findTool('pg_dump', { major: majorOf(version), version, what: 'server' })
    if (!pgDump.ok) throw new Error(pgDump.message)

    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id
    const tables = await tableCounts(client)
    const key = configuredCreditKey()
    const opens = await keyOpensStoredValues(client, key)
    log(
      `dumping ${Object.keys(tables).length} tables with ${pgDump.tool.path} ${pgDump.tool.version} (server ${version})`,
    )
    const target = libpqTarget(options.databaseUrl)
    const dumpFile = path.join(work, DUMP_FILE)
    await runTool(
      pgDump.tool.path,
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${target.dbname}`],
      target.env,
    )
    await client.query('COMMIT')

    const items = [
      { base: work, name: MANIFEST_FILE },
      { base: work, name: DUMP_FILE },
    ]
    let media: BackupManifest['media']
    if (options.s3Bucket) {
      media = { storage: 's3', bucket: options.s3Bucket }
    } else {
      const entries: MediaEntry[] = []
      for (const folder of mediaFolders(options.mediaDir)) {
        if (!existsSync(folder.dir)) continue
        const name = path.basename(folder.dir)
        entries.push({ name, role: folder.role, ...folderStats(folder.dir) })
        items.push({ base: path.dirname(folder.dir), name })
      }
      media = { storage: 'disk', entries }
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date(started).toISOString(),
      database: {
        name: databaseNameOf(options.databaseUrl),
        serverVersion: version,
        pgDumpVersion: pgDump.tool.version,
        file: DUMP_FILE,
        bytes: statSync(dumpFile).size,
        tables,
      },
      media,
      creditDataKey: { fingerprint: key ? keyFingerprint(key) : null, opensStoredValues: opens },
      notIncluded: SECRETS_NOT_INCLUDED,
    }
    writeFileSync(path.join(work, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)

    // Personal data inside: readable by the owner only. Written under a temporary name, so a file
    // with the final name is always a whole backup.
    writeFileSync(partial, '', { mode: 0o600 })
    await writeTar(partial, items)
    chmodSync(partial, 0o600)
    renameSync(partial, out)
    return { file: out, bytes: statSync(out).size, seconds: (Date.now() - started) / 1000, manifest }
  } finally {
    await client.end().catch(() => undefined)
    rmSync(work, { recursive: true, force: true })
    rmSync(partial, { force: true })
  }
}
