/**
 * A page and its same-size static file, measured in alternating rounds (page, static, page, static…)
 * so that both see the same machine load; the ratio reported is the median of the per-round ratios.
 * A 2-core machine shared with other work swings by 2-5x over a minute; one long run of each did not
 * give ratios that held from one run to the next.
 */
import { load, type LoadResult } from './load'

export type PairResult = { page: LoadResult; staticFile: LoadResult; ratios: number[]; ratio: number }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

function combine(runs: LoadResult[]): LoadResult {
  return {
    rps: Math.round(runs.reduce((a, r) => a + r.rps, 0) / runs.length),
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    requests: runs.reduce((a, r) => a + r.requests, 0),
  }
}

export async function measurePair(
  pageUrl: string,
  staticUrl: string,
  options: { connections: number; durationSeconds: number; rounds: number },
): Promise<PairResult> {
  const seconds = Math.max(2, Math.round(options.durationSeconds / options.rounds))
  const pages: LoadResult[] = []
  const statics: LoadResult[] = []
  for (let i = 0; i < options.rounds; i++) {
    pages.push(await load(pageUrl, { connections: options.connections, durationSeconds: seconds }))
    statics.push(await load(staticUrl, { connections: options.connections, durationSeconds: seconds }))
  }
  const ratios = pages.map((p, i) => (statics[i].p95 > 0 ? p.p95 / statics[i].p95 : Number.NaN))
  return { page: combine(pages), staticFile: combine(statics), ratios, ratio: median(ratios) }
}
