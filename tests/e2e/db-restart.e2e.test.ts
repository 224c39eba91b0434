/**
 * Issue 9, "Faults": Postgres restarted under load. A `next start` of the built app runs on its OWN
 * throwaway embedded cluster (never the shared one on 54329, which other runs use), while lead posts
 * and health checks keep coming. While Postgres is down every request fails fast with 503 (never a
 * 500, never a hang); when it is back the same server process answers 200/201 again by itself; and
 * every lead that was answered 201 is in the database afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/free-port'
import { startEmbeddedCluster, ensureDatabase, type EmbeddedCluster } from '../../scripts/lib/embedded-db'
import { migrateAndSeed } from '../support/prepare-database'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { launchServer } from '../../scripts/lib/server-command'
import { stopChild, stopPostmaster } from '../support/processes'

const root = path.resolve(import.meta.dirname, '..', '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'h8-pg-restart-'))
const cleanup: string[] = []
let cluster: EmbeddedCluster | undefined
let server: ChildProcess | undefined
const log = () => undefined

/** Fast shutdown of OUR cluster (SIGINT to its postmaster, read from our own data folder). */
async function stopOwnPostgres(port: number): Promise<void> {
  await stopPostmaster(dataDir)
  const probe = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 1000,
  })
  await expect(probe.connect()).rejects.toThrow()
}

afterAll(async () => {
  await stopChild(server)
  await cluster?.stop().catch(() => undefined)
  await stopPostmaster(dataDir).catch(() => undefined)
  // The lease folder of startEmbeddedCluster sits beside the data folder.
  for (const dir of [dataDir, `${dataDir}.users`, ...cleanup]) rmSync(dir, { recursive: true, force: true })
}, 30_000)

type Outcome = {
  phase: 'before' | 'stopping' | 'down' | 'after'
  kind: 'lead' | 'health'
  status: number
  ms: number
  id?: number
  reason?: string
  /** A request that got no answer at all (status -1): why. */
  error?: string
}

describe('Postgres restart under load', () => {
  it('answers 503 fast while the database is down, recovers without a restart, loses no accepted lead', async () => {
    const [pgPort, port] = [await freePort(), await freePort()]
    cluster = await startEmbeddedCluster({ port: pgPort, dataDir, log })
    await ensureDatabase(cluster.url('postgres'), 'restart')
    const dbUrl = cluster.url('restart')
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'h8-pg-restart-media-'))
    cleanup.push(mediaDir)
    await migrateAndSeed(dbUrl, 5, mediaDir)

    const baseUrl = `http://127.0.0.1:${port}`
    // The server's output, both streams: Payload's logger writes its errors to stdout.
    let serverLog = ''
    server = launchServer({
      root,
      port,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        MEDIA_DIR: mediaDir,
        OUTBOX_DIR: path.join(mediaDir, 'outbox'),
        PUBLIC_URL: baseUrl,
        LEAD_JOBS_AUTORUN: '0',
        LEADS_RATE_LIMIT: '100000',
        SMTP_URL: undefined,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [server.stdout, server.stderr]) stream?.on('data', (d: Buffer) => (serverLog += d.toString()))
    const serverPid = server.pid
    let healthy = false
    for (let i = 0; i < 240 && !healthy; i++) {
      healthy = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (!healthy) await new Promise((r) => setTimeout(r, 250))
    }
    expect(healthy).toBe(true)

    let phase: Outcome['phase'] = 'before'
    const outcomes: Outcome[] = []
    let running = true
    let n = 0
    const body = (i: number) =>
      JSON.stringify({
        formType: 'CONTACT_GENERAL',
        data: { ...VALID_BODIES.CONTACT_GENERAL, email: `restart${i}@example.com` },
      })
    async function one(kind: Outcome['kind']): Promise<void> {
      const at = phase
      const started = Date.now()
      const res =
        kind === 'lead'
          ? await fetch(`${baseUrl}/api/leads`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: baseUrl },
              body: body(n++),
              signal: AbortSignal.timeout(20_000),
            })
          : await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(20_000) })
      const json = (await res.json().catch(() => ({}))) as { id?: number; reason?: string }
      // A request still in flight when the stop began belongs to 'stopping': it may go either way.
      const when = at === 'before' && phase !== 'before' ? 'stopping' : at
      outcomes.push({
        phase: when,
        kind,
        status: res.status,
        ms: Date.now() - started,
        id: json.id,
        reason: json.reason,
      })
    }
    // Load: three lead writers and one health poller, back to back, for the whole test.
    const workers = (['lead', 'lead', 'lead', 'health'] as const).map(async (kind) => {
      while (running) {
        await one(kind).catch((err: Error) => outcomes.push({ phase, kind, status: -1, ms: 0, error: err.message }))
        // The poller's pace (a monitor checks every 100 ms), not a wait for anything.
        if (kind === 'health') await new Promise((r) => setTimeout(r, 100))
      }
    })

    const seen = (p: Outcome['phase'], kind: Outcome['kind'], status: number) =>
      outcomes.filter((o) => o.phase === p && o.kind === kind && o.status === status).length
    /** Waits for `reached`; when it times out, the error counts every answer so far by phase and status. */
    const until = (what: string, timeout: number, reached: () => boolean) =>
      expect
        .poll(reached, { timeout })
        .toBe(true)
        .catch((err: Error) => {
          const counts: Record<string, number> = {}
          for (const o of outcomes) {
            const why = o.reason ?? o.error
            const key = `${o.phase} ${o.kind} ${o.status}${why ? ` (${why})` : ''}`
            counts[key] = (counts[key] ?? 0) + 1
          }
          throw new Error(
            `${what}: not within ${timeout / 1000} s. Answers so far: ${JSON.stringify(counts)}. Server log: ${serverLog.slice(-1500)}`,
            {
              cause: err,
            },
          )
        })
    // Load before the stop: leads accepted and the database reported healthy.
    // 60 s: a full `npm test` keeps both cores busy, and a cold server's first leads are slow.
    await until(
      '5 leads accepted and one healthy answer before the stop',
      60_000,
      () => seen('before', 'lead', 201) >= 5 && seen('before', 'health', 200) >= 1,
    )
    // Requests started while Postgres shuts down may go either way; they are only checked for 5xx.
    phase = 'stopping'
    await stopOwnPostgres(pgPort)
    phase = 'down'
    // Down for as long as it takes leads and health checks to have been answered while it is down.
    await until(
      'leads and health checks answered 503 while the database is down',
      60_000,
      () =>
        outcomes.filter((o) => o.phase === 'down').length > 5 &&
        seen('down', 'lead', 503) >= 3 &&
        seen('down', 'health', 503) >= 1,
    )
    phase = 'after'
    cluster = await startEmbeddedCluster({ port: pgPort, dataDir, log })
    // Recovery by itself: the same process answers health 200 and accepts leads again.
    await until(
      'a lead accepted and a healthy answer after the restart',
      30_000,
      () => seen('after', 'lead', 201) >= 1 && seen('after', 'health', 200) >= 1,
    )
    running = false
    await Promise.all(workers)

    expect(server.exitCode, serverLog.slice(-2000)).toBeNull()
    expect(server.pid).toBe(serverPid)
    expect(serverLog).not.toMatch(/uncaughtException/)
    const statuses = (p: Outcome['phase']) =>
      [...new Set(outcomes.filter((o) => o.phase === p).map((o) => o.status))].sort()
    // Before the stop every lead is accepted. Health answers 200, or 503 'database timeout' when
    // `select 1` took over its 2 s budget (api/health: a slow database IS reported, e.g. on a CI
    // machine running other suites); anything else before the stop is a failure.
    const before = outcomes.filter((o) => o.phase === 'before')
    expect([...new Set(before.filter((o) => o.kind === 'lead').map((o) => o.status))]).toEqual([201])
    const badHealth = before.filter(
      (o) =>
        o.kind === 'health' &&
        o.status !== 200 &&
        !(o.status === 503 && o.reason === 'database timeout' && o.ms >= 2000),
    )
    expect(badHealth).toEqual([])
    expect(before.some((o) => o.kind === 'health' && o.status === 200)).toBe(true)
    // While down: only 503s, and fast.
    const down = outcomes.filter((o) => o.phase === 'down')
    expect(down.length).toBeGreaterThan(5)
    expect([...new Set(down.map((o) => o.status))]).toEqual([503])
    expect(Math.max(...down.map((o) => o.ms))).toBeLessThan(6000)
    // Back up: leads accepted again and health 200; only in-between answers may still be 503.
    expect(statuses('after').filter((s) => s !== 503)).toEqual([200, 201])
    expect(outcomes.filter((o) => o.status === 500 || o.status === -1)).toEqual([])

    const accepted = outcomes.filter((o) => o.status === 201).map((o) => o.id as number)
    const client = new pg.Client({ connectionString: dbUrl })
    await client.connect()
    const { rows } = await client.query<{ id: number }>('select id from leads where id = any($1::int[])', [accepted])
    await client.end()
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...accepted].sort((a, b) => a - b))
    console.log(
      `[db-restart] ${outcomes.length} requests, ${accepted.length} leads accepted, ${down.length} answered while down (max ${Math.max(...down.map((o) => o.ms))} ms)`,
    )
    // The bound covers a cluster of its own, migrations, a seed and a server start besides the
    // restart: 51 s alone, 120 s under a full `npm test`, past 180 s once on the 2-core machine.
    // The answers' own times are asserted above; this only stops a hung run.
  }, 300_000)
})
