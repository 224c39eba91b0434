/** The cold part of docs/benchmarks.md (scripts/bench/cold.ts measures it). */
import { runLine } from './report'
import {
  WARM_UP_HOMES,
  WARM_UP_SEARCHES,
  type ColdDataStats,
  type ColdOptions,
  type ColdRow,
  type ColdStats,
} from './cold'

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a')
const stats = (s: ColdStats) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.max)}`
const p50p95 = (s: ColdStats) => `${ms(s.p50)} / ${ms(s.p95)}`

/** Targets of issue 18 (p95, ms): search pages at 10,000 and 50,000 vehicles, the home page. */
export const COLD_TARGETS = { srp: { 10_000: 60, 50_000: 100 } as Record<number, number>, home: 60 }

function verdict(p95: number, target: number | undefined): string {
  if (target === undefined) return '-'
  return p95 <= target ? `<= ${target}: met` : `<= ${target}: **not met**`
}

/** Each statement a search sent, p50 / p95 (a search without a separate count statement shows none). */
function statements(data: ColdDataStats): string {
  return [
    ...(data.count.max > 0 ? [`count ${p50p95(data.count)}`] : []),
    `page of cards ${p50p95(data.page)}`,
    `facet counts ${p50p95(data.facets)}`,
  ].join(', ')
}

function splitRows(r: ColdRow): string[] {
  const size = r.vehicles.toLocaleString('en-US')
  const data = r.srp.data
  return [
    `| search results | ${size} | ${p50p95(r.srp.page)} | ${p50p95(r.srp.split.direct)} | ${p50p95(r.srp.split.warm)} | ${
      data ? `${p50p95(data.total)} (${statements(data)})` : 'n/a'
    } | ${data && data.snapshot.count ? `${p50p95(data.snapshot)} (${data.snapshot.count} searches)` : 'n/a'} |`,
    `| home | ${size} | ${p50p95(r.home.page)} | ${p50p95(r.home.split.direct)} | ${p50p95(r.home.split.warm)} | - | - |`,
  ]
}

export function coldPart(rows: ColdRow[], options: ColdOptions): string[] {
  if (!rows.length) return []
  return [
    runLine(
      `cold path, one request at a time on loopback: ${options.urls} distinct search URLs per size, each requested once, and the home page ${options.homeRequests} times with every cache dropped before each request; after each page, a static file of the same size from the same server. Before them each server renders ${WARM_UP_SEARCHES} other search pages and ${WARM_UP_HOMES} dropped-cache home pages, as a server that has served shoppers has (not measured).`,
    ),
    '',
    '| page | vehicles | requests | bytes | p50 / p95 / max ms | static file p50 / p95 / max ms | p95 target ms |',
    '|---|---|---|---|---|---|---|',
    ...rows.flatMap((r) => [
      `| search results, never requested before | ${r.vehicles.toLocaleString('en-US')} | ${r.srp.page.count} | ${r.srp.bytes} | **${stats(r.srp.page)}** | ${stats(r.srp.staticFile)} | ${verdict(r.srp.page.p95, COLD_TARGETS.srp[r.vehicles])} |`,
      `| home, every cache dropped | ${r.vehicles.toLocaleString('en-US')} | ${r.home.page.count} | ${r.home.bytes} | **${stats(r.home.page)}** | ${stats(r.home.staticFile)} | ${verdict(r.home.page.p95, COLD_TARGETS.home)} |`,
    ]),
    '',
    'Where the time goes (p50 / p95 ms, same pages, same run): "measured" is the column above; "rendered, data from the database" is the same page from a second server on the same database with the page cache off (nothing kept; its searches answered from its inventory snapshot once read, decision 0286); "rendered, data cached" is that page requested again at once, every read answered by the data cache (React, Next and the HTML alone); "statements" sends the same searches to the data functions the page calls (its statements in parallel, as the page sends them) in a process of their own, each statement timed from the data layer to its rows: what a search costs when the snapshot cannot answer it (a keyword, or no trusted snapshot); "snapshot" answers the same searches as a server with a trusted snapshot does (facets and the page\'s vehicle ids in memory, the cards read by id), keyword searches left out. Measured minus the first is the page cache\'s keeping (collecting, compressing and storing the page), the first minus the second the reads.',
    '',
    '| page | vehicles | measured | rendered, data from the database | rendered, data cached | statements of the search (in process) | from the inventory snapshot (in process) |',
    '|---|---|---|---|---|---|---|',
    ...rows.flatMap(splitRows),
    '',
    "- Search URLs: built with the project's URL builder from a sample of the inventory (condition roots, body style, make and model, feature and price segments, query filters, every sort, later pages of broad searches), each with a filter set no other URL has, so neither the page cache nor the cached search and facet reads can answer; the reads every page shares (settings, the inventory vocabulary, menus) are warm, as on a running server. Examples: " +
      rows[0].examples.map((u) => `\`${u}\``).join(', ') +
      '.',
    '- Home page: before each request the server drops its page cache and its whole data cache (a Postgres notification on its invalidation channel, decision 0227), so the render reads everything from the database.',
    ...rows.map(
      (r) =>
        `- ${r.vehicles.toLocaleString('en-US')} vehicles: load average ${r.load[0].toFixed(1)} at the start, ${r.load[1].toFixed(1)} at the end (2 cores); page-cache hits ${r.pageCacheHits} (expected 0); answers other than 200, left out of the figures: ${
          r.notOk.length
            ? r.notOk
                .slice(0, 5)
                .map((n) => `\`${n}\``)
                .join(', ') + (r.notOk.length > 5 ? ` and ${r.notOk.length - 5} more` : '')
            : 'none'
        }.`,
    ),
  ]
}
