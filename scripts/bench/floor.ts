/**
 * The pure part of the floor comparison (issue 40, "Close to the framework's floor"; decision
 * 0340): the order of the interleaved runs, what one Lighthouse result says about script, main
 * thread and blocking time, each page against the floor, and the longest interaction of an Event
 * Timing list. scripts/bench/floor-run.ts measures, scripts/bench/floor-report.ts writes.
 */

/** Script over the floor's, kB transferred (issue 40). */
export const SCRIPT_OVER_FLOOR_TARGET_KB = 40
/** Main-thread work over the floor's, as a ratio (issue 40). */
export const MAIN_THREAD_RATIO_TARGET = 1.5
/** Input to next paint of each interaction at 4x slowdown, ms (issue 40; Google's "good" INP). */
export const INP_TARGET_MS = 200
/** The floor's HTML may differ from the home page's by this share at most. */
export const HTML_TOLERANCE = 0.1
/** The smallest duration the Event Timing API reports (`durationThreshold`'s minimum). */
export const EVENT_THRESHOLD_MS = 16

export const median = (xs: readonly number[]): number => {
  if (!xs.length) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/** The floor's HTML size over the home page's, minus one (0.05: 5 % larger). */
export const htmlShare = (floorBytes: number, homeBytes: number) => floorBytes / homeBytes - 1

/**
 * Run i of every item before run i+1 of any: a machine that slows down during the run slows every
 * page alike, and the floor is measured beside the pages, not before them.
 */
export function interleave<T>(items: readonly T[], runs: number): Array<{ item: T; run: number }> {
  const order: Array<{ item: T; run: number }> = []
  for (let run = 0; run < runs; run++) for (const item of items) order.push({ item, run })
  return order
}

/** What the floor table reads from one Lighthouse run. */
export type FloorRun = {
  /** Bytes of script transferred (compressed as served), Lighthouse's resource summary. */
  scriptBytes: number
  /** Lighthouse's main-thread work breakdown, total ms on the slowed CPU. */
  mainThreadMs: number
  tbtMs: number
  benchmarkIndex: number
}

type LhrAudit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }
/** The few fields of a Lighthouse result (lhr) the floor reads. */
export type LhrLike = { audits: Record<string, LhrAudit | undefined>; environment?: { benchmarkIndex?: number } }

/**
 * One run's figures. Script bytes come from `resource-summary`'s script row and, when that audit
 * is missing (an older config), from `network-requests` (every request of type Script).
 */
export function floorRunFromLhr(lhr: LhrLike): FloorRun {
  const summary = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
  const requests = lhr.audits['network-requests']?.details?.items
  const scriptBytes = summary
    ? Number(summary.transferSize ?? 0)
    : (requests ?? [])
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0)
  return {
    scriptBytes,
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  }
}

export type FloorPageRow = {
  name: string
  path: string
  runs: FloorRun[]
  median: { scriptKb: number; mainThreadMs: number; tbtMs: number }
  benchmarkIndex: [number, number]
}

export function floorPageRow(name: string, path: string, runs: FloorRun[]): FloorPageRow {
  const indexes = runs.map((r) => r.benchmarkIndex).filter(Number.isFinite)
  return {
    name,
    path,
    runs,
    median: {
      scriptKb: median(runs.map((r) => r.scriptBytes)) / 1024,
      mainThreadMs: median(runs.map((r) => r.mainThreadMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
    },
    benchmarkIndex: indexes.length ? [Math.min(...indexes), Math.max(...indexes)] : [Number.NaN, Number.NaN],
  }
}

export type FloorComparison = {
  scriptOverKb: number
  scriptMet: boolean
  mainThreadRatio: number
  /** Each run's main thread over the floor's in the same round: how steady the ratio is. */
  pairedRatios: number[]
  mainThreadMet: boolean
}

/** A page against the floor: medians compared, targets judged on them. */
export function compareToFloor(page: FloorPageRow, floor: FloorPageRow): FloorComparison {
  const scriptOverKb = page.median.scriptKb - floor.median.scriptKb
  const mainThreadRatio = page.median.mainThreadMs / floor.median.mainThreadMs
  return {
    scriptOverKb,
    scriptMet: scriptOverKb <= SCRIPT_OVER_FLOOR_TARGET_KB,
    mainThreadRatio,
    pairedRatios: page.runs.map((r, i) => r.mainThreadMs / (floor.runs[i]?.mainThreadMs ?? Number.NaN)),
    mainThreadMet: mainThreadRatio <= MAIN_THREAD_RATIO_TARGET,
  }
}

/** One Event Timing entry as the page hands it over (PerformanceEventTiming's fields). */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number }
/** `ms` 0: no entry reached the threshold, the interaction painted within 16 ms. */
export type Interaction = { ms: number; event: string; interaction: boolean }

/**
 * The longest interaction among the entries that started at or after `since` (the moment the
 * measured gesture began), as INP counts it: entries with an interaction id. A touch that becomes a
 * scroll (a swipe) has none, Chromium cancelling its pointer events; then the longest of its events
 * (touchstart, touchmove, touchend...) is taken, marked `interaction: false`.
 */
export function longestInteraction(entries: readonly EventEntry[], since: number): Interaction {
  const after = entries.filter((e) => e.startTime >= since)
  const interactions = after.filter((e) => e.interactionId > 0)
  const pool = interactions.length ? interactions : after
  if (!pool.length) return { ms: 0, event: '', interaction: interactions.length > 0 }
  const longest = pool.reduce((a, b) => (b.duration > a.duration ? b : a))
  return { ms: longest.duration, event: longest.name, interaction: interactions.length > 0 }
}

/** A median of durations where 0 stands for "under the threshold". */
export const formatInp = (ms: number) => (ms < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS}` : String(Math.round(ms)))
