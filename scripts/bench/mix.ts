/**
 * The load mix (issue 9 "Speed", issue 18 "Serving"): a static file of the mix's average size at 200
 * connections for 60 s, then 200 connections for 60 s cycling through home, search result pages, a
 * vehicle page and content pages (each
 * connection walks autocannon's `requests` list in turn), from the same server. The mix runs in
 * rounds with an idle pause after each; server memory (RSS) is read before the first, right after
 * each and after each pause. V8 and malloc keep what the first rush took (a high-water mark), so
 * "growth that does not return" shows as memory still climbing from one round's rest to the next.
 */
import autocannon from 'autocannon'
import { load, toLoadResult, type LoadResult } from './load'
import { rssMb } from './server'

export type MixResult = {
  paths: string[]
  avgBytes: number
  connections: number
  durationSeconds: number
  idleSeconds: number
  /** The first round (the rush on a fresh server). */
  mix: LoadResult
  /** Every round, the first included. */
  rounds: LoadResult[]
  staticFile: LoadResult
  rss: {
    before: number | null
    /** `heap`: V8's heap in use and the memory outside it (buffers), MB, as the server reports them at rest. */
    rounds: Array<{ after: number | null; idle: number | null; heap?: HeapReading | null }>
  }
}

export type HeapReading = { heapUsedMb: number; externalMb: number }

/** A gauge's value in Prometheus text, or null. */
function gauge(text: string, name: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `))
  const value = line
    ? Number(
        line
          .slice(name.length + 1)
          .trim()
          .split(' ')[0],
      )
    : NaN
  return Number.isFinite(value) ? value : null
}

/** The heap reading in prom-client's process metrics (Prometheus text), or null when either gauge is missing. */
export function heapFromMetrics(text: string): HeapReading | null {
  const used = gauge(text, 'nodejs_heap_size_used_bytes')
  const external = gauge(text, 'nodejs_external_memory_bytes')
  if (used === null || external === null) return null
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
  return { heapUsedMb: mb(used), externalMb: mb(external) }
}

/**
 * The server's own account of its memory (GET /api/metrics; loopback needs no token): resident
 * memory that climbs while the JavaScript heap stays level is memory the allocator keeps, not
 * objects the app holds on to.
 */
export async function heapReading(baseUrl: string): Promise<HeapReading | null> {
  try {
    return heapFromMetrics(await (await fetch(`${baseUrl}/api/metrics`)).text())
  } catch {
    return null
  }
}

/** Allowed rise of the resting memory from the first round to the last before it counts as growth that does not return. */
export const RESTING_GROWTH_TOLERANCE = 0.1

/** The memory verdict: did the server's resting memory keep climbing from round to round? */
export function memoryVerdict(rss: MixResult['rss']): { met: boolean | null; text: string } {
  const rests = rss.rounds.map((r) => r.idle)
  if (rests.length < 2 || rests.some((r) => r === null))
    return { met: null, text: 'not measured (needs two rounds with memory readings)' }
  const first = rests[0] as number
  const last = rests[rests.length - 1] as number
  const rise = (last - first) / first
  const met = rise <= RESTING_GROWTH_TOLERANCE
  return {
    met,
    text: `resting memory ${first} MB after round 1, ${last} MB after round ${rests.length} (${rise >= 0 ? '+' : ''}${(rise * 100).toFixed(0)}%; growth that does not return would climb by more than ${RESTING_GROWTH_TOLERANCE * 100}% per round): ${met ? 'met' : '**not met**'}`,
  }
}

/** The mix's URLs: home, filters, sorts and pages a shopper would use, content pages (and a vehicle page, added by the caller). */
export const MIX_PATHS = [
  '/',
  '/our-company',
  '/contact-us',
  '/cars-for-sale',
  '/cars-for-sale/suvs?sort=priceLow',
  '/cars-for-sale/toyota/price-under-20000?sort=mileage',
  '/cars-for-sale?page=20',
  '/cars-for-sale/trucks',
  '/cars-for-sale?page=3&sort=priceHigh',
]

/** The mix's URLs that answer 200 (a redirect or an error page would be measured instead) and their average size. */
export async function probeMix(
  baseUrl: string,
  extraPaths: readonly string[] = [],
): Promise<{ paths: string[]; avgBytes: number }> {
  const sizes: number[] = []
  const paths: string[] = []
  for (const p of [...MIX_PATHS, ...extraPaths]) {
    const res = await fetch(`${baseUrl}${p}`, { redirect: 'manual' })
    const bytes = (await res.arrayBuffer()).byteLength
    if (res.status !== 200) {
      console.log(`[bench] mix: ${p} answered ${res.status}, left out`)
      continue
    }
    sizes.push(bytes)
    paths.push(p)
  }
  if (!paths.length) throw new Error('no page of the mix answered 200')
  return { paths, avgBytes: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) }
}

/** `staticUrl` serves a file of `probe.avgBytes` bytes (written before the server started: decision 0115). */
export async function measureMix(
  baseUrl: string,
  pid: number | undefined,
  probe: { paths: string[]; avgBytes: number },
  staticUrl: string,
  options: { connections: number; durationSeconds: number; idleSeconds: number; rounds: number },
): Promise<MixResult> {
  const { paths, avgBytes } = probe
  // The static file first: after the mix the server is still working off queued renders for a
  // while, and the static file would measure that backlog instead of the server's floor.
  console.log(`[bench] mix: static baseline (${avgBytes} bytes)`)
  const staticFile = await load(staticUrl, {
    connections: options.connections,
    durationSeconds: options.durationSeconds,
  })
  const before = await rssMb(pid)
  // One request per URL first, as visitors before the rush would have made: the fresh server's data
  // cache is empty, and 200 cold renders at once would measure only the first seconds' queue.
  for (const p of paths) await fetch(`${baseUrl}${p}`).then((r) => r.arrayBuffer())
  const rounds: LoadResult[] = []
  const rss: MixResult['rss'] = { before, rounds: [] }
  for (let round = 1; round <= options.rounds; round++) {
    console.log(
      `[bench] mix round ${round}/${options.rounds}: ${paths.length} SRPs, ${options.connections} connections, ${options.durationSeconds} s`,
    )
    const result = await autocannon({
      url: baseUrl,
      connections: options.connections,
      duration: options.durationSeconds,
      timeout: 10,
      requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
    })
    rounds.push(toLoadResult(result))
    const after = await rssMb(pid)
    await new Promise((r) => setTimeout(r, options.idleSeconds * 1000))
    rss.rounds.push({ after, idle: await rssMb(pid), heap: await heapReading(baseUrl) })
  }
  return {
    paths,
    avgBytes,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    idleSeconds: options.idleSeconds,
    mix: rounds[0],
    rounds,
    staticFile,
    rss,
  }
}
