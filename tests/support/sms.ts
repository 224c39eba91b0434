import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The code of the newest text sent to this phone (E.164), read from the local SMS outbox. */
export async function smsCodeIn(smsOutboxDir: string, e164: string, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const files = existsSync(smsOutboxDir) ? readdirSync(smsOutboxDir).sort().reverse() : []
    for (const file of files) {
      const msg = JSON.parse(readFileSync(path.join(smsOutboxDir, file), 'utf8')) as { to: string; body: string }
      const code = msg.to === e164 ? msg.body.match(/\b(\d{6})\b/)?.[1] : undefined
      if (code) return code
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`no text to ${e164}`)
}
