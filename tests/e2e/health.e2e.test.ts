/**
 * Issue 2: /api/health answers 503 when the database cannot be reached, and the app keeps serving
 * (a second server of the same build, started by the launcher `npm start` uses, pointed at a
 * closed port). Issue 35: readiness, apart from liveness, says the same with the failing check and
 * never a 500; and with LOG_FORMAT=json the server writes one JSON line per request, with the id it
 * answered with and without the path or its query, and an error Next reports in a render as one JSON
 * line with that request's id instead of Next's own text (decision 0328); what Next prints itself
 * with `console` (the image optimizer's failed photo) is a JSON line as well.
 */
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/free-port'
import { launchServer } from '../../scripts/lib/server-command'

const root = path.resolve(import.meta.dirname, '..', '..')
let server: ChildProcess | undefined
let stdout = ''
let stderr = ''
let baseUrl = ''

afterAll(() => {
  server?.kill('SIGTERM')
})

/** The JSON lines the server wrote so far (its other output, if any, is not ours to judge). */
function jsonLines(): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('health without a database', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const [port, deadPort] = await Promise.all([freePort(), freePort()])
    baseUrl = `http://127.0.0.1:${port}`
    server = launchServer({
      root,
      port,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${deadPort}/none`,
        LEAD_JOBS_AUTORUN: '0',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk) => (stdout += String(chunk)))
    server.stderr?.on('data', (chunk) => (stderr += String(chunk)))
    let res: Response | undefined
    for (let i = 0; i < 120 && !res; i++) {
      try {
        res = await fetch(`${baseUrl}/api/health`)
      } catch {
        await new Promise((r) => setTimeout(r, 250))
      }
    }
    expect(res?.status).toBe(503)
    expect(res?.headers.get('retry-after')).toBe('5')
    expect(await res?.json()).toMatchObject({ database: 'down' })
  }, 60_000)

  it("answers Payload's REST and GraphQL with 503 and Retry-After, not Payload's 500, while the database is away", async () => {
    const answers = await Promise.all([
      fetch(`${baseUrl}/api/media/file/no-such-photo.jpg`),
      fetch(`${baseUrl}/api/vehicles?limit=1`),
      fetch(`${baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Locations { docs { name } } }' }),
      }),
    ])
    for (const res of answers) {
      const body = await res.text()
      // GraphQL may answer 200 with its errors in the body; never a 500.
      expect(res.status, `${res.url}: ${body.slice(0, 200)}`).not.toBe(500)
      if (res.status === 503) {
        expect(res.headers.get('retry-after')).toBe('5')
        expect(res.headers.get('cache-control')).toBe('no-store')
        expect(body).toContain('The database is not answering for a moment.')
      }
    }
    expect(answers[0].status).toBe(503)
    expect(answers[1].status).toBe(503)
  }, 60_000)

  it('answers a page it cannot render for want of the database with 503, Retry-After and no-store, not 500', async () => {
    // Home and a content page, as a shopper or a crawler asks for them: the render fails without
    // Postgres. An outage is temporary; a 500 would tell a crawler the page is broken.
    for (const page of ['/', '/our-company']) {
      const res = await fetch(`${baseUrl}${page}`)
      const body = await res.text()
      expect(res.status, page).toBe(503)
      expect(res.headers.get('retry-after'), page).toBe('5')
      expect(res.headers.get('cache-control'), page).toBe('no-store')
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/)
      expect(body.length, page).toBeGreaterThan(0)
    }
  }, 60_000)

  it('is not ready: 503 with Retry-After, uncached, naming the database (issue 35)', async () => {
    const res = await fetch(`${baseUrl}/api/ready`)
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = (await res.json()) as { ready: boolean; failing: string[]; checks: Record<string, string> }
    expect(body.ready).toBe(false)
    expect(body.failing).toContain('database')
    expect(body.checks.database).toMatch(/^the database does not answer/)
    // Nothing that names a host or a user leaves in the unauthenticated answer.
    expect(JSON.stringify(body)).not.toContain('nobody')
  }, 30_000)

  it('logs one JSON line per request with its id, kind, status and duration, and no path or query (issue 35)', async () => {
    const given = `health-e2e-${Date.now()}`
    const answers = [
      await fetch(`${baseUrl}/api/ready?probe=secret-query`, { headers: { 'x-request-id': given } }),
      await fetch(`${baseUrl}/api/health`),
    ]
    for (const res of answers) await res.arrayBuffer()
    expect(answers[0].headers.get('x-request-id')).toBe(given)
    const ids = answers.map((res) => res.headers.get('x-request-id'))
    await expect
      .poll(() => jsonLines().filter((line) => line.event === 'request' && ids.includes(String(line.requestId))))
      .toHaveLength(2)
    const lines = jsonLines().filter((line) => ids.includes(String(line.requestId)))
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'info', method: 'GET', kind: 'api', status: 503 })
      expect(typeof line.durationMs).toBe('number')
      expect(typeof line.time).toBe('string')
    }
    expect(stdout).not.toContain('secret-query')
    expect(stdout).not.toContain('/api/ready')
  }, 30_000)

  it("writes a render's error as one JSON line with the request's id, and not as Next's text (issue 35)", async () => {
    // Without its database a page's render fails: the error Next reports for it.
    const given = `render-error-e2e-${Date.now()}`
    const before = stderr.length
    const res = await fetch(`${baseUrl}/faqs?probe=secret-query`, { headers: { 'x-request-id': given } })
    await res.arrayBuffer()
    expect(res.headers.get('x-request-id')).toBe(given)
    await expect
      .poll(() => jsonLines().filter((line) => line.event === 'request.error' && line.requestId === given).length)
      .toBeGreaterThan(0)
    const errors = jsonLines().filter((line) => line.event === 'request.error' && line.requestId === given)
    for (const line of errors) {
      expect(line).toMatchObject({ level: 'error', method: 'GET', routerKind: 'App Router' })
      expect(String(line.routePath)).toMatch(/^\//)
      expect(typeof (line.err as { stack?: unknown } | undefined)?.stack).toBe('string')
    }
    // Its request line carries the same id.
    await expect
      .poll(() => jsonLines().filter((line) => line.event === 'request' && line.requestId === given))
      .toHaveLength(1)
    // Next printed nothing of it as text: its render errors ("⨯ Error: …") are the JSON lines above.
    expect(stderr.slice(before)).not.toMatch(/⨯|Error:/)
    expect(stdout).not.toContain('secret-query')
  }, 60_000)

  it("writes what Next prints itself, such as the image optimizer's failed photo, as JSON lines too (decision 0328)", async () => {
    // A page that names a photo whose file cannot be read: Next's image optimizer prints
    // "⨯ internal image response failed for …" with console.error, which no hook receives.
    const res = await fetch(
      `${baseUrl}/_next/image?url=${encodeURIComponent('/api/media/file/no-such-photo.jpg')}&w=640&q=75`,
    )
    await res.arrayBuffer()
    expect(res.status).toBeGreaterThanOrEqual(400)
    await expect
      .poll(() =>
        jsonLines().filter(
          (line) => line.event === 'console' && String(line.msg).includes('internal image response failed for'),
        ),
      )
      .toHaveLength(1)
    const [printed] = jsonLines().filter((line) => String(line.msg).includes('internal image response failed for'))
    expect(printed).toMatchObject({ level: 'error', stream: 'stderr' })
    // Everything the server wrote, from its start to here, is JSON lines: nothing on standard error,
    // no text among the lines on standard output.
    expect(stderr.trim()).toBe('')
    expect(stdout.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{'))).toEqual([])
  }, 60_000)

  it('reports each failed connect once, as its error, and no reasonless "unhandledRejection" beside it (issue 35)', async () => {
    // Every request above tried to connect and failed: the adapter's error is logged...
    expect(jsonLines().some((line) => String(line.msg).startsWith('Error: cannot connect to Postgres'))).toBe(true)
    // ...and its `initializing` promise, rejected without a reason, is not reported as unhandled
    // (src/server/db/handled-initializing.ts). Before, every page request printed
    // "⨯ unhandledRejection: undefined".
    expect(jsonLines().filter((line) => String(line.msg).includes('unhandledRejection'))).toEqual([])
  })
})
