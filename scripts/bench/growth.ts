/**
 * How the SRP's time grows with the inventory (issue 3: 1,000, 10,000 and 50,000 vehicles): at each
 * size, the database time of four searches (uncached, beside the bare SQL; scripts/bench/db-time.ts)
 * and the served page under a short bounded load, through `next start` on that size's database.
 */
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { openDatabase } from '../lib/database'
import { run } from '../lib/run'
import { load, type LoadResult } from './load'
import { startServer } from './server'
import type { DbTimeRow } from './db-time'

const root = path.resolve(import.meta.dirname, '..', '..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

export type BenchDatabase = { url: string; env: Record<string, string>; release: () => Promise<void> }

/** The benchmark database for a size, seeded once and kept between runs (seeding is idempotent). */
export async function benchDatabase(vehicles: number): Promise<BenchDatabase> {
  const db = await openDatabase('test', `bench_${vehicles}`)
  const env = {
    DATABASE_URL: db.url,
    MEDIA_DIR: path.join('.data', 'bench-media', String(vehicles)),
    OUTBOX_DIR: path.join('.data', 'bench-outbox'),
  }
  console.log(`[bench] seeding ${vehicles} vehicles (kept between runs)…`)
  // Seeding is idempotent: a run cut short (a lost connection) resumes where it stopped.
  for (let attempt = 1; ; attempt++) {
    const code = await run(process.execPath, [tsx, 'scripts/seed.ts', '--vehicles', String(vehicles)], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    if (code === 0) break
    if (attempt === 3) throw new Error(`seeding ${vehicles} vehicles failed three times (exit code ${code})`)
    console.error(`[bench] seeding failed (exit code ${code}); trying again`)
  }
  return { url: db.url, env, release: db.release }
}

export function dbTime(databaseUrl: string, iterations: number): DbTimeRow[] {
  // Its own process (src/data is server-only); tried twice, then reported as missing rather than
  // losing the rest of the run.
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const out = execFileSync(process.execPath, [tsx, 'scripts/bench/db-time-cli.ts', String(iterations)], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        timeout: 300_000,
      })
      return JSON.parse(out.trim().split('\n').pop() ?? '[]') as DbTimeRow[]
    } catch (err) {
      console.error(`[bench] database time, attempt ${attempt} failed: ${(err as Error).message.split('\n')[0]}`)
    }
  }
  return []
}

export type GrowthRow = { vehicles: number; db: DbTimeRow[]; served: Array<{ path: string; result: LoadResult }> }

export const GROWTH_PATHS = ['/cars-for-sale', '/cars-for-sale?page=20']

export async function measureGrowth(
  sizes: number[],
  options: { connections: number; seconds: number; iterations: number },
): Promise<GrowthRow[]> {
  const rows: GrowthRow[] = []
  for (const vehicles of sizes) {
    let db: BenchDatabase
    try {
      db = await benchDatabase(vehicles)
    } catch (err) {
      console.error(`[bench] growth at ${vehicles} vehicles skipped: ${(err as Error).message}`)
      continue
    }
    try {
      console.log(`[bench] database time at ${vehicles} vehicles…`)
      const dbRows = dbTime(db.url, options.iterations)
      const server = await startServer(db.env)
      const served: GrowthRow['served'] = []
      try {
        for (const p of GROWTH_PATHS) {
          await fetch(server.baseUrl + p) // the first render fills the data cache
          served.push({
            path: p,
            result: await load(server.baseUrl + p, {
              connections: options.connections,
              durationSeconds: options.seconds,
            }),
          })
        }
      } finally {
        server.stop()
      }
      rows.push({ vehicles, db: dbRows, served })
    } finally {
      await db.release()
    }
  }
  return rows
}
