/** The floor part of docs/benchmarks.md (scripts/bench/floor-run.ts measures it; issue 40, decision 0340). */
import { LIGHTHOUSE_VERSION, runLine } from './report'
import { NEXT_VERSION } from './floor-app'
import {
  compareToFloor,
  formatInp,
  HTML_TOLERANCE,
  htmlShare,
  INP_TARGET_MS,
  MAIN_THREAD_RATIO_TARGET,
  SCRIPT_OVER_FLOOR_TARGET_KB,
  type FloorPageRow,
} from './floor'
import { CPU_SLOWDOWN } from './interactions'
import type { FloorResult, InteractionRow } from './floor-run'

const kb = (n: number) => n.toFixed(1)
const signed = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`
const verdict = (met: boolean) => (met ? 'met' : '**not met**')

function pageRow(page: FloorPageRow, floor: FloorPageRow): string {
  const index = `${page.benchmarkIndex[0]}-${page.benchmarkIndex[1]}`
  if (page === floor)
    return `| floor (\`${page.path}\`) | ${kb(page.median.scriptKb)} | - | ${page.median.mainThreadMs} | 1.00x | ${page.median.tbtMs} | ${index} | ${page.runs.map((r) => r.mainThreadMs).join(', ')} |`
  const c = compareToFloor(page, floor)
  return `| ${page.name} (\`${page.path}\`) | ${kb(page.median.scriptKb)} | ${signed(c.scriptOverKb)}: ${verdict(c.scriptMet)} | ${page.median.mainThreadMs} | ${c.mainThreadRatio.toFixed(2)}x: ${verdict(c.mainThreadMet)} (per run ${c.pairedRatios.map((r) => r.toFixed(2)).join(', ')}) | ${page.median.tbtMs} | ${index} | ${page.runs.map((r) => r.mainThreadMs).join(', ')} |`
}

function interactionRow(row: InteractionRow): string {
  const runs = row.runs
    .map((r) => ('ms' in r ? `${formatInp(r.ms)}${r.event ? ` (${r.event})` : ''}` : `failed: ${r.error}`))
    .join(', ')
  const swipe = row.runs.some((r) => 'ms' in r && r.ms > 0 && !r.interaction)
  const median = row.medianMs === null ? 'n/a' : formatInp(row.medianMs)
  const met = row.medianMs === null ? '**not measured**' : verdict(row.medianMs <= INP_TARGET_MS)
  return `| ${row.name} | \`${row.path}\` | ${median}${swipe ? ' (no interaction: its pointer and touch events)' : ''} | ${met} | ${runs} |`
}

export function floorPart(r: FloorResult): string[] {
  const floor = r.pages.find((p) => p.name === 'floor') ?? r.pages[0]
  const share = htmlShare(r.floor.htmlBytes, r.floor.homeHtmlBytes)
  const tolerance = `±${HTML_TOLERANCE * 100} %`
  return [
    runLine(
      `the framework's floor (issue 40, decision 0340): a bare Next ${NEXT_VERSION} App Router page with one client component and ${r.floor.repeat} repeated server-rendered items (scripts/bench/floor-app.ts, built from this repository's node_modules and served by \`next start\`), ${r.floor.htmlBytes} bytes of HTML against the home page's ${r.floor.homeHtmlBytes} in this run (${signed(share * 100)} %, ${Math.abs(share) <= HTML_TOLERANCE ? `within ${tolerance}` : `**outside ${tolerance}**`}). Lighthouse ${LIGHTHOUSE_VERSION}, mobile (simulated slow 4G, 4x CPU slowdown), first-time visitor (cookie banner showing on our pages), ${r.runs} runs of each page interleaved (run i of every page before run i+1 of any); medians. Shared, loaded machine: load average ${r.load.before.toFixed(1)} before, ${r.load.after.toFixed(1)} after (2 cores); the ratios to the floor, measured in the same rounds, are what counts.`,
    ),
    '',
    `| page | script kB transferred | minus the floor (target <= +${SCRIPT_OVER_FLOOR_TARGET_KB} kB) | main-thread ms | ratio to the floor (target <= ${MAIN_THREAD_RATIO_TARGET}x) | TBT ms | benchmarkIndex | main-thread ms per run |`,
    '|---|---|---|---|---|---|---|---|',
    ...r.pages.map((p) => pageRow(p, floor)),
    '',
    `"Script" is Lighthouse's resource summary (bytes of script as transferred, gzip); "main-thread ms" its main-thread work breakdown in total, on the CPU it slows 4x; the ratio is the medians', with each round's own ratio beside it.`,
    '',
    `Interactions at ${CPU_SLOWDOWN}x CPU slowdown (Chromium's \`Emulation.setCPUThrottlingRate\`, 412 px phone, touch), each a first visit with the consent banner accepted first; input to next paint from the Event Timing API (\`PerformanceObserver\` of type \`event\`, \`durationThreshold: 16\`), the longest interaction of the gesture; median of ${r.runs}, interleaved. "< 16": no event reached the threshold. A swipe that scrolls is not an interaction for INP (Chromium cancels its pointer events): its row is the longest of its pointer and touch events, which the scroll that follows does not include.`,
    '',
    `| interaction | page | INP ms (median) | target <= ${INP_TARGET_MS} ms | per run (longest event) |`,
    '|---|---|---|---|---|',
    ...r.interactions.map(interactionRow),
  ]
}
