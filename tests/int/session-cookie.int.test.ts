/**
 * Issue 16, section 4: with PUBLIC_URL on https, the staff session cookie Payload sets at login is
 * Secure (and still HttpOnly, SameSite=Lax), and so is the expired one that logs out. Requests go
 * through Payload's REST handlers as the app serves them (src/services/security/payload-rest.ts).
 * Without https (the e2e server's http://127.0.0.1) the cookie has no Secure:
 * tests/e2e/admin-surface.e2e.test.ts.
 */
import '../support/https-public-url-env'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadRest } from '@/services/security/payload-rest'
import { DEMO_USERS } from '@/seed/data/users'
import { testPayload } from '../support/payload'

const admin = DEMO_USERS.find((u) => u.role === 'admin')!

function post(path: string, init: { body?: unknown; cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: 'https://www.midwestmotorgroup.example',
  }
  if (init.cookie) headers.cookie = init.cookie
  const request = new Request(`https://www.midwestmotorgroup.example/api/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(init.body ?? {}),
  })
  return payloadRest.POST(request, { params: Promise.resolve({ slug: path.split('/') }) })
}

function sessionCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  expect(cookie, 'a payload-token cookie').toBeDefined()
  return cookie!
}

/**
 * The cookie's attribute names, lower case. Payload writes `Secure=true; HttpOnly=true`; browsers
 * read an attribute by its name and ignore a value on these two (RFC 6265, 5.2.5 and 5.2.6).
 */
const attributes = (cookie: string) =>
  cookie
    .split(';')
    .slice(1)
    .map((a) => a.split('=')[0].trim().toLowerCase())
const sameSite = (cookie: string) => /;\s*SameSite=(\w+)/i.exec(cookie)?.[1]

beforeAll(async () => {
  await testPayload()
})
afterAll(() => {
  delete process.env.PUBLIC_URL
})

describe('staff session cookie with an https PUBLIC_URL (issue 16, section 4)', () => {
  it('is Secure, HttpOnly and SameSite=Lax at login, and Secure when logging out', async () => {
    const login = await post('users/login', { body: { email: admin.email, password: admin.password } })
    expect(login.status).toBe(200)
    const cookie = sessionCookie(login)
    expect(attributes(cookie)).toEqual(expect.arrayContaining(['secure', 'httponly']))
    expect(sameSite(cookie)).toBe('Lax')

    const logout = await post('users/logout', { cookie: cookie.split(';')[0] })
    expect(logout.status).toBe(200)
    expect(attributes(sessionCookie(logout))).toContain('secure')
  })
})
