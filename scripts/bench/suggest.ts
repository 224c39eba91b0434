/**
 * The header search's suggestion endpoint (issue 38, "Suggestions as you type": p95 at most 20 ms at
 * 50,000 vehicles; decision 0333). `npm run bench -- --only suggest [--suggest-vehicles 50000]`.
 *
 * - Typed texts: a few hundred distinct ones built from a sample of the benchmark inventory with the
 *   cold part's sampler (cold.ts sampleInventory), the way shoppers type: the first letters of a make,
 *   a make and part of a model, part of a model or a feature, shoppers' words (suv, chevy, moonroof),
 *   mixed case, and a few that match nothing. Each is asked once, so nothing answers from a cache of
 *   earlier answers (the server keeps none; the browser's is not involved).
 * - Served: `GET /api/search/suggest?q=...` from the built app (scripts/serve.mjs, as `npm start`),
 *   one request at a time, each followed by a static file of about the same size from the same
 *   server, so the figure can be read against what the machine gave anything at that moment; then
 *   10 connections cycling through the same texts with autocannon. The server is ready (its
 *   inventory snapshot read, GET /api/ready) and has answered warm-up texts of its own first, as a
 *   running server has. The per-address limit is raised for the run (every request is 127.0.0.1).
 * - The server's CPU per request (user + system time of its process, /proc), the same texts again
 *   and then as many static files: on a loaded machine the wall-clock figures above are mostly
 *   waiting for a core, and this says what the endpoint itself costs beside a static file.
 * - In process (suggest-data-cli.ts): the same texts through the data functions, split into what a
 *   request pays (reading the words, matching, ranking) and what each new snapshot pays once (the
 *   counts, the index).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createRandom } from '../../src/seed/data/random'
import { coldStats, sampleInventory, stopServer, timed, type ColdStats, type SampleVehicle } from './cold'
import { benchDatabase } from './growth'
import { toLoadResult, type LoadResult } from './load'
import { startServer } from './server'

const root = path.resolve(import.meta.dirname, '..', '..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

/** What shoppers type that is not a name from the inventory: body words, nicknames, feature words, nonsense. */
const SHOPPER_WORDS = [
  'suv',
  'suvs',
  'truck',
  'pickup',
  'sedan',
  'crossover',
  'minivan',
  'coupe',
  'chevy',
  'vw',
  'benz',
  'leather',
  'third row',
  'moonroof',
  'awd',
  '4x4',
  'carplay',
  'backup cam',
  'zzz',
  'qxw',
]

/** Texts typed so far, distinct (case aside), deterministic for a sample and seed. */
export function suggestTexts(sample: readonly SampleVehicle[], count: number, seed = 38): string[] {
  const r = createRandom(seed)
  const seen = new Set<string>()
  const out: string[] = []
  const start = (s: string, min = 1) => s.slice(0, r.int(Math.min(min, s.length), s.length))
  for (let attempt = 0; out.length < count && attempt < count * 200 && sample.length; attempt++) {
    const v = r.pick(sample)
    const kind = r.int(0, 5)
    const text =
      kind === 0
        ? start(v.make)
        : kind === 1
          ? `${v.make} ${start(v.model)}`
          : kind === 2
            ? start(v.model, 2)
            : kind === 3 && v.features.length
              ? start(r.pick(v.features), 2)
              : kind === 4
                ? start(r.pick(SHOPPER_WORDS), 2)
                : start(`${v.make} ${v.model}`, 2)
    const key = text.trim().toLowerCase()
    if (!/[a-z0-9]/.test(key) || seen.has(key)) continue
    seen.add(key)
    out.push(r.chance(0.2) ? text.toUpperCase() : r.chance(0.5) ? key : text)
  }
  return out
}

/** The data functions' side (suggest-data-cli.ts), in microseconds per text and milliseconds per snapshot. */
export type SuggestDataStats = {
  perText: ColdStats
  counts: ColdStats
  index: ColdStats
  fromSnapshot: boolean
}

/** CPU time of a process so far, in ms (Linux: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

export type SuggestResult = {
  vehicles: number
  texts: number
  served: ColdStats
  staticFile: ColdStats
  bytes: number
  concurrent: { suggest: LoadResult; connections: number; seconds: number } | null
  data: SuggestDataStats | null
  /** Server CPU per request, ms: the texts again, then as many static files. */
  cpu: { suggest: number; staticFile: number }
  notOk: string[]
  empty: number
  examples: string[]
  load: [number, number]
}

export const SUGGEST_WARM_UP = 60

function measureDataInProcess(databaseUrl: string, texts: string[], dir: string): SuggestDataStats | null {
  const file = path.join(dir, 'suggest-texts.txt')
  writeFileSync(file, texts.join('\n'))
  try {
    const out = execFileSync(process.execPath, [tsx, 'scripts/bench/suggest-data-cli.ts', file], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      timeout: 600_000,
    })
    return JSON.parse(out.trim().split('\n').pop() ?? 'null') as SuggestDataStats
  } catch (err) {
    console.error(`[bench] suggest: the data functions' timing failed: ${(err as Error).message.split('\n')[0]}`)
    return null
  }
}

export async function measureSuggest(options: {
  vehicles: number
  texts: number
  connections: number
  seconds: number
}): Promise<SuggestResult> {
  const db = await benchDatabase(options.vehicles)
  const staticDir = path.join(root, '.next', 'static', 'bench-suggest')
  try {
    const built = suggestTexts(await sampleInventory(db.url, 2000), options.texts + SUGGEST_WARM_UP)
    const warmUp = built.slice(0, SUGGEST_WARM_UP)
    const texts = built.slice(SUGGEST_WARM_UP)
    // About the size of an answer of eight suggestions; written before the server starts (decision 0115).
    const bytes = 900
    rmSync(staticDir, { recursive: true, force: true })
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(path.join(staticDir, 'answer.json'), 'x'.repeat(bytes))
    const server = await startServer({ ...db.env, SUGGEST_RATE_LIMIT: '100000000' })
    const base = server.baseUrl
    const ask = (text: string) => `${base}/api/search/suggest?q=${encodeURIComponent(text)}`
    const staticUrl = `${base}/_next/static/bench-suggest/answer.json`
    try {
      // Ready: the inventory snapshot has been read once (issue 35's readiness); then the warm-up.
      for (let i = 0; i < 240 && (await timed(`${base}/api/ready`)).status !== 200; i++)
        await new Promise((r) => setTimeout(r, 250))
      for (const text of warmUp) {
        await timed(ask(text))
        await timed(staticUrl)
      }
      const loadBefore = os.loadavg()[0]
      console.log(`[bench] suggest: ${texts.length} typed texts, one at a time (${options.vehicles} vehicles)`)
      const served: number[] = []
      const staticFile: number[] = []
      const notOk: string[] = []
      let empty = 0
      for (const text of texts) {
        const t = performance.now()
        const res = await fetch(ask(text))
        const body = (await res.json()) as { suggestions?: unknown[] }
        served.push(performance.now() - t)
        if (res.status !== 200) notOk.push(`${JSON.stringify(text)} answered ${res.status}`)
        else if (!body.suggestions?.length) empty++
        staticFile.push((await timed(staticUrl)).ms)
      }
      // Server CPU per request: the texts again (the shared count after each answer included), then static files.
      let before = cpuMs(server.child.pid)
      for (const text of texts) await timed(ask(text))
      const suggestCpu = (cpuMs(server.child.pid) - before) / texts.length
      before = cpuMs(server.child.pid)
      for (let i = 0; i < texts.length; i++) await timed(staticUrl)
      const staticCpu = (cpuMs(server.child.pid) - before) / texts.length
      console.log(`[bench] suggest: ${options.connections} connections, ${options.seconds} s`)
      const concurrent = toLoadResult(
        await autocannon({
          url: base,
          connections: options.connections,
          duration: options.seconds,
          timeout: 10,
          requests: texts.map((text) => ({ method: 'GET', path: `/api/search/suggest?q=${encodeURIComponent(text)}` })),
        }),
      )
      const loadAfter = os.loadavg()[0]
      await stopServer(server)
      console.log(`[bench] suggest: the same texts through the data functions alone (${options.vehicles} vehicles)`)
      const data = measureDataInProcess(db.url, texts, staticDir)
      return {
        vehicles: options.vehicles,
        texts: texts.length,
        served: coldStats(served),
        staticFile: coldStats(staticFile),
        bytes,
        concurrent: { suggest: concurrent, connections: options.connections, seconds: options.seconds },
        data,
        cpu: { suggest: suggestCpu, staticFile: staticCpu },
        notOk,
        empty,
        examples: texts.slice(0, 8),
        load: [loadBefore, loadAfter],
      }
    } finally {
      await stopServer(server)
    }
  } finally {
    rmSync(staticDir, { recursive: true, force: true })
    await db.release()
  }
}
