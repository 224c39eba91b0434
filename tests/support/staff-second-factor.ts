/**
 * The demo staff's second factor in end-to-end runs (issue 34). A role that must use one is enrolled
 * through the real endpoints the first time a test signs in as it, and its key and a pass are kept
 * in a file of the run's own folder, so later files (one at a time per runner) reuse the pass
 * instead of typing a code: each code works once per 30-second window, as for a person.
 * The journey that resets and re-enrols a demo user writes its new key and pass back
 * (`rememberSecondFactor`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { codeAt } from '@/services/staff-auth/totp'
import { PASS_COOKIE } from '@/services/staff-auth/pass-cookie'

type Remembered = Record<string, { key: string; pass: string | null }>

function storeFile(): string {
  return path.join(inject('e2eMediaDir'), 'staff-second-factor.json')
}

function remembered(): Remembered {
  const file = storeFile()
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Remembered) : {}
}

export function rememberSecondFactor(email: string, key: string, pass: string | null): void {
  writeFileSync(storeFile(), JSON.stringify({ ...remembered(), [email]: { key, pass } }))
}

/** After a test resets a demo user's second factor: the next sign-in as them enrols afresh. */
export function forgetSecondFactor(email: string): void {
  const { [email]: _gone, ...rest } = remembered()
  writeFileSync(storeFile(), JSON.stringify(rest))
}

export function rememberedKey(email: string): string | null {
  return remembered()[email]?.key ?? null
}

async function post(baseUrl: string, jwt: string, route: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/users/second-factor/${route}`, {
    method: 'POST',
    headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

function passOf(res: Response): string {
  const match = new RegExp(`${PASS_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')
  if (!match) throw new Error('no second-factor pass in the answer')
  return match[1]
}

/** Whether the admin is open to this session with this pass (Payload's /api/access). */
async function passWorks(baseUrl: string, jwt: string, pass: string): Promise<boolean> {
  const res = await fetch(`${baseUrl}/api/access`, {
    headers: { authorization: `JWT ${jwt}`, cookie: `${PASS_COOKIE}=${pass}` },
  })
  return res.ok && ((await res.json()) as { canAccessAdmin?: boolean }).canAccessAdmin === true
}

/**
 * A live pass for the signed-in staff member behind `jwt`, or null when their session needs none
 * (the admin is already open without one).
 */
export async function secondFactorPass(baseUrl: string, email: string, jwt: string): Promise<string | null> {
  const known = remembered()[email]
  if (known?.pass && (await passWorks(baseUrl, jwt, known.pass))) return known.pass
  const open = await fetch(`${baseUrl}/api/access`, { headers: { authorization: `JWT ${jwt}` } })
  if (((await open.json()) as { canAccessAdmin?: boolean }).canAccessAdmin === true) return null
  let key = known?.key ?? null
  if (!key) {
    const start = await post(baseUrl, jwt, 'enrolment')
    if (start.ok) {
      key = ((await start.json()) as { key: string }).key
      const enrolled = await post(baseUrl, jwt, 'enrol', { code: codeAt(key, new Date()) })
      if (!enrolled.ok) throw new Error(`enrolment of ${email}: ${enrolled.status} ${await enrolled.text()}`)
      const pass = passOf(enrolled)
      rememberSecondFactor(email, key, pass)
      return pass
    }
    throw new Error(`${email} has a second factor this run does not know the key of`)
  }
  // A code works once per 30-second window: if this window's was used, wait for the next one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await post(baseUrl, jwt, 'verify', { code: codeAt(key, new Date()) })
    if (res.ok) {
      const pass = passOf(res)
      rememberSecondFactor(email, key, pass)
      return pass
    }
    if (res.status !== 422) throw new Error(`second factor of ${email}: ${res.status} ${await res.text()}`)
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200))
  }
  throw new Error(`second factor of ${email}: no code was accepted`)
}
