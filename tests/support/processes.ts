/**
 * Stopping what a test started, and waiting for it to be gone rather than for a fixed time: a
 * server child process, and an embedded Postgres cluster by its data folder.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Sends `signal` and resolves once the child has exited; after `timeoutMs` it is killed outright. */
export async function stopChild(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill(signal)
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  await exited
  clearTimeout(timer)
}

/**
 * Fast shutdown (SIGINT) of the postmaster whose pid file is in `dataDir`, resolved once the process
 * is gone; nothing to do when no pid file is left.
 */
export async function stopPostmaster(dataDir: string, timeoutMs = 15_000): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid || !isRunning(pid)) return
  process.kill(pid, 'SIGINT')
  const until = Date.now() + timeoutMs
  while (isRunning(pid)) {
    if (Date.now() > until) throw new Error(`postmaster ${pid} still running after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
