/**
 * A small round-robin HTTP reverse proxy on loopback, standing in for the nginx of
 * docker-compose.yml in the scale-out test (issue 9, "Scale-out"). Like nginx's
 * `$proxy_add_x_forwarded_for` it appends the client's socket address to X-Forwarded-For (the
 * app's rate limits key on that last hop), keeps the Host header, and says which upstream answered
 * in `x-served-by` (its index) so a test can check that both instances took part.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export class RoundRobinProxy {
  /** How many requests each upstream answered, by index. */
  readonly served: number[]
  private next = 0
  private server: http.Server | null = null
  private port = 0

  constructor(private readonly upstreams: string[]) {
    this.served = upstreams.map(() => 0)
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  start(port = 0): Promise<void> {
    const agent = new http.Agent({ keepAlive: true })
    this.server = http.createServer((req, res) => {
      const index = this.next
      this.next = (this.next + 1) % this.upstreams.length
      const target = new URL(req.url ?? '/', this.upstreams[index])
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
      const upstream = http.request(
        target,
        {
          method: req.method,
          agent,
          headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http' },
        },
        (answer) => {
          this.served[index] += 1
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) })
          answer.pipe(res)
        },
      )
      upstream.on('error', (err) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', 'x-served-by': String(index) })
        res.end(`bad gateway: ${err.message}`)
      })
      req.pipe(upstream)
    })
    return new Promise((resolve, reject) => {
      this.server?.once('error', reject)
      this.server?.listen(port, '127.0.0.1', () => {
        this.port = (this.server?.address() as AddressInfo).port
        resolve()
      })
    })
  }

  stop(): Promise<void> {
    const server = this.server
    this.server = null
    server?.closeAllConnections()
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
  }
}
