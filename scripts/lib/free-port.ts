import net from 'node:net'

/**
 * Ports handed out here: below Linux's default range for ports the system picks itself
 * (32768-60999, `net.ipv4.ip_local_port_range`). A port taken by listening on port 0 and closed
 * again can be handed by the system to the next process that listens on port 0 (a stub, another
 * runner's server, a browser), before the server it was picked for has started. Seen in clean-clone
 * CI runs: a test server failed with EADDRINUSE, and once a runner's tests reached another process's
 * server. A port from this range is never handed out by the system, only picked here, at random.
 */
const FIRST = 20_000
const COUNT = 10_000

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A TCP port on 127.0.0.1 that nothing listens on right now (for test and benchmark servers). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FIRST + Math.floor(Math.random() * COUNT)
    if (await listensOn(port)) return port
  }
  throw new Error(`no free port found in ${FIRST}-${FIRST + COUNT - 1}`)
}
