/** The search suggestions part of docs/benchmarks.md (scripts/bench/suggest.ts measures it; issue 38). */
import { runLine } from './report'
import { SUGGEST_WARM_UP, type SuggestResult } from './suggest'
import type { ColdStats } from './cold'

/** Issue 38: the suggestion endpoint's p95 at 50,000 vehicles, ms. */
export const SUGGEST_P95_TARGET_MS = 20

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')
const row = (name: string, s: ColdStats) => `| ${name} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`

export function suggestPart(r: SuggestResult): string[] {
  const met = r.served.p95 <= SUGGEST_P95_TARGET_MS ? 'met' : '**not met**'
  const c = r.concurrent
  const d = r.data
  return [
    runLine(
      `search suggestions (issue 38): \`GET /api/search/suggest?q=...\` at ${r.vehicles.toLocaleString('en-US')} vehicles, ${r.texts} distinct typed texts built from a sample of the inventory (e.g. ${r.examples.map((e) => `\`${e}\``).join(', ')}), one request at a time, each followed by a ${r.bytes}-byte static file from the same server, after the server's readiness and ${SUGGEST_WARM_UP} warm-up texts; load average ${r.load[0].toFixed(1)} before, ${r.load[1].toFixed(1)} after.`,
    ),
    '',
    '| request | count | p50 ms | p95 ms | max ms |',
    '|---|---|---|---|---|',
    row('suggestions', r.served),
    row('static file, same server', r.staticFile),
    '',
    `- Target: p95 <= ${SUGGEST_P95_TARGET_MS} ms at 50,000 vehicles: ${r.vehicles >= 50_000 ? met : `not measured at 50,000 (${r.vehicles})`}.`,
    `- Server CPU per request (user + system time of the server process over ${r.texts} requests, one at a time; the shared per-address count after each answer included): suggestions ${r.cpu.suggest.toFixed(2)} ms, static file ${r.cpu.staticFile.toFixed(2)} ms.`,
    ...(c
      ? [
          `- ${c.connections} connections for ${c.seconds} s cycling through the same texts: ${c.suggest.rps} req/s, p50 ${c.suggest.p50} ms, p95 ${c.suggest.p95} ms (autocannon's p97.5), p99 ${c.suggest.p99} ms, ${c.suggest.errors} errors, ${c.suggest.non2xx} non-2xx.`,
        ]
      : []),
    ...(d
      ? [
          `- In process (scripts/bench/suggest-data-cli.ts): per text, reading, matching and ranking p50 ${d.perText.p50.toFixed(0)} µs, p95 ${d.perText.p95.toFixed(0)} µs; once per inventory snapshot, the counts ${ms(d.counts.p50)} ms (${d.fromSnapshot ? 'from the snapshot' : '**from the statements: no snapshot**'}) and the index ${ms(d.index.p50)} ms.`,
        ]
      : []),
    `- ${r.empty} of ${r.texts} texts found no suggestion (words no make, model, body style or feature begins with).${r.notOk.length ? ` Not 200: ${r.notOk.slice(0, 5).join('; ')}.` : ''}`,
  ]
}
