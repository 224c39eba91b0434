/**
 * Issue 35, "Faults": one of two instances killed in the middle of renders, the other carrying on
 * behind the proxy. Two instances of the built app (started as `npm start` starts them) on one
 * Postgres, behind Debian's nginx with docker-compose.yml's upstream settings (max_fails=1,
 * fail_timeout=10s; proxy_next_upstream error timeout http_502 http_503 http_504). Shoppers' page
 * requests and lead submissions run without pause; instance A is killed with SIGKILL in the middle.
 *
 * What it prints, for docs/security.md "Faults": every answer by status before and after the kill,
 * page requests that failed (nginx retries a GET on the other instance, so none should), lead
 * submissions that failed (a POST is never sent twice: one in flight on A gets a 502, and the
 * shopper's form says to try again), and whether every lead answered 201 is in the database.
 *
 * Run by hand on a machine with nginx (`apt-get install nginx-light`, or NGINX_PATH): it is not part
 * of `npm test`, which needs nothing outside Node and Debian's Chromium and Postgres client.
 *   npm run build && npm run fault:instance-killed
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { parseArgs } from 'node:util'
import { buildIsCurrent } from '../lib/build-fingerprint'
import { ensureDatabase, startEmbeddedCluster } from '../lib/embedded-db'
import { freePort } from '../lib/free-port'
import { launchServer } from '../lib/server-command'
import { waitHealthy } from '../lib/wait-healthy'
import { migrateAndSeed } from '../../tests/support/prepare-database'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'

const root = path.resolve(import.meta.dirname, '..', '..')
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx'
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '40' },
    'kill-at': { type: 'string', default: '15' },
    clients: { type: 'string', default: '20' },
    'lead-clients': { type: 'string', default: '2' },
  },
})
const SECONDS = Number(values.seconds)
const KILL_AT = Number(values['kill-at'])
const PAGE_PATHS = ['/', '/cars-for-sale', '/cars-for-sale/suvs?sort=priceLow', '/contact-us', '/our-company']

if (!existsSync(NGINX)) {
  console.error(`nginx not found at ${NGINX}: apt-get install nginx-light, or set NGINX_PATH`)
  process.exit(2)
}
if (!buildIsCurrent(root)) {
  console.error('The build is not current: run `npm run build` first.')
  process.exit(2)
}

const work = mkdtempSync(path.join(os.tmpdir(), 'fault-instance-killed-'))
const children: ChildProcess[] = []
const [pgPort, proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort(), await freePort()]
// A folder of its own, as the tests give theirs: as root, the cluster runs as another user and takes it over.
const pgDir = mkdtempSync(path.join(os.tmpdir(), 'fault-instance-killed-pg-'))
const cluster = await startEmbeddedCluster({ port: pgPort, dataDir: pgDir, log: () => undefined })

try {
  await ensureDatabase(cluster.url('postgres'), 'fault')
  const dbUrl = cluster.url('fault')
  const mediaDir = path.join(work, 'media')
  console.log('[fault] migrating and seeding (200 vehicles)…')
  await migrateAndSeed(dbUrl, 200, mediaDir)
  const publicUrl = `http://127.0.0.1:${proxyPort}`

  const start = (port: number) => {
    const child = launchServer({
      root,
      port,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        PAYLOAD_SECRET: 'fault-instance-killed-secret-0123456789',
        MEDIA_DIR: mediaDir,
        OUTBOX_DIR: path.join(work, 'outbox'),
        SMS_OUTBOX_DIR: path.join(work, 'sms-outbox'),
        PUBLIC_URL: publicUrl,
        LEADS_RATE_LIMIT: '100000',
        TRUSTED_PROXIES: '1',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    })
    children.push(child)
    return child
  }
  const instanceA = start(portA)
  start(portB)
  for (const port of [portA, portB]) await waitHealthy(`http://127.0.0.1:${port}`, { timeoutMs: 120_000 })

  const nginxConf = path.join(work, 'nginx.conf')
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir))
  // docker-compose.yml's nginx, with the two instances named instead of resolved through Docker's DNS.
  writeFileSync(
    nginxConf,
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream app {
    server 127.0.0.1:${portA} max_fails=1 fail_timeout=10s;
    server 127.0.0.1:${portB} max_fails=1 fail_timeout=10s;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    client_max_body_size 20m;
    location / {
      proxy_pass http://app;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }
  }
}
`,
  )
  children.push(spawn(NGINX, ['-c', nginxConf, '-p', work], { stdio: 'inherit' }))
  await waitHealthy(publicUrl, { timeoutMs: 120_000 })
  // One request per page first, so the rush does not start on empty caches.
  for (const p of PAGE_PATHS) await fetch(`${publicUrl}${p}`).then((r) => r.arrayBuffer())

  type Outcome = { at: number; kind: 'page' | 'lead'; status: number; ms: number; leadId?: number }
  const outcomes: Outcome[] = []
  const began = Date.now()
  const until = began + SECONDS * 1000
  let killedAt = 0
  let sequence = 0

  const pageClient = async (offset: number) => {
    for (let i = offset; Date.now() < until; i++) {
      const sent = Date.now()
      const status = await fetch(`${publicUrl}${PAGE_PATHS[i % PAGE_PATHS.length]}`).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0,
      )
      outcomes.push({ at: sent - began, kind: 'page', status, ms: Date.now() - sent })
    }
  }
  const leadClient = async () => {
    while (Date.now() < until) {
      const email = `fault-${++sequence}@example.com`
      const sent = Date.now()
      const answer = await fetch(`${publicUrl}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ formType: 'CONTACT_GENERAL', data: { ...VALID_BODIES.CONTACT_GENERAL, email } }),
      }).then(
        async (r) => ({ status: r.status, body: (await r.json().catch(() => ({}))) as { id?: number } }),
        () => ({ status: 0, body: {} as { id?: number } }),
      )
      outcomes.push({
        at: sent - began,
        kind: 'lead',
        status: answer.status,
        ms: Date.now() - sent,
        leadId: answer.body.id,
      })
    }
  }
  const killer = (async () => {
    await new Promise((r) => setTimeout(r, KILL_AT * 1000))
    killedAt = Date.now() - began
    instanceA.kill('SIGKILL')
    console.log(`[fault] instance A killed at ${(killedAt / 1000).toFixed(1)} s`)
  })()
  const clients = Number(values.clients)
  const leadClients = Number(values['lead-clients'])
  await Promise.all([
    killer,
    ...Array.from({ length: clients }, (_, i) => pageClient(i)),
    ...Array.from({ length: leadClients }, () => leadClient()),
  ])

  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  const accepted = outcomes.filter((o) => o.kind === 'lead' && o.status === 201).map((o) => o.leadId as number)
  const stored = (await db.query<{ id: number }>('SELECT id FROM leads WHERE id = ANY($1)', [accepted])).rows.length
  const total = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0].n)
  await db.end()

  const summary = (kind: Outcome['kind'], after: boolean) => {
    const of = outcomes.filter((o) => o.kind === kind && o.at >= killedAt === after)
    const byStatus = new Map<number, number>()
    for (const o of of) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1)
    const sorted = of.map((o) => o.ms).sort((a, b) => a - b)
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s || 'no answer'}: ${n}`)
    return `${of.length} (${statuses.join(', ')}; p50 ${p(0.5)} ms, p99 ${p(0.99)} ms)`
  }
  const failedPages = outcomes.filter((o) => o.kind === 'page' && o.status !== 200).length
  const failedLeads = outcomes.filter((o) => o.kind === 'lead' && o.status !== 201).length
  console.log(`[fault] pages before the kill: ${summary('page', false)}`)
  console.log(`[fault] pages after the kill: ${summary('page', true)}`)
  console.log(`[fault] leads before the kill: ${summary('lead', false)}`)
  console.log(`[fault] leads after the kill: ${summary('lead', true)}`)
  console.log(
    `[fault] instance killed: ${outcomes.length} requests, ${failedPages} page requests failed, ${failedLeads} lead submissions failed; ` +
      `${accepted.length} leads answered 201, ${stored} of them stored; ${total - accepted.length} stored without a 201 answer`,
  )
  process.exitCode = stored === accepted.length ? 0 : 1
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await cluster.stop().catch(() => undefined)
  for (const dir of [work, pgDir, `${pgDir}.users`]) rmSync(dir, { recursive: true, force: true })
}
