import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { ReadsResult } from './reads'

const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

/** Runs scripts/bench/reads-cli.ts in its own process (it loads Payload); null when it fails. */
export function measureReadsInProcess(databaseUrl: string, samples = 200): ReadsResult | null {
  try {
    const out = execFileSync(process.execPath, [tsx, 'scripts/bench/reads-cli.ts', String(samples)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 300_000,
    })
    return JSON.parse(out.trim().split('\n').pop() ?? 'null') as ReadsResult
  } catch (err) {
    console.error(`[bench] vehicle-page reads failed: ${(err as Error).message.split('\n')[0]}`)
    return null
  }
}
