/**
 * `npm run db:restore -- FILE [--force]`: puts a backup made by `npm run db:backup` back (issue 16,
 * section 5; decision 0210). Into the embedded database by default, DATABASE_URL when set (a
 * database that does not exist is created); media into MEDIA_DIR and <MEDIA_DIR>-private. A
 * database or media folder that holds anything is replaced only with --force, with the app stopped.
 */
import { parseArgs } from 'node:util'
import { openDatabase, type DatabaseHandle } from './lib/database'
import { formatBytes, shownPath } from './lib/backup-archive'
import { formatCount as n } from '../src/domain/money/format-count'
import { describeTarget } from './lib/backup-db'
import { restoreBackup } from './lib/restore'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
})
if (values.help || positionals.length !== 1) {
  console.log(
    'usage: npm run db:restore -- FILE [--force]   (--force: replace a database or media folder that is not empty)',
  )
  process.exit(values.help ? 0 : 2)
}

let db: DatabaseHandle | undefined
let code = 0
try {
  db = await openDatabase('production')
  const result = await restoreBackup({
    file: positionals[0],
    databaseUrl: db.url,
    mediaDir: process.env.MEDIA_DIR || 'media',
    s3Bucket: process.env.S3_BUCKET || undefined,
    force: values.force,
    log: (line) => console.log(`[restore] ${line}`),
  })
  const { manifest } = result
  console.log(
    `\nRestored ${positionals[0]} (made ${manifest.createdAt} from database ${manifest.database.name}, PostgreSQL ${manifest.database.serverVersion}) into ${describeTarget(db.url)} in ${result.seconds.toFixed(1)} s:`,
  )
  if (result.createdDatabase) console.log('  created the database')
  if (result.replaced)
    console.log(
      `  replaced what was there: ${n(result.replaced.database.tables)} tables (${n(result.replaced.database.rows)} rows) and ${n(result.replaced.mediaFiles)} media files`,
    )
  console.log(
    `  database: ${n(result.tables)} tables, ${n(result.rows)} rows; every table's row count equals the backup's`,
  )
  if (manifest.media.storage === 's3')
    console.log(`  media: the backup's uploads are in S3 bucket ${manifest.media.bucket}; nothing restored to disk`)
  for (const m of result.media)
    console.log(`  media: ${shownPath(m.dir)}/ ${n(m.files)} files (${formatBytes(m.bytes)})`)
  if (process.env.S3_BUCKET && manifest.media.storage === 'disk')
    console.log(
      `  NOTE: this machine keeps uploads in S3 bucket ${process.env.S3_BUCKET}: copy the restored media folders there (README "Scaling out")`,
    )
  if (result.keyNote) console.log(`  ${result.keyNote}`)
  console.log('Next: npm start (it applies any migration newer than the backup).')
} catch (err) {
  console.error(`db:restore: ${(err as Error).message}`)
  code = 1
}
await db?.release()
process.exit(code)
