/** Starts the built app with scripts/serve.mjs (as `npm start` does) on a free loopback port for the benchmark. */
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { freePort } from '../lib/free-port'
import { launchServer } from '../lib/server-command'

const root = path.resolve(import.meta.dirname, '..', '..')

export async function startServer(
  env: Record<string, string>,
  /** The checkout whose build is served (another worktree's, for an A/B of two builds). */
  appRoot = root,
): Promise<{ baseUrl: string; child: ChildProcess; stop: () => void }> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = launchServer({
    root: appRoot,
    port,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, child, stop: () => child.kill('SIGTERM') }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error('the app did not start for the benchmark')
}

/** Resident memory of the server process in MB, from /proc (Linux). */
export async function rssMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null
  try {
    const { readFileSync } = await import('node:fs')
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Math.round(kb / 1024)
  } catch {
    return null
  }
}
