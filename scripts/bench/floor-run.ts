/**
 * The floor part of the bench (issue 40, decision 0340): builds and serves the floor app sized to
 * the home page's HTML, runs Lighthouse (mobile, as scripts/bench/lighthouse.ts) on the floor, home,
 * search and vehicle pages in one interleaved series, then times the four interactions at 4x CPU
 * slowdown, also interleaved. Errors in one interaction are reported, not fatal.
 */
import os from 'node:os'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { startFloorApp } from './floor-app'
import {
  floorPageRow,
  floorRunFromLhr,
  interleave,
  median,
  type FloorPageRow,
  type FloorRun,
  type LhrLike,
} from './floor'
import { interactionSpecs, measureInteraction } from './interactions'
import { keepReport, launchLighthouseChrome, lighthouseRun } from './lighthouse'
import type { Target } from './targets'

export type InteractionRow = {
  name: string
  path: string
  /** Per run: ms (0: under the 16 ms threshold), or the error that stopped it. */
  runs: Array<{ ms: number; event: string; interaction: boolean } | { error: string }>
  medianMs: number | null
}

export type FloorResult = {
  runs: number
  floor: { repeat: number; htmlBytes: number; homeHtmlBytes: number }
  pages: FloorPageRow[]
  interactions: InteractionRow[]
  load: { before: number; after: number }
}

const FLOOR_NAME = 'floor'

export async function measureFloor(
  baseUrl: string,
  targets: { home: Target; search: Target; vehicle: Target; form: Target },
  runs: number,
): Promise<FloorResult> {
  const loadBefore = os.loadavg()[0]
  // The home page's HTML as a visitor receives it (decompressed), measured in this run.
  const homeHtmlBytes = (await (await fetch(`${baseUrl}${targets.home.path}`)).arrayBuffer()).byteLength
  const floor = await startFloorApp(homeHtmlBytes)
  const pages = [
    { name: FLOOR_NAME, url: `${floor.baseUrl}${floor.path}`, path: floor.path },
    ...[targets.home, targets.search, targets.vehicle].map((t) => ({
      name: t.name,
      url: `${baseUrl}${t.path}`,
      path: t.path,
    })),
  ]
  const collected = new Map<string, FloorRun[]>(pages.map((p) => [p.name, []]))
  try {
    // One unmeasured load of each, so data caches are warm as for any visitor after the first.
    for (const p of pages) await fetch(p.url).then((r) => r.arrayBuffer())
    const chrome = await launchLighthouseChrome()
    try {
      for (const { item, run } of interleave(pages, runs)) {
        const lhr = await lighthouseRun(item.url, chrome.port)
        keepReport(`floor-part-${item.name}-${run + 1}`, lhr)
        const figures = floorRunFromLhr(lhr as unknown as LhrLike)
        console.log(
          `[bench] floor part, ${item.name} run ${run + 1}: script ${(figures.scriptBytes / 1024).toFixed(1)} kB, main thread ${figures.mainThreadMs} ms, TBT ${figures.tbtMs} ms, benchmarkIndex ${figures.benchmarkIndex}`,
        )
        collected.get(item.name)?.push(figures)
      }
    } finally {
      chrome.kill()
    }
  } finally {
    floor.stop()
  }

  const specs = interactionSpecs({
    search: targets.search.path,
    vehicle: targets.vehicle.path,
    form: targets.form.path,
  })
  const results = new Map<string, InteractionRow['runs']>(specs.map((s) => [s.name, []]))
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS })
  try {
    for (const s of specs) await fetch(`${baseUrl}${s.path}`).then((r) => r.arrayBuffer())
    for (const { item, run } of interleave(specs, runs)) {
      try {
        const r = await measureInteraction(browser, baseUrl, item)
        console.log(
          `[bench] INP ${item.name} run ${run + 1}: ${r.ms} ms (${r.event || 'no entry over 16 ms'}${r.interaction ? '' : ', not an interaction'})`,
        )
        results.get(item.name)?.push(r)
      } catch (err) {
        const error = (err as Error).message.split('\n')[0]
        console.error(`[bench] INP ${item.name} run ${run + 1} failed: ${error}`)
        results.get(item.name)?.push({ error })
      }
    }
  } finally {
    await browser.close()
  }

  return {
    runs,
    floor: { repeat: floor.repeat, htmlBytes: floor.htmlBytes, homeHtmlBytes },
    pages: pages.map((p) => floorPageRow(p.name, p.path, collected.get(p.name) ?? [])),
    interactions: specs.map((s) => {
      const rs = results.get(s.name) ?? []
      const measured = rs.flatMap((r) => ('ms' in r ? [r.ms] : []))
      return { name: s.name, path: s.path, runs: rs, medianMs: measured.length ? median(measured) : null }
    }),
    load: { before: loadBefore, after: os.loadavg()[0] },
  }
}
