/** Writes the benchmark figures into docs/benchmarks.md between generated markers. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoadResult } from './load'
import type { GrowthRow } from './growth'
import { CLS_TARGET, SCORE_TARGET, TBT_TARGET_MS, type LighthouseRow } from './lighthouse'
import type { MainThreadRow } from './main-thread'
import { ADMIN_MARKERS, FIRST_LOAD_TARGET_KB, SUGGESTIONS_MARKER, type FirstLoadRow } from './first-load-js'
import { memoryVerdict, type MixResult } from './mix'
import { DASHBOARD_P95_TARGET_MS, type DashboardResult } from './dashboard'
import type { ReadRow, ReadsResult } from './reads'

export const LIGHTHOUSE_VERSION = (
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string }
).version

export type Row = {
  name: string
  url: string
  bytes: number
  page: LoadResult
  staticFile: LoadResult
  ratios: number[]
  ratio: number
}

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

const ms = (n: number) => n.toFixed(1)

function pageTable(rows: Row[]): string[] {
  return [
    '| page | bytes | req/s | p50 ms | p95 ms | p99 ms | errors | static p95 ms | p95 ratio (per round) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.bytes} | ${r.page.rps} | ${r.page.p50} | ${r.page.p95} | ${r.page.p99} | ${r.page.errors + r.page.non2xx} | ${r.staticFile.p95}${r.staticFile.errors + r.staticFile.non2xx ? ` (**${r.staticFile.errors + r.staticFile.non2xx} errors or non-2xx**)` : ''} | **${r.ratio.toFixed(2)}** (${r.ratios.map((x) => x.toFixed(2)).join(', ')}) |`,
    ),
  ]
}

function dbTable(growth: GrowthRow[]): string[] {
  if (!growth.length) return []
  const names = [...new Set(growth.flatMap((g) => g.db.map((d) => d.name)))]
  return [
    '',
    "SRP database time, uncached (median of 15): our data layer (search + facets through Payload's pool, rows mapped to cards) beside the same statements sent through a bare `pg` pool with the same parallelism.",
    '',
    `| search | ${growth.map((g) => `${g.vehicles.toLocaleString('en-US')} vehicles: app / bare ms (ratio)`).join(' | ')} |`,
    `|---|${growth.map(() => '---').join('|')}|`,
    ...names.map(
      (name) =>
        `| ${name} | ${growth
          .map((g) => {
            const d = g.db.find((x) => x.name === name)
            return d ? `${ms(d.appMs)} / ${ms(d.bareMs)} (${(d.appMs / d.bareMs).toFixed(2)})` : 'n/a'
          })
          .join(' | ')} |`,
    ),
    '',
    'Served SRP by inventory size (warm data cache, same load as above, one short run each):',
    '',
    `| page | ${growth.map((g) => `${g.vehicles.toLocaleString('en-US')}: p50 / p95 ms`).join(' | ')} |`,
    `|---|${growth.map(() => '---').join('|')}|`,
    ...growth[0].served.map(
      (s, i) =>
        `| ${s.path} | ${growth.map((g) => (g.served[i] ? `${g.served[i].result.p50} / ${g.served[i].result.p95}` : 'n/a')).join(' | ')} |`,
    ),
  ]
}

/** The parts of the generated section; a run rewrites only the parts it measured (`--only`). */
export const REPORT_PARTS = [
  'pages',
  'growth',
  'cold',
  'lighthouse',
  'js',
  'mix',
  'dashboard',
  'reads',
  'suggest',
  'floor',
] as const
export type ReportPart = (typeof REPORT_PARTS)[number]

const partStart = (part: ReportPart) => `<!-- bench:part ${part} -->`
const partEnd = (part: ReportPart) => `<!-- bench:part-end ${part} -->`

/** The text of each part in the current generated section; a section from before parts existed is all "pages". */
function currentParts(block: string): Partial<Record<ReportPart, string>> {
  const inner = block.replace(START, '').replace(END, '').trim()
  if (!inner) return {}
  if (!inner.includes('<!-- bench:part ')) return { pages: inner }
  const parts: Partial<Record<ReportPart, string>> = {}
  for (const part of REPORT_PARTS) {
    const m = new RegExp(`${partStart(part)}\\n([\\s\\S]*?)\\n${partEnd(part)}`).exec(inner)
    if (m) parts[part] = m[1]
  }
  return parts
}

export function runLine(text: string): string {
  return `Run ${new Date().toISOString()} on ${machine()}; ${text}`
}

export function pagesPart(
  rows: Row[],
  context: { vehicles: number; connections: number; durationSeconds: number; rounds: number; notes: string[] },
): string[] {
  return [
    runLine(
      `${context.vehicles} vehicles seeded; autocannon, ${context.connections} connections, ${context.durationSeconds} s per URL in ${context.rounds} rounds alternating with the static file, loopback.`,
    ),
    '',
    ...pageTable(rows),
    '',
    'p95 is autocannon\'s 97.5th percentile (its closest bucket); p50/p95 are medians over the rounds. "static" is a file of the same size served by the same `next start` from .next/static in the same rounds.',
    ...context.notes.map((n) => `- ${n}`),
  ]
}

export function growthPart(growth: GrowthRow[]): string[] {
  return growth.length
    ? [runLine(`inventory sizes ${growth.map((g) => g.vehicles).join(', ')}.`), ...dbTable(growth)]
    : []
}

const fmtCls = (n: number) => n.toFixed(3)

export function lighthousePart(rows: LighthouseRow[], runsPerPage: number, mainThread: MainThreadRow[] = []): string[] {
  const met = (r: LighthouseRow) =>
    r.median.score >= SCORE_TARGET && r.median.tbtMs <= TBT_TARGET_MS && r.median.cls <= CLS_TARGET
  return [
    runLine(
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile (default config: simulated slow 4G, 4x CPU slowdown, 412 px), Debian's Chromium headless, first-time visitor (storage cleared, cookie banner showing), median of ${runsPerPage} runs.`,
    ),
    '',
    `| page | banner shown | score | LCP ms | CLS | TBT ms | target (score >= ${SCORE_TARGET}, TBT <= ${TBT_TARGET_MS} ms, CLS <= ${CLS_TARGET}) | scores per run | TBT ms per run | benchmarkIndex per run |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.bannerShown ? 'yes' : '**no**'} | ${r.median.score} | ${r.median.lcpMs} | ${fmtCls(r.median.cls)} | ${r.median.tbtMs} | ${met(r) ? 'met' : '**not met**'} | ${r.runs.map((x) => x.score).join(', ')} | ${r.runs.map((x) => x.tbtMs).join(', ')} | ${r.runs.map((x) => x.benchmarkIndex).join(', ')} |`,
    ),
    '',
    ...rows.map((r) => {
      const last = r.runs[r.runs.length - 1]
      const shifts = [...new Set(r.runs.flatMap((x) => x.shifts))]
      const breakdown =
        last?.mainThread
          .slice(0, 4)
          .map(([group, ms]) => `${group} ${ms} ms`)
          .join(', ') || 'n/a'
      return `- ${r.name}: LCP element \`${last?.lcpElement || 'n/a'}\`; FCP ${last?.fcpMs ?? 'n/a'} ms; unused JS ${last?.unusedJsKb ?? 'n/a'} kB; layout shifts: ${shifts.length ? shifts.map((x) => `\`${x}\``).join(', ') : 'none'}; main thread (last run, slowed 4x): ${breakdown}.`
    }),
    ...mainThreadPart(mainThread),
  ]
}

/** The unthrottled figure beside Lighthouse's (issue 17), same pages, same run. */
function mainThreadPart(rows: MainThreadRow[]): string[] {
  if (!rows.length) return []
  return [
    '',
    `Main thread without throttling (Chromium, 412 px phone viewport, first-time visitor with the banner showing; the page's renderer main thread from navigation until the network is idle plus 1 s, from a performance trace; median of ${rows[0].runs.length} runs): "busy" sums its tasks, "blocking" the part of each task over 50 ms.`,
    '',
    '| page | busy ms | blocking ms | longest task ms | tasks | busy ms per run |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.median.busyMs} | ${r.median.blockingMs} | ${r.median.longestMs} | ${r.median.tasks} | ${r.runs.map((x) => x.busyMs).join(', ')} |`,
    ),
  ]
}

export function firstLoadPart(rows: FirstLoadRow[]): string[] {
  const budgeted = (name: string) => /^(SRP|VDP)/.test(name)
  const met = (kb: number) => (kb <= FIRST_LOAD_TARGET_KB ? 'met' : '**not met**')
  const target = (r: FirstLoadRow) => `in the HTML: ${met(r.initialGzipKb)}; all: ${met(r.gzipKb)}`
  return [
    runLine(
      `first-load JavaScript: a cold load of each route in a fresh Chromium context (no cache, no consent cookie) until the network is idle; every distinct script, gzip (level 6) of its bytes. "In the HTML" counts the scripts the page's HTML names (Next's "First Load JS"); "all" adds what code loads after them (lazy chunks such as the popup dialog).`,
    ),
    '',
    `| route | scripts (in the HTML) | raw kB, all | gzip kB, in the HTML | gzip kB, all until idle | target (SRP, VDP <= ${FIRST_LOAD_TARGET_KB} kB gzip) | admin code loaded | search suggestions loaded |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`) | ${r.scripts.length} (${r.scripts.filter((s) => s.initial).length}) | ${r.rawKb.toFixed(1)} | ${r.initialGzipKb.toFixed(1)} | ${r.gzipKb.toFixed(1)} | ${budgeted(r.name) ? target(r) : '-'} | ${r.adminScripts.length ? `**yes**: ${r.adminScripts.join(', ')}` : 'none'} | ${r.suggestionScripts.length ? `**yes**: ${r.suggestionScripts.join(', ')}` : 'none'} |`,
    ),
    '',
    `"Admin code" is a script containing a string only Payload's admin UI renders (${ADMIN_MARKERS.map((m) => `\`${m}\``).join(', ')}); tests/e2e/admin-leak.e2e.test.ts asserts the same on every \`npm test\`. "Search suggestions" is the header search's suggestion code (\`${SUGGESTIONS_MARKER}\`), which only a focus of the search box fetches (issue 38, decision 0333; tests/e2e/first-load-js.e2e.test.ts).`,
  ]
}

export function mixPart(m: MixResult): string[] {
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.non2xx} |`
  return [
    runLine(
      `page mix: autocannon, ${m.connections} connections for ${m.durationSeconds} s cycling through ${m.paths.map((p) => `\`${p}\``).join(', ')}, after a static file of their average size (${m.avgBytes} bytes) from the same server, same connections and time. "errors + timeouts" are connection errors and requests unanswered after 10 s.`,
    ),
    '',
    '| load | req/s | p50 ms | p95 ms | p99 ms | requests | errors + timeouts | non-2xx |',
    '|---|---|---|---|---|---|---|---|',
    ...m.rounds.map((r, i) => row(m.rounds.length > 1 ? `page mix, round ${i + 1}` : 'page mix', r)),
    row('static file, same size', m.staticFile),
    '',
    `- page mix / static: req/s ${(m.mix.rps / Math.max(1, m.staticFile.rps)).toFixed(2)}x, p95 ${(m.mix.p95 / Math.max(1, m.staticFile.p95)).toFixed(1)}x (target at most 2x, issue 18: ${m.mix.p95 <= 2 * m.staticFile.p95 ? 'met' : '**not met**'}). Errors target 0 (every round): ${m.rounds.some((r) => r.requests === 0) ? '**not measured** (a round completed no request)' : m.rounds.every((r) => r.errors + r.non2xx === 0) ? 'met' : '**not met**'}.`,
    `- Server memory (RSS, MB): ${m.rss.before} before; ${m.rss.rounds.map((r, i) => `round ${i + 1}: ${r.after} right after, ${r.idle} after ${m.idleSeconds} s idle`).join('; ')}.`,
    `- Memory: ${memoryVerdict(m.rss).text}.`,
    ...(m.rss.rounds.some((r) => r.heap)
      ? [
          `- The server's JavaScript heap in use / memory outside it (MB, GET /api/metrics after each idle pause): ${m.rss.rounds.map((r, i) => `round ${i + 1}: ${r.heap ? `${r.heap.heapUsedMb} / ${r.heap.externalMb}` : 'not read'}`).join('; ')}.`,
        ]
      : []),
  ]
}

/**
 * Rewrites the generated section of docs/benchmarks.md with the parts given, keeping the parts this
 * run did not measure as they were. With `write: false` only returns the section (a trial run).
 */
/** The vehicle page's read through GraphQL beside the Local API (decision 0003). */
export function readsPart(r: ReadsResult | null): string[] {
  if (!r) return [runLine('Vehicle-page read: **not measured** (the measuring process failed; see the run log).')]
  const [apollo, bare, local] = r.rows
  const ratio = (a?: ReadRow, b?: ReadRow) => (a && b && b.p50 > 0 ? `${(a.p50 / b.p50).toFixed(2)}x` : 'n/a')
  return [
    runLine(
      `Vehicle-page read (decision 0003): one vehicle by VIN with its store, ${r.samples} random available vehicles of ${r.vehicles.toLocaleString('en-US')}, one at a time in one Node process, the three ways interleaved.`,
    ),
    '',
    '| read | p50 ms | p95 ms |',
    '|---|---|---|',
    ...r.rows.map((row) => `| ${row.name} | ${row.p50} | ${row.p95} |`),
    '',
    `- p50 of the page's GraphQL path over the Local API: ${ratio(apollo, local)}; of the bare schema over the Local API: ${ratio(bare, local)}.`,
  ]
}

/** The admin dashboard's statement at 100,000 leads (issue 20). */
export function dashboardPart(d: DashboardResult): string[] {
  const met = d.p95 <= DASHBOARD_P95_TARGET_MS
  return [
    runLine(
      `Admin dashboard: its one SQL statement (src/server/db/dashboard.ts), ${d.samples} times one after another on a warm connection, with ${d.leads.toLocaleString('en-US')} leads in the database.`,
    ),
    '',
    `- p50 ${d.p50} ms, p95 ${d.p95} ms, max ${d.max} ms. Target p95 <= ${DASHBOARD_P95_TARGET_MS} ms: ${met ? 'met' : '**not met**'}.`,
  ]
}

export function writeReport(
  parts: Partial<Record<ReportPart, string[]>>,
  options: { write: boolean } = { write: true },
): string {
  const file = path.resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md')
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\n`npm run bench` rewrites the generated section below.\n\n'
  const existing = currentParts(new RegExp(`${START}[\\s\\S]*?${END}`).exec(current)?.[0] ?? '')
  const body = REPORT_PARTS.flatMap((part) => {
    const text = parts[part]?.join('\n') ?? existing[part]
    return text === undefined ? [] : [partStart(part), text, partEnd(part), '']
  })
  const block = [START, ...body, END].join('\n')
  if (options.write) {
    const next = current.includes(START)
      ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}`), () => block)
      : `${current.trimEnd()}\n\n${block}\n`
    writeFileSync(file, next)
  }
  return block
}
