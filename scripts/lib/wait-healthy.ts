import type { ChildProcess } from 'node:child_process'

/**
 * Waits until a served instance answers `GET /api/health` with 200, polling every 250 ms: the
 * end-to-end servers, the scale-out instances and the fault scripts start the app and wait here.
 * With `child`, an instance that exits while starting fails at once instead of at the timeout.
 */
export async function waitHealthy(
  url: string,
  options: { child?: ChildProcess; timeoutMs?: number } = {},
): Promise<void> {
  const until = Date.now() + (options.timeoutMs ?? 60_000)
  while (Date.now() < until) {
    if (options.child && options.child.exitCode !== null)
      throw new Error(`the server at ${url} exited with ${options.child.exitCode}`)
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not become healthy in ${options.timeoutMs ?? 60_000} ms`)
}
