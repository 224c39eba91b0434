/**
 * The backup file (decision 0210): one uncompressed tar holding
 *   manifest.json   what is inside: versions, row count of every table, media files, key check
 *   database.dump   pg_dump --format=custom (already compressed; pg_restore reads it)
 *   <media>/        MEDIA_DIR (uploaded images), when uploads are on local disk
 *   <media>-private/  resumes (<MEDIA_DIR>-private/resumes)
 * Plain tar so that an operator can open it with standard tools (`tar -xf`, then `pg_restore`).
 * Secrets are never inside: see SECRETS_NOT_INCLUDED.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

export const BACKUP_FORMAT = 'dealership-backup/1'
export const MANIFEST_FILE = 'manifest.json'
export const DUMP_FILE = 'database.dump'

export type MediaEntry = { name: string; role: 'public' | 'private'; files: number; bytes: number }

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  createdAt: string
  database: {
    name: string
    serverVersion: string
    pgDumpVersion: string
    file: typeof DUMP_FILE
    bytes: number
    tables: Record<string, number>
  }
  media: { storage: 'disk'; entries: MediaEntry[] } | { storage: 's3'; bucket: string }
  /** Whether the credit-data key of the machine that made the backup opened a stored SSN. */
  creditDataKey: { fingerprint: string | null; opensStoredValues: boolean | null }
  notIncluded: string[]
}

export const SECRETS_NOT_INCLUDED = [
  'CREDIT_DATA_KEY (or .data/credit-data-key.secret): without it the SSNs and dates of birth in credit applications cannot be read',
  'PAYLOAD_SECRET (or .data/payload.secret): a different one only signs staff out',
  'SMTP, S3, Twilio and Meta credentials (the environment)',
]

/** The media folders of a MEDIA_DIR, as the app lays them out (README "Configuration"). */
export function mediaFolders(mediaDir: string): { role: 'public' | 'private'; dir: string }[] {
  const dir = path.resolve(mediaDir)
  return [
    { role: 'public', dir },
    { role: 'private', dir: `${dir}-private` },
  ]
}

/** Files and bytes under a folder (0 when it does not exist). `.gitkeep` does not count as content. */
export function folderStats(dir: string): { files: number; bytes: number } {
  let files = 0
  let bytes = 0
  if (!existsSync(dir)) return { files, bytes }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name === '.gitkeep') continue
    files += 1
    bytes += statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/** Writes a tar of `items`: each item is a name inside its base folder. */
export async function writeTar(file: string, items: { base: string; name: string }[]): Promise<void> {
  const args = ['-cf', file]
  for (const item of items) args.push('-C', item.base, item.name)
  await execFileAsync('tar', args, { maxBuffer: 16 * 1024 * 1024 })
}

export async function extractTar(file: string, into: string): Promise<void> {
  await execFileAsync('tar', ['-xf', path.resolve(file), '-C', into], { maxBuffer: 16 * 1024 * 1024 })
}

/** Reads the manifest without unpacking the rest. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string
  try {
    text = (await execFileAsync('tar', ['-xOf', path.resolve(file), MANIFEST_FILE], { maxBuffer: 64 * 1024 * 1024 }))
      .stdout
  } catch {
    throw new Error(`${file} is not a backup made by npm run db:backup (no ${MANIFEST_FILE} inside).`)
  }
  const manifest = JSON.parse(text) as BackupManifest
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${file} has backup format "${manifest.format}"; this version reads "${BACKUP_FORMAT}".`)
  return manifest
}

/** A path as the backup commands print it: relative to the project when inside it, absolute otherwise. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') ? file : relative || '.'
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

export function sumRows(tables: Record<string, number>): number {
  return Object.values(tables).reduce((a, b) => a + b, 0)
}
