/**
 * The Meta Conversions API on loopback for the e2e server (META_CAPI_BASE_URL points here): every
 * request is answered 200 and written to a folder, one JSON file each ({ url, body }), so a test
 * worker can read exactly what the server sent to Meta (decision 0065).
 */
import http from 'node:http'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

export type CapiCall = { url: string; body: string }

export class CapiStub {
  private server: http.Server | null = null
  private count = 0

  constructor(readonly dir: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo | null)?.port ?? 0}`
  }

  async start(): Promise<void> {
    mkdirSync(this.dir, { recursive: true })
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const call: CapiCall = { url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') }
        writeFileSync(
          path.join(this.dir, `${Date.now()}-${String(++this.count).padStart(5, '0')}.json`),
          JSON.stringify(call),
        )
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"events_received":1}')
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve))
  }
}

/** The calls recorded in `dir`, oldest first (read from a test worker). */
export function capiCalls(dir: string): CapiCall[] {
  let files: string[]
  try {
    files = readdirSync(dir).sort()
  } catch {
    return []
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CapiCall)
}
