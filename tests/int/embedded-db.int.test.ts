/**
 * Issue 2 acceptance: "Killing the app with SIGKILL and running npm start again works". The
 * launcher's embedded Postgres must survive its parent being SIGKILLed: the next start either
 * reuses the orphaned cluster or, when the postmaster is gone too, clears the stale pid file.
 * Issue 16, section 5: a data folder of another PostgreSQL major version is refused with a message
 * that says what to do, before anything touches it.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { embeddedServerMajor, startEmbeddedCluster, type EmbeddedCluster } from '../../scripts/lib/embedded-db'
import { stopChild, stopPostmaster } from '../support/processes'

const root = path.resolve(import.meta.dirname, '..', '..')
const base = mkdtempSync(path.join(os.tmpdir(), 'embedded-pg-test-'))
chmodSync(base, 0o755)
const dataDir = path.join(base, 'data')
const port = 55000 + (process.pid % 900)
const clusters: EmbeddedCluster[] = []

async function canQuery(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
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

afterAll(async () => {
  for (const c of clusters) await c.stop().catch(() => undefined)
  await stopPostmaster(dataDir).catch(() => undefined)
  rmSync(base, { recursive: true, force: true })
})

describe('embedded Postgres after a SIGKILL', () => {
  it('reuses the cluster a killed launcher left running', async () => {
    const script = `import { startEmbeddedCluster } from ${JSON.stringify(path.join(root, 'scripts/lib/embedded-db.ts'))}
await startEmbeddedCluster({ port: ${port}, dataDir: ${JSON.stringify(dataDir)}, log: () => {} })
console.log('READY')
setInterval(() => {}, 1000)`
    const file = path.join(base, 'launcher.mts')
    writeFileSync(file, script)
    // stderr through a pipe of this worker's own, not inherited: a process the launcher leaves behind
    // would otherwise hold the test runner's pipe open and keep it from exiting (10 s, then forced).
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stderr.on('data', (d) => process.stderr.write(d))
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('READY') && resolve())
      child.on('exit', (code) => reject(new Error(`launcher exited ${code}`)))
    })
    await stopChild(child, 'SIGKILL')
    const messages: string[] = []
    const cluster = await startEmbeddedCluster({ port, dataDir, log: (m) => messages.push(m) })
    clusters.push(cluster)
    expect(cluster.startedHere).toBe(false)
    expect(messages.join('\n')).toMatch(/reusing the running cluster/)
    expect(await canQuery(cluster.url('postgres'))).toBe(true)
  }, 90_000)

  it('removes a stale postmaster.pid whose process is gone and starts again', async () => {
    // Stop whatever runs, then leave a pid file that points at a process that does not exist.
    const pidFile = path.join(dataDir, 'postmaster.pid')
    await stopPostmaster(dataDir)
    writeFileSync(pidFile, '999999\n/bogus\n')
    const messages: string[] = []
    const cluster = await startEmbeddedCluster({ port, dataDir, log: (m) => messages.push(m) })
    clusters.push(cluster)
    expect(cluster.startedHere).toBe(true)
    expect(messages.join('\n')).toMatch(/removing stale/)
    expect(await canQuery(cluster.url('postgres'))).toBe(true)
  }, 90_000)

  it('refuses a data folder of another PostgreSQL major version, saying what to do, and touches nothing (issue 16)', async () => {
    const ours = embeddedServerMajor()
    const other = ours === 18 ? 17 : 18
    const oldDir = path.join(base, 'other-major')
    mkdirSync(oldDir)
    writeFileSync(path.join(oldDir, 'PG_VERSION'), `${other}\n`)
    const attempt = startEmbeddedCluster({ port: port + 1, dataDir: oldDir, log: () => {} })
    await expect(attempt).rejects.toThrow(
      `was created by PostgreSQL ${other}; this version of the project runs PostgreSQL ${ours}, which cannot open it`,
    )
    await expect(attempt).rejects.toThrow(/move the folder aside .*keep its data: dump it with PostgreSQL/s)
    expect(readdirSync(oldDir)).toEqual(['PG_VERSION'])
  })
})
