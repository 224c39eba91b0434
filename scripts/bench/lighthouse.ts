/**
 * Lighthouse in mobile mode (issue 9, "Speed"): the `lighthouse` package's default config (a
 * mid-range phone: 412 px viewport, simulated slow 4G and 4x CPU slowdown) driving Debian's
 * Chromium through chrome-launcher, on home, an SRP and a VDP. Each run starts from cleared storage
 * (Lighthouse resets the origin's cookies and storage), so the visitor is a first-time visitor and
 * the cookie banner shows (visitor-layer.md section 2, tier >= 1); `bannerShown` checks that in a
 * fresh Chromium context before the runs. Figures are the median of the runs per page.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import type { Target } from './targets'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'

export const SCORE_TARGET = 95
export const CLS_TARGET = 0.02
export const TBT_TARGET_MS = 200
/** Where each run's full Lighthouse report is kept (not committed). */
const REPORT_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'bench', 'lighthouse')

/**
 * `benchmarkIndex`: Lighthouse's measure of this machine's CPU (higher is faster), printed beside
 * each run because the simulated 4x slowdown scales what this CPU did. `mainThread`: Lighthouse's
 * main-thread breakdown (script evaluation, style and layout...), ms on the slowed CPU.
 */
export type LighthouseRun = {
  score: number
  lcpMs: number
  cls: number
  tbtMs: number
  fcpMs: number
  lcpElement: string
  shifts: string[]
  unusedJsKb: number
  benchmarkIndex: number
  mainThread: Array<[string, number]>
}
export type LighthouseRow = {
  name: string
  path: string
  bannerShown: boolean
  runs: LighthouseRun[]
  median: { score: number; lcpMs: number; cls: number; tbtMs: number }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

type Details = { items?: Array<Record<string, unknown>>; overallSavingsBytes?: number }
type Audit = { numericValue?: number; details?: Details }

/** The snippet (or selector) of a node item in an audit's details table. */
function nodeLabel(item: Record<string, unknown> | undefined): string {
  const node = (item?.node ?? item) as { snippet?: string; selector?: string } | undefined
  return (node?.selector ?? node?.snippet ?? '').slice(0, 120)
}

/** Lighthouse 12 nests the LCP element in the first of several tables (element, then phases). */
function lcpElement(audit: Audit | undefined): string {
  const first = audit?.details?.items?.[0] as
    { items?: Array<Record<string, unknown>> } | Record<string, unknown> | undefined
  if (first && Array.isArray((first as { items?: unknown }).items))
    return nodeLabel((first as { items: Array<Record<string, unknown>> }).items[0])
  return nodeLabel(first as Record<string, unknown> | undefined)
}

async function bannerShows(url: string): Promise<boolean> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(url)
    await page.getByTestId('consent-banner').waitFor({ state: 'visible', timeout: 15_000 })
    return true
  } catch {
    return false
  } finally {
    await browser.close()
  }
}

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * One mobile Lighthouse run of `url` (performance only) in the Chromium listening on `port`.
 * Lighthouse now and then fails to record its trace (NO_NAVSTART): tried up to three times.
 */
export async function lighthouseRun(url: string, port: number): Promise<LighthouseResult> {
  let result: Awaited<ReturnType<typeof lighthouse>> | undefined
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (result && !result.lhr.runtimeError) break
    console.error(`[bench] lighthouse on ${url}, attempt ${attempt}: ${result?.lhr.runtimeError?.code ?? 'no result'}`)
  }
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return lhr
}

/** Chromium for Lighthouse: Debian's, headless, through chrome-launcher. */
export function launchLighthouseChrome() {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' })
}

/** Where each run's full Lighthouse report is kept. */
export function keepReport(name: string, lhr: LighthouseResult): void {
  mkdirSync(REPORT_DIR, { recursive: true })
  writeFileSync(path.join(REPORT_DIR, `${name.replace(/\W+/g, '-').toLowerCase()}.json`), JSON.stringify(lhr))
}

export async function measureLighthouse(
  baseUrl: string,
  targets: Target[],
  runsPerPage: number,
): Promise<LighthouseRow[]> {
  const chrome = await launchLighthouseChrome()
  const rows: LighthouseRow[] = []
  try {
    for (const target of targets) {
      const url = `${baseUrl}${target.path}`
      const bannerShown = await bannerShows(url)
      // One unmeasured load first, so the page's data cache is warm as for any visitor after the first.
      await fetch(url).then((r) => r.arrayBuffer())
      const runs: LighthouseRun[] = []
      for (let i = 0; i < runsPerPage; i++) {
        const lhr = await lighthouseRun(url, chrome.port)
        // The full report of each run, for a closer look (long tasks, script boot-up time, the trace's summary).
        keepReport(`${target.name}-${i + 1}`, lhr)
        const audits = lhr.audits as unknown as Record<string, Audit | undefined>
        const run: LighthouseRun = {
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
          lcpElement: lcpElement(audits['largest-contentful-paint-element']),
          shifts: (audits['layout-shifts']?.details?.items ?? []).map(
            (item) => `${nodeLabel(item)} (${Number(item.score ?? 0).toFixed(3)})`,
          ),
          unusedJsKb: Math.round((audits['unused-javascript']?.details?.overallSavingsBytes ?? 0) / 1024),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          mainThread: (audits['mainthread-work-breakdown']?.details?.items ?? []).map(
            (item) =>
              [String(item.groupLabel ?? item.group), Math.round(Number(item.duration ?? 0))] as [string, number],
          ),
        }
        console.log(
          `[bench] lighthouse ${target.name} run ${i + 1}: score ${run.score}, LCP ${run.lcpMs} ms (${run.lcpElement}), CLS ${run.cls.toFixed(3)}, TBT ${run.tbtMs} ms, benchmarkIndex ${run.benchmarkIndex}; main thread ${run.mainThread.map(([group, ms]) => `${group} ${ms}`).join(', ')}`,
        )
        runs.push(run)
      }
      rows.push({
        name: target.name,
        path: target.path,
        bannerShown,
        runs,
        median: {
          score: median(runs.map((r) => r.score)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          cls: median(runs.map((r) => r.cls)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
        },
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}
