/**
 * Issue 9, "Scale-out": two `next start` instances of the same build on one Postgres (a throwaway
 * database on this file's OWN embedded cluster), behind a round-robin proxy on loopback
 * (tests/support/round-robin-proxy.ts, the nginx of docker-compose.yml), with mail going to a real
 * SMTP server on loopback and uploads on S3-compatible storage (tests/support/s3-stub.ts).
 *
 * - an edit made through instance A (an offer, a vehicle's price, a store's hours, a vehicle sold) is
 *   shown by BOTH instances' public pages within 1 s of the save's answer: every instance hears of
 *   it through Postgres LISTEN/NOTIFY and drops its page and data caches and its inventory snapshot
 *   (issue 18, decisions 0227 and 0286);
 * - leads submitted through the proxy to both instances, whose job workers both poll the queue,
 *   are each delivered exactly once (one SMTP message per Message-ID the lead recorded);
 * - the lead rate limit holds across instances (counters in Postgres);
 * - an image uploaded through A is served by B (the bucket is shared, MEDIA_DIR is not used).
 */
import http from 'node:http'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/free-port'
import { startEmbeddedCluster, ensureDatabase, type EmbeddedCluster } from '../../scripts/lib/embedded-db'
import { migrateAndSeed } from '../support/prepare-database'
import { RoundRobinProxy } from '../support/round-robin-proxy'
import { SmtpSink } from '../support/smtp-sink'
import { S3Stub } from '../support/s3-stub'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { formatVehicleUrl } from '@/domain/inventory/detail-url'
import { formatSearchUrl } from '@/domain/inventory/search-url'
import { staffApi, staffToken, staffAuthHeaders } from '../support/staff'
import { launchServer } from '../../scripts/lib/server-command'
import { stopChild, stopPostmaster } from '../support/processes'
import { waitHealthy } from '../../scripts/lib/wait-healthy'

const root = path.resolve(import.meta.dirname, '..', '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'h11-scale-out-pg-'))
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'h11-scale-out-media-'))
/** Requests per window per client address on both instances (LEADS_RATE_LIMIT). */
const RATE_LIMIT = 8
const s3 = new S3Stub('scale-out-media')
let cluster: EmbeddedCluster | undefined
let smtp: SmtpSink | undefined
let proxy: RoundRobinProxy | undefined
let dbUrl = ''
const servers: { url: string; child: ChildProcess; stderr: string }[] = []

beforeAll(async () => {
  const [pgPort, proxyPort, smtpPort] = [await freePort(), await freePort(), await freePort()]
  cluster = await startEmbeddedCluster({ port: pgPort, dataDir, log: () => undefined })
  await ensureDatabase(cluster.url('postgres'), 'scale_out')
  dbUrl = cluster.url('scale_out')
  await s3.start()
  // Seeded images go to the bucket too, as on a site that runs on S3 from the start.
  await migrateAndSeed(dbUrl, 5, mediaDir, s3.env())
  smtp = new SmtpSink(smtpPort)
  await smtp.start()
  const publicUrl = `http://127.0.0.1:${proxyPort}`
  for (let i = 0; i < 2; i++) {
    const port = await freePort()
    const child = launchServer({
      root,
      port,
      env: {
        ...process.env,
        ...s3.env(),
        DATABASE_URL: dbUrl,
        // What docker-compose gives every replica: the same secret (a JWT from A is good on B).
        PAYLOAD_SECRET: 'scale-out-test-secret-0123456789abcdef',
        MEDIA_DIR: mediaDir,
        OUTBOX_DIR: path.join(mediaDir, 'outbox'),
        SMS_OUTBOX_DIR: path.join(mediaDir, 'sms-outbox'),
        PUBLIC_URL: publicUrl,
        SMTP_URL: smtp.url,
        // Both instances run the lead queue's worker (the default).
        LEAD_JOBS_AUTORUN: '1',
        LEAD_RETRY_DELAY_MS: '200',
        LEADS_RATE_LIMIT: String(RATE_LIMIT),
        // Behind one reverse proxy, as docker-compose sets it for its nginx (decision 0200).
        TRUSTED_PROXIES: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    const server = { url: `http://127.0.0.1:${port}`, child, stderr: '' }
    child.stderr?.on('data', (d: Buffer) => (server.stderr += d.toString()))
    servers.push(server)
  }
  await Promise.all(servers.map((s) => waitHealthy(s.url, { child: s.child, timeoutMs: 60_000 })))
  proxy = new RoundRobinProxy(servers.map((s) => s.url))
  await proxy.start(proxyPort)
  // A database migrated and seeded and two instances started, beside the other runners: on a
  // machine half as fast as the one this was first timed on, that took more than 240 s.
}, 480_000)

afterAll(async () => {
  await Promise.all(servers.map((s) => stopChild(s.child)))
  await proxy?.stop()
  await smtp?.stop()
  await s3.stop()
  await cluster?.stop().catch(() => undefined)
  await stopPostmaster(dataDir).catch(() => undefined)
  for (const dir of [dataDir, `${dataDir}.users`, mediaDir]) rmSync(dir, { recursive: true, force: true })
}, 30_000)

/** One request through node:http, from a chosen loopback address (each address is one client to the rate limit). */
function request(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string },
): Promise<{ status: number; servedBy: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            servedBy: res.headers['x-served-by'] as string | undefined,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

function postLead(email: string, localAddress: string) {
  const origin = (proxy as RoundRobinProxy).url
  const body = JSON.stringify({ formType: 'CONTACT_GENERAL', data: { ...VALID_BODIES.CONTACT_GENERAL, email } })
  return request(`${origin}/api/leads`, {
    method: 'POST',
    body,
    localAddress,
    headers: { 'content-type': 'application/json', origin },
  })
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

describe('two instances behind a round-robin proxy', () => {
  it("shows an offer, a vehicle price, a store's hours and a sold vehicle edited through instance A on both instances within 1 s of the save", async () => {
    const [a, b] = servers
    const staff = await staffApi(a.url, 'marketing')
    type Edit = {
      name: string
      path: string
      shows: (html: string) => boolean
      save: () => Promise<unknown>
      /** Undoes the edit after the test, for the other tests of this file. */
      undo?: () => Promise<unknown>
    }

    // (a) An offer on the home page.
    const offer = (await staff(
      'GET',
      `/api/promotions?where[title][equals]=${encodeURIComponent('Tire rotation with any service')}&depth=0`,
    )) as { docs: { id: number }[] }
    const title = `Scale-out tire rotation ${Date.now().toString(36)}`
    // (b) The price of a used vehicle on its page (an inventory page: also in the page cache).
    type Vehicle = {
      id: number
      vin: string
      condition: 'new' | 'used' | 'certified'
      year: number
      make: string
      model: string
      trim?: string | null
      price?: number | null
    }
    const vehicles = (await staff(
      'GET',
      '/api/vehicles?where[status][equals]=available&where[private][equals]=false&where[condition][equals]=used&limit=1&depth=0&sort=id',
    )) as { docs: Vehicle[] }
    const vehicle = vehicles.docs[0]
    const price = 97_501 + (Date.now() % 97)
    // (c) The default store's Sunday sales hours on the contact page.
    type Hours = { id?: string; weekday: number; open: number | null; close: number | null; closed: boolean | null }[]
    const stores = (await staff('GET', '/api/locations?where[currentLocation][equals]=true&limit=1&depth=0')) as {
      docs: { id: number; salesHours: Hours }[]
    }
    const store = stores.docs[0]
    const sundayHours = store.salesHours.map((h) =>
      h.weekday === 0 ? { ...h, open: 7.25, close: 19.75, closed: false } : h,
    )

    const edits: Edit[] = [
      {
        name: 'offer',
        path: '/',
        shows: (html) => html.includes(title),
        save: () => staff('PATCH', `/api/promotions/${offer.docs[0].id}`, { title }),
      },
      {
        name: 'vehicle price',
        path: formatVehicleUrl({ ...vehicle, trim: vehicle.trim ?? undefined }),
        shows: (html) => html.includes(`<h2 class="price__amount">$${price.toLocaleString('en-US')}</h2>`),
        save: () => staff('PATCH', `/api/vehicles/${vehicle.id}`, { price }),
      },
      {
        name: 'store hours',
        path: '/contact-us',
        shows: (html) => html.includes('7:15 AM – 7:45 PM'),
        save: () => staff('PATCH', `/api/locations/${store.id}`, { salesHours: sundayHours }),
      },
      // (d) The same vehicle sold: it leaves the search it alone matched (its new price, edit b). That
      // search's vehicles and count come from each instance's inventory snapshot (decision 0286),
      // which the sale must drop on both.
      {
        name: 'vehicle sold',
        path: formatSearchUrl({ condition: 'used', price: { min: 97_500 } }, 'newest', 1),
        shows: (html) => !html.includes(formatVehicleUrl({ ...vehicle, trim: vehicle.trim ?? undefined })),
        save: () => staff('PATCH', `/api/vehicles/${vehicle.id}`, { status: 'sold' }),
        undo: () => staff('PATCH', `/api/vehicles/${vehicle.id}`, { status: 'available' }),
      },
    ]

    const page = async (url: string) => {
      const res = await fetch(url)
      return { status: res.status, html: await res.text(), pageCache: res.headers.get('x-page-cache') }
    }
    /**
     * Polls one instance directly every 50 ms: ms from the save's answer to the sending of the first
     * request that the instance answered with the edit. Timed at the request's start, not its end:
     * what is measured is when the instance serves the edit, not how long the render it then does
     * takes on a loaded machine (that is the benchmark's cold part). An edit not dropped from the
     * caches shows only when they expire, 10 s on.
     */
    const shownAfter = async (url: string, edit: Edit, saved: number): Promise<number> => {
      for (;;) {
        const sent = Date.now()
        const { html } = await page(url)
        if (edit.shows(html)) return sent - saved
        if (Date.now() - saved > 20_000) return Infinity
        await new Promise((r) => setTimeout(r, 50))
      }
    }

    const measured: string[] = []
    for (const edit of edits) {
      // Cached on both instances before the edit: the data cache of both, and for the vehicle page the page cache.
      for (const s of servers) {
        const first = await page(`${s.url}${edit.path}`)
        const second = await page(`${s.url}${edit.path}`)
        // On a failure, what the instance wrote to standard error says why.
        expect([first.status, second.status], `${s.url}${edit.path}\n${s.stderr.slice(-4000)}`).toEqual([200, 200])
        expect(edit.shows(first.html) || edit.shows(second.html), `${edit.name} before the edit`).toBe(false)
        if (edit.name === 'vehicle price') expect(second.pageCache, 'the vehicle page is cached').toBe('hit')
      }
      // The first search read each instance's inventory snapshot in the background (a few hundred
      // vehicles: well under a second); from now on both answer searches from it.
      if (edit.name === 'vehicle sold') await new Promise((r) => setTimeout(r, 1500))
      await edit.save()
      const saved = Date.now()
      const [onA, onB] = await Promise.all([
        shownAfter(`${a.url}${edit.path}`, edit, saved),
        shownAfter(`${b.url}${edit.path}`, edit, saved),
      ])
      measured.push(`${edit.name}: A ${onA} ms, B ${onB} ms`)
      expect(onA, `${edit.name} on A`).toBeLessThanOrEqual(1000)
      expect(onB, `${edit.name} on B`).toBeLessThanOrEqual(1000)
    }
    console.log(`[scale-out] edit shown after the save's answer: ${measured.join('; ')}`)
    // And it stays shown: the old offer title is gone on both.
    for (const s of servers) expect((await page(`${s.url}/`)).html).not.toContain('Tire rotation with any service')
    for (const edit of edits) await edit.undo?.()
  }, 90_000)

  it('delivers every lead submitted through the proxy exactly once, with both workers polling the queue', async () => {
    const run = Date.now().toString(36)
    const answers: Awaited<ReturnType<typeof postLead>>[] = []
    for (let i = 0; i < 6; i++) answers.push(await postLead(`scale-${run}-${i}@example.com`, '127.0.0.2'))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201])
    // The proxy alternated: each instance accepted half of them.
    expect(answers.map((a) => a.servedBy).sort()).toEqual(['0', '0', '0', '1', '1', '1'])
    const leadIds = answers.map((a) => (JSON.parse(a.text) as { id: number }).id)

    type Row = { lead_id: number; message_id: string; status: string }
    const rows = async () =>
      query<Row>('select lead_id, message_id, status from lead_messages where lead_id = any($1::int[])', [leadIds])
    const received = (messageId: string) =>
      (smtp as SmtpSink).received.filter((m) => m.parsed.messageId === messageId).length
    const deadline = Date.now() + 30_000
    for (;;) {
      const current = await rows()
      const done =
        leadIds.every((id) => current.some((r) => r.lead_id === id)) &&
        current.every((r) => r.status === 'sent' && received(r.message_id) >= 1)
      if (done) break
      if (Date.now() > deadline) throw new Error(`not delivered in 30 s: ${JSON.stringify(current)}`)
      await new Promise((r) => setTimeout(r, 250))
    }
    // A second delivery can only come from a job of these leads that is still queued or running:
    // once every one is completed, no worker of either instance can send them again.
    const openJobs = async () =>
      (
        await query<{ n: string }>(
          "select count(*) as n from payload_jobs where queue = 'leads' and (input->>'leadId')::int = any($1::int[]) and (completed_at is null or processing)",
          [leadIds],
        )
      )[0].n
    await expect.poll(openJobs, { timeout: 30_000 }).toBe('0')
    const final = await rows()
    for (const id of leadIds) expect(final.filter((r) => r.lead_id === id).length).toBeGreaterThan(0)
    // Each recorded message reached the SMTP server once, and no other message mentions these leads.
    expect(final.map((r) => received(r.message_id))).toEqual(final.map(() => 1))
    const aboutTheseLeads = (smtp as SmtpSink).received.filter((m) => m.raw.includes(`scale-${run}-`))
    expect(aboutTheseLeads.length).toBe(final.length)
    expect(new Set(aboutTheseLeads.map((m) => m.parsed.messageId)).size).toBe(final.length)
  }, 60_000)

  it('holds the lead rate limit across instances: the request after the limit is refused whichever instance gets it', async () => {
    const run = Date.now().toString(36)
    const answers: Awaited<ReturnType<typeof postLead>>[] = []
    for (let i = 0; i < RATE_LIMIT + 3; i++) answers.push(await postLead(`limit-${run}-${i}@example.com`, '127.0.0.3'))
    expect(answers.map((a) => a.status)).toEqual([...Array(RATE_LIMIT).fill(201), 429, 429, 429])
    // Both instances accepted some and refused some: per-process counters would have let 2 x limit through.
    const servedBy = (status: number) => new Set(answers.filter((a) => a.status === status).map((a) => a.servedBy))
    expect([...servedBy(201)].sort()).toEqual(['0', '1'])
    expect([...servedBy(429)].sort()).toEqual(['0', '1'])
    // Another client is not affected.
    expect((await postLead(`limit-${run}-other@example.com`, '127.0.0.4')).status).toBe(201)
  }, 60_000)

  it('serves from instance B an image uploaded through instance A: the bucket is shared, MEDIA_DIR stays empty', async () => {
    const [a, b] = servers
    const jwt = await staffToken(a.url, 'marketing')
    const image = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 200 } },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'scale-out-upload.png')
    form.append('_payload', JSON.stringify({ alt: 'Blue test swatch' }))
    const created = await fetch(`${a.url}/api/media`, {
      method: 'POST',
      headers: { ...staffAuthHeaders(jwt) },
      body: form,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { url: string; filename: string } }
    expect(s3.objects.has(`media/${doc.filename}`)).toBe(true)

    const fromB = await fetch(`${b.url}${doc.url}`)
    expect(fromB.status).toBe(200)
    const bytes = Buffer.from(await fromB.arrayBuffer())
    expect(bytes.equals(s3.objects.get(`media/${doc.filename}`)?.body as Buffer)).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(640)
    // Seeded images (the seed ran with S3 configured) are served from the bucket too.
    const seeded = (await (await fetch(`${a.url}/api/media?where[alt][like]=side%20view&limit=1&depth=0`)).json()) as {
      docs: { url: string; filename: string }[]
    }
    expect(s3.objects.has(`media/${seeded.docs[0].filename}`)).toBe(true)
    expect((await fetch(`${b.url}${seeded.docs[0].url}`)).status).toBe(200)
    // Nothing was written to local disk.
    expect(readdirSync(mediaDir).filter((f) => /\.(webp|png|jpe?g)$/.test(f))).toEqual([])
    for (const s of servers) expect(s.stderr).not.toMatch(/uncaughtException|Error while streaming S3 object/)
  }, 60_000)
})
