/**
 * A real SMTP server on loopback for tests (ARCHITECTURE.md rule 10): it accepts every message,
 * parses it with postal-mime, and can be stopped and started again on the same port to play a
 * mail server outage. Like a real server, it refuses for good (550) any recipient at the reserved
 * domain `bounce.invalid` (RFC 2606): a mailbox that does not exist.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import PostalMime, { type Email } from 'postal-mime'

/** Recipients at this domain are refused with 550. */
export const REFUSED_DOMAIN = 'bounce.invalid'

export type ReceivedMail = { envelopeTo: string[]; raw: string; parsed: Email }

export class SmtpSink {
  readonly received: ReceivedMail[] = []
  private server: SMTPServer | null = null

  /** `saveDir`: also write each message there as <n>.eml (the e2e tests run in another process). */
  constructor(
    readonly port: number,
    private readonly saveDir?: string,
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (address.address.toLowerCase().endsWith(`@${REFUSED_DOMAIN}`)) {
          callback(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }))
          return
        }
        callback()
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          PostalMime.parse(raw)
            .then((parsed) => {
              this.received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed })
              if (this.saveDir) {
                mkdirSync(this.saveDir, { recursive: true })
                writeFileSync(path.join(this.saveDir, `${Date.now()}-${this.received.length}.eml`), raw)
              }
              callback()
            })
            .catch((err: Error) => callback(err))
        })
      },
    })
    this.server = server
    return new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  stop(): Promise<void> {
    const server = this.server
    this.server = null
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }

  /** Waits until `count` messages arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const until = Date.now() + timeoutMs
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} messages, got ${this.received.length}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    return this.received
  }
}

/**
 * A port for this test process, picked before Payload reads SMTP_URL (its config reads env once),
 * so it is a function of the process id, the same in every file of the process. It lies below the
 * range the system hands out by itself (32768-60999) and below freePort()'s (20000-29999,
 * scripts/lib/free-port.ts): a port from 30000-49999, as before, was once held by another
 * process's connection when the integration lane's sink started (a clean-clone CI run:
 * EADDRINUSE on 127.0.0.1:36202, and five files failed with it).
 */
export function testSmtpPort(): number {
  return 10_000 + (process.pid % 10_000)
}
