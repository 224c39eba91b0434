import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

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
