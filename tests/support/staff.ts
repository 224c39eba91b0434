/**
 * The demo staff of the seed, signed in: in the admin through its login form (a browser page), or
 * on Payload's REST API with a token, for the settings and content a test arranges before the
 * shopper's part (the shopper's own steps always go through the browser).
 */
import type { Locator, Page } from 'playwright-core'
import { DEMO_USERS } from '@/seed/data/users'
import { PASS_COOKIE } from '@/services/staff-auth/pass-cookie'
import { secondFactorPass } from './staff-second-factor'

/** Payload's session cookie: `<cookiePrefix>-token`, and this config keeps Payload's prefix, `payload`. */
const SESSION_COOKIE = 'payload-token'

export type StaffRole = (typeof DEMO_USERS)[number]['role']
export type StaffApi = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>

function demoUser(role: StaffRole): (typeof DEMO_USERS)[number] {
  const user = DEMO_USERS.find((u) => u.role === role)
  if (!user) throw new Error(`no demo user for ${role}`)
  return user
}

/**
 * Signs the browser in as the role, as the login form would leave it: Payload's session cookie
 * (`payload-token`, the token its login endpoint hands out) and, for a role that must use a second
 * factor, the pass cookie of a browser that passed it within the day (issue 34). No page is loaded:
 * the test goes where the staff member goes next. Signing in through the form costs two admin page
 * renders each time (issue 36, "admin sign-in by cookie"); the form itself is tested with
 * loginThroughForm (tests/e2e/admin-surface.e2e.test.ts) and the codes typed in
 * tests/e2e/journeys/staff-second-factor.e2e.test.ts.
 */
export async function loginAs(page: Page, baseUrl: string, role: StaffRole): Promise<void> {
  const token = await staffToken(baseUrl, role)
  const pass = passes.get(token)
  const secure = new URL(baseUrl).protocol === 'https:'
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax', secure },
      ...(pass ? [{ name: PASS_COOKIE, value: pass, url: baseUrl }] : []),
    ])
}

/** Logs into the admin through its login form, as a staff member of that role would, and waits for the dashboard. */
export async function loginThroughForm(page: Page, baseUrl: string, role: StaffRole): Promise<void> {
  const user = demoUser(role)
  const pass = passes.get(await staffToken(baseUrl, role))
  if (pass) await page.context().addCookies([{ name: PASS_COOKIE, value: pass, url: baseUrl }])
  await page.goto(`${baseUrl}/admin/login`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })
}

/**
 * Follows a link of the admin (a list row, a dashboard card, an outbox message; by its name, the
 * first of that name, or as a locator) and waits for where it leads. On a slow machine an admin page
 * keeps settling for a second or two after it appears, and a click in that time can be lost, so an
 * editor clicks again; so does this, up to three times. Two ways it is lost, both seen here:
 * Payload's list view rewrites its own URL once it has loaded (it adds its default sort and depth),
 * which undoes a click that landed before; and the link moves as the page settles, so the press
 * lands on the link and the release beside it (on /admin/outbox: mousedown on the link, mouseup on
 * its cell), and the browser sends the click to the row, not the link.
 */
export async function followAdminLink(page: Page, link: string | Locator, destination: RegExp): Promise<void> {
  const target = typeof link === 'string' ? page.getByRole('link', { name: link }).first() : link
  for (let attempt = 1; ; attempt++) {
    await target.click()
    try {
      // 20 s: under a full test run an admin page can take that long to arrive.
      await page.waitForURL(destination, { timeout: 20_000 })
      return
    } catch (err) {
      if (attempt === 3) throw err
    }
  }
}

/** A REST token of the role (`Authorization: JWT <token>`), from Payload's login endpoint. */
export async function staffToken(baseUrl: string, role: StaffRole): Promise<string> {
  const user = demoUser(role)
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  if (!res.ok) throw new Error(`${role} login: ${res.status} ${await res.text()}`)
  const token = ((await res.json()) as { token: string }).token
  const pass = await secondFactorPass(baseUrl, user.email, token)
  if (pass) passes.set(token, pass)
  return token
}

/** Second-factor passes of the tokens staffToken handed out (issue 34). */
const passes = new Map<string, string>()

/**
 * The headers of a staff request made with a token from staffToken: the token, and the pass of the
 * second factor when the role must use one (issue 34; customer information needs it).
 */
export function staffAuthHeaders(token: string): Record<string, string> {
  const pass = passes.get(token)
  return { authorization: `JWT ${token}`, ...(pass ? { cookie: `${PASS_COOKIE}=${pass}` } : {}) }
}

/** Payload's REST API as the role: JSON in and out, and any answer but 2xx thrown. */
export async function staffApi(baseUrl: string, role: StaffRole): Promise<StaffApi> {
  const token = await staffToken(baseUrl, role)
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...staffAuthHeaders(token) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
}

/**
 * Waits until Payload's edit form has hydrated (`data-form-ready`, the mark Payload's form sets for
 * end-to-end tests). A field filled before then changes the input but not the form's state: the form
 * stays "unmodified" and Save or Publish ignores the press, so the success toast never comes (seen
 * under a full test run, where an admin page can take seconds to hydrate).
 */
export async function adminFormReady(page: Page): Promise<void> {
  await page.locator('form[data-form-ready="true"]').first().waitFor({ timeout: 30_000 })
}

/**
 * Types into a field of Payload's edit form and waits for the form-state round trip Payload sends
 * after typing (its debounced server function), as a person who pauses before pressing Save would.
 * Pressed within that pause, Save races it: the answer of the late round trip, asked for before the
 * save, merges back as "valid" and clears the field's error that a refused save had just shown
 * (seen on the site settings' cookie names: the toast came, the reason under the field did not).
 */
export async function typeInAdminField(page: Page, field: Locator, text: string): Promise<void> {
  const formState = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.request().headers()['next-action'] !== undefined,
    { timeout: 20_000 },
  )
  await field.fill(text)
  await formState
}

/**
 * Presses the edit form's Save or Publish button once the form is ready, and waits for Payload's
 * success toast ("… updated successfully."). An error toast (Payload's toasts are sonner's) fails
 * at once with its words, so a refused save reads as what the editor saw, not as a timeout.
 */
export async function saveAdminForm(page: Page, button: 'Save' | 'Publish changes' | RegExp = 'Save'): Promise<void> {
  await adminFormReady(page)
  const refused = page.locator('[data-sonner-toast][data-type="error"]').first()
  // The error toast of an earlier refused save stays on screen for seconds; read as this save's
  // answer, it would fail a save that succeeds. Wait for it to go first.
  await refused.waitFor({ state: 'hidden', timeout: 30_000 })
  await page
    .getByRole('button', { name: button, exact: typeof button === 'string' })
    .first()
    .click()
  const saved = page.getByText(/successfully/i).first()
  await saved.or(refused).waitFor({ timeout: 20_000 })
  if (await refused.isVisible()) throw new Error(`The admin refused the save: ${await refused.innerText()}`)
}
