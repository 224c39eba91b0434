/**
 * A SIGKILL of `npm start` leaves its server child (scripts/serve.mjs) running and holding the port.
 * The launcher records the child's pid; the next start stops such an orphan (only if it still is
 * the app's server) before serving again.
 */
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

function isNextServer(pid: number): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    return /serve\.mjs|next/.test(cmdline)
  } catch {
    return false
  }
}

export async function stopOrphanedServer(pidFile: string, log: (msg: string) => void): Promise<void> {
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').trim())
  rmSync(pidFile, { force: true })
  if (!pid || !isNextServer(pid)) return
  log(`stopping the server left running by a killed start (pid ${pid})`)
  process.kill(pid, 'SIGTERM')
  for (let i = 0; i < 50 && isNextServer(pid); i++) await new Promise((r) => setTimeout(r, 100))
  if (isNextServer(pid)) process.kill(pid, 'SIGKILL')
}

export function recordServer(pidFile: string, pid: number | undefined): void {
  if (!pid) return
  mkdirSync(path.dirname(pidFile), { recursive: true })
  writeFileSync(pidFile, String(pid))
}
