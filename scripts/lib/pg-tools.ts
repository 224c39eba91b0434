/**
 * Finds the PostgreSQL client programs (pg_dump, pg_restore) that can work with a given server,
 * and says in plain words what to install when none can (issue 16, section 5; decision 0210).
 *
 * pg_dump refuses a server of a newer major version ("aborting because of server version
 * mismatch"), and pg_restore cannot read an archive written by a newer pg_dump. Debian 12's
 * postgresql-client is version 15; Debian keeps other versions side by side in
 * /usr/lib/postgresql/<major>/bin, and /usr/bin/pg_dump is a wrapper that picks one of them.
 * Candidates, in order: PG_BIN_DIR when set (then nothing else), every Debian versioned folder,
 * the program on PATH. The closest major at or above the one needed wins.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

export type PgProgram = 'pg_dump' | 'pg_restore'
export type PgTool = { program: PgProgram; path: string; version: string; major: number }
export type PgToolChoice = { ok: true; tool: PgTool } | { ok: false; message: string }

const DEBIAN_VERSIONS_DIR = '/usr/lib/postgresql'

/** "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)" -> "15.18". */
export function parseToolVersion(output: string): string | null {
  return /\(PostgreSQL\)\s+(\d+(?:\.\d+)?)/.exec(output)?.[1] ?? null
}

export function majorOf(version: string): number {
  return Number(version.split('.')[0])
}

/** server_version_num (150018, 180001) -> "15.18", "18.1". */
export function versionFromNum(num: number): string {
  return `${Math.floor(num / 10000)}.${num % 10000}`
}

function candidatePaths(program: PgProgram, env: NodeJS.ProcessEnv): string[] {
  if (env.PG_BIN_DIR) return [path.join(env.PG_BIN_DIR, program)]
  const debian = existsSync(DEBIAN_VERSIONS_DIR)
    ? readdirSync(DEBIAN_VERSIONS_DIR)
        .filter((dir) => /^\d+$/.test(dir))
        .map((dir) => path.join(DEBIAN_VERSIONS_DIR, dir, 'bin', program))
        .filter((file) => existsSync(file))
    : []
  return [...debian, program]
}

/** Every usable copy of `program` on this machine with its version (a missing one is skipped). */
export function installedTools(program: PgProgram, env: NodeJS.ProcessEnv = process.env): PgTool[] {
  const tools: PgTool[] = []
  for (const candidate of candidatePaths(program, env)) {
    try {
      const version = parseToolVersion(
        execFileSync(candidate, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
      )
      if (version && !tools.some((t) => t.version === version))
        tools.push({ program, path: candidate, version, major: majorOf(version) })
    } catch {
      // not installed there (or Debian's wrapper with no client version behind it)
    }
  }
  return tools
}

/** What the tool must handle: a server to dump or restore into, or an archive to read. */
export type PgNeed = { major: number; version: string; what: 'server' | 'archive' }

/**
 * Pure choice between installed tools: the lowest major that is at least the one needed (an
 * exact match first, so a backup is written in the format the same server's tools read).
 */
export function chooseTool(program: PgProgram, tools: PgTool[], need: PgNeed, binDirSet: boolean): PgToolChoice {
  const fitting = tools.filter((t) => t.major >= need.major).sort((a, b) => a.major - b.major)
  if (fitting[0]) return { ok: true, tool: fitting[0] }
  const fix = `Install postgresql-client-${need.major} (on Debian 12 from apt.postgresql.org: Debian's own postgresql-client is 15), or set PG_BIN_DIR to the bin folder of a PostgreSQL ${need.major} client.`
  if (tools.length === 0) {
    const missing = `${program} was not found${binDirSet ? ' in PG_BIN_DIR' : ''}.`
    if (need.major > 15) return { ok: false, message: `${missing} ${fix}` }
    return {
      ok: false,
      message: `${missing} Install Debian's postgresql-client (apt-get install postgresql-client), or set PG_BIN_DIR to the bin folder of a PostgreSQL ${need.major} (or newer) client.`,
    }
  }
  const newest = tools.reduce((a, b) => (b.major > a.major ? b : a))
  const subject =
    need.what === 'server'
      ? `The database server is PostgreSQL ${need.version}; the newest ${program} here is ${newest.version} (${newest.path}), and ${program} cannot work with a newer server.`
      : `The backup was written by pg_dump ${need.version}; the newest ${program} here is ${newest.version} (${newest.path}), which cannot read it.`
  return { ok: false, message: `${subject} ${fix}` }
}

export function findTool(program: PgProgram, need: PgNeed, env: NodeJS.ProcessEnv = process.env): PgToolChoice {
  return chooseTool(program, installedTools(program, env), need, Boolean(env.PG_BIN_DIR))
}
