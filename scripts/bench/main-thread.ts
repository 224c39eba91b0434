/**
 * Main-thread time without throttling (issue 17): a figure that does not depend on Lighthouse's
 * simulation. A first-time visitor on a phone-sized viewport (no cookies: the consent banner
 * shows) loads the page in Debian's Chromium while a performance trace records; the page's renderer
 * main thread (CrRendererMain) is read from navigation until the network has been idle for a
 * second. "busy" is the sum of its top-level tasks (RunTask), "long" the part of each task over
 * 50 ms (what total blocking time counts), and "longest" the single longest task.
 */
import type { Browser } from 'playwright-core'

export type MainThreadRun = { busyMs: number; blockingMs: number; longestMs: number; tasks: number }
export type MainThreadRow = { name: string; path: string; runs: MainThreadRun[]; median: MainThreadRun }

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: {
    name?: string
    data?: { url?: string; processId?: number; frames?: Array<{ url?: string; processId?: number }> }
  }
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/**
 * The renderer processes that showed a page of `origin`: the browser names each frame's process
 * and URL when tracing starts and again when a navigation commits. Chromium's other renderers
 * (its new-tab and omnibox pages, an extension) are left out this way; going by the busiest thread
 * alone could pick one of them.
 */
export function pageProcesses(events: readonly TraceEvent[], origin: string): Set<number> {
  const pids = new Set<number>()
  for (const e of events) {
    const data = e.args?.data
    if (!data) continue
    if (e.name === 'TracingStartedInBrowser') {
      for (const f of data.frames ?? []) if (f.url?.startsWith(origin) && f.processId) pids.add(f.processId)
    } else if (e.name === 'FrameCommittedInBrowser' && data.url?.startsWith(origin) && data.processId) {
      pids.add(data.processId)
    }
  }
  return pids
}

/**
 * The page's renderer main thread (CrRendererMain) and its top-level tasks: of the main threads of
 * the processes that showed `origin` (all renderers when the trace does not say), the one that
 * worked most.
 */
export function pageMainThreadTasks(events: readonly TraceEvent[], origin?: string): TraceEvent[] {
  const ownPids = origin ? pageProcesses(events, origin) : new Set<number>()
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => ownPids.size === 0 || ownPids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue
    const key = `${e.pid}:${e.tid}`
    byThread.set(key, [...(byThread.get(key) ?? []), e])
  }
  const total = (tasks: TraceEvent[]) => tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0)
  return [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? []
}

export function summarise(tasks: readonly TraceEvent[]): MainThreadRun {
  const ms = tasks.map((t) => (t.dur ?? 0) / 1000)
  return {
    busyMs: Math.round(ms.reduce((a, b) => a + b, 0)),
    blockingMs: Math.round(ms.reduce((a, b) => a + Math.max(0, b - 50), 0)),
    longestMs: Math.round(Math.max(0, ...ms)),
    tasks: ms.length,
  }
}

/** One load of `url` as a first-time phone visitor; `cpuSlowdown` > 1 slows the page's CPU as Lighthouse's mobile run does. */
export async function measureOneLoad(browser: Browser, url: string, cpuSlowdown = 1): Promise<MainThreadRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    if (cpuSlowdown > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'],
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    // Work scheduled for idle time (deferred shell parts, the consent banner's scripts) runs now.
    await page.waitForTimeout(1000)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    return summarise(pageMainThreadTasks(trace.traceEvents, new URL(url).origin))
  } finally {
    await context.close()
  }
}

export async function measureMainThread(
  browser: Browser,
  baseUrl: string,
  targets: Array<{ name: string; path: string }>,
  runsPerPage: number,
): Promise<MainThreadRow[]> {
  const rows: MainThreadRow[] = []
  for (const target of targets) {
    const url = `${baseUrl}${target.path}`
    await fetch(url).then((r) => r.arrayBuffer())
    const runs: MainThreadRun[] = []
    for (let i = 0; i < runsPerPage; i++) {
      const run = await measureOneLoad(browser, url)
      console.log(
        `[bench] main thread ${target.name} run ${i + 1}: busy ${run.busyMs} ms, blocking ${run.blockingMs} ms, longest task ${run.longestMs} ms (${run.tasks} tasks)`,
      )
      runs.push(run)
    }
    rows.push({
      name: target.name,
      path: target.path,
      runs,
      median: {
        busyMs: median(runs.map((r) => r.busyMs)),
        blockingMs: median(runs.map((r) => r.blockingMs)),
        longestMs: median(runs.map((r) => r.longestMs)),
        tasks: median(runs.map((r) => r.tasks)),
      },
    })
  }
  return rows
}
