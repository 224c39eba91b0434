import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PostalMime, { type Email } from 'postal-mime'

/** The raw text of the first message the loopback SMTP server received that contains `needle`. */
export async function rawMailContaining(mailDir: string, needle: string, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    for (const file of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const raw = readFileSync(path.join(mailDir, file), 'utf8')
      if (raw.includes(needle)) return raw
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no mail containing ${needle}`)
}

/** Every message containing `needle`, once at least `count` arrived (a lead with several recipients). */
export async function rawMailsContaining(
  mailDir: string,
  needle: string,
  count: number,
  timeoutMs = 20_000,
): Promise<string[]> {
  const until = Date.now() + timeoutMs
  let found: string[] = []
  while (Date.now() < until) {
    found = (existsSync(mailDir) ? readdirSync(mailDir) : [])
      .sort()
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .filter((raw) => raw.includes(needle))
    if (found.length >= count) return found
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`expected ${count} mails containing ${needle}, got ${found.length}`)
}

/**
 * The messages the loopback SMTP server received whose raw text holds `needle` (an address stands
 * whole in the headers) and that `match` once parsed (whatever their transfer encoding), once there
 * are `count`.
 */
export async function parsedMailsWith(
  mailDir: string,
  needle: string,
  match: (mail: Email) => boolean,
  count: number,
  timeoutMs = 30_000,
): Promise<Email[]> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const raws = (existsSync(mailDir) ? readdirSync(mailDir) : [])
      .sort()
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .filter((raw) => raw.includes(needle))
    const found = (await Promise.all(raws.map((raw) => PostalMime.parse(raw)))).filter(match)
    if (found.length >= count) return found
    if (Date.now() > until) throw new Error(`expected ${count} matching mails with ${needle}, got ${found.length}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A parsed message's header, '' when it has none. */
export const mailHeader = (mail: Email, name: string) => mail.headers.find((h) => h.key === name)?.value ?? ''
