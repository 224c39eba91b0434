/**
 * Issue 2: /api/health answers 503 when the database cannot be reached, and the app keeps serving
 * (a second `next start` of the same build pointed at a closed port).
 */
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/free-port'
import { launchServer } from '../../scripts/lib/server-command'

const root = path.resolve(import.meta.dirname, '..', '..')
let server: ChildProcess | undefined

afterAll(() => {
  server?.kill('SIGTERM')
})

describe('health without a database', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const [port, deadPort] = await Promise.all([freePort(), freePort()])
    server = launchServer({
      root,
      port,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${deadPort}/none`,
        LEAD_JOBS_AUTORUN: '0',
      },
      stdio: 'ignore',
    })
    let res: Response | undefined
    for (let i = 0; i < 120 && !res; i++) {
      try {
        res = await fetch(`http://127.0.0.1:${port}/api/health`)
      } catch {
        await new Promise((r) => setTimeout(r, 250))
      }
    }
    expect(res?.status).toBe(503)
    expect(res?.headers.get('retry-after')).toBe('5')
    expect(await res?.json()).toMatchObject({ database: 'down' })
  }, 60_000)
})
