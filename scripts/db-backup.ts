/**
 * `npm run db:backup [-- FILE]`: the site's database and uploaded files in one file (issue 16,
 * section 5; decision 0210). The embedded database by default, DATABASE_URL when set; MEDIA_DIR
 * and <MEDIA_DIR>-private unless uploads are in S3. Default file: backups/<database>-<UTC time>.tar.
 */
import { parseArgs } from 'node:util'
import { openDatabase, type DatabaseHandle } from './lib/database'
import { createBackup, defaultBackupPath } from './lib/backup'
import { formatBytes, shownPath, sumRows } from './lib/backup-archive'
import { formatCount as n } from '../src/domain/money/format-count'
import { describeTarget } from './lib/backup-db'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h' } },
})
if (values.help || positionals.length > 1) {
  console.log('usage: npm run db:backup [-- FILE]   (default FILE: backups/<database>-<UTC time>.tar)')
  process.exit(values.help ? 0 : 2)
}

let db: DatabaseHandle | undefined
let code = 0
try {
  db = await openDatabase('production')
  const s3Bucket = process.env.S3_BUCKET || undefined
  const result = await createBackup({
    databaseUrl: db.url,
    out: positionals[0] ?? defaultBackupPath(db.url, new Date()),
    mediaDir: process.env.MEDIA_DIR || 'media',
    s3Bucket,
    log: (line) => console.log(`[backup] ${line}`),
  })
  const { database, media, creditDataKey } = result.manifest
  console.log(
    `\nBackup written: ${shownPath(result.file)} (${formatBytes(result.bytes)}) in ${result.seconds.toFixed(1)} s`,
  )
  console.log(
    `  database ${describeTarget(db.url)} (PostgreSQL ${database.serverVersion}, pg_dump ${database.pgDumpVersion}): ${n(Object.keys(database.tables).length)} tables, ${n(sumRows(database.tables))} rows, dump ${formatBytes(database.bytes)}`,
  )
  if (media.storage === 's3')
    console.log(
      `  media: in S3 bucket ${media.bucket}, NOT in this file: keep the bucket versioned or replicated (README "Operations")`,
    )
  else if (media.entries.length === 0) console.log('  media: no media folder on this machine')
  else
    console.log(
      `  media: ${media.entries.map((e) => `${e.name}/ ${n(e.files)} files (${formatBytes(e.bytes)})`).join(', ')}`,
    )
  if (creditDataKey.opensStoredValues === true)
    console.log(
      `  credit-data key ${creditDataKey.fingerprint}: opens the stored credit applications; it is not in the backup, keep it with it`,
    )
  if (creditDataKey.opensStoredValues === false)
    console.log(
      '  WARNING: the credit-data key of this machine does not open the stored credit applications; their SSNs and dates of birth can only be read with the key they were sealed with',
    )
  console.log(
    '  Not inside, keep them yourself: CREDIT_DATA_KEY (or .data/credit-data-key.secret) and PAYLOAD_SECRET (or .data/payload.secret)',
  )
  console.log(
    '  The file holds personal data (leads, credit applications, resumes): keep copies off this machine, where only whoever restores can read them.',
  )
} catch (err) {
  console.error(`db:backup: ${(err as Error).message}`)
  code = 1
}
await db?.release()
process.exit(code)
