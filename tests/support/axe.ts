import axe from 'axe-core'
import type { AxeResults, ContextObject, Result, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe's tags; 2.2 added AA rules only). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe at WCAG 2.2 AA on the page (or the parts `include` selects); each violation as one readable line. */
export async function audit(page: Page, label: string, include?: string | string[]): Promise<string[]> {
  // Colours are judged as the visitor sees them once still: a toast fading in (0.2 s) would be measured
  // half-transparent. Wait (at most 2 s) for running finite animations to end.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined)
  const violations = await runAxe(page, include)
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`)
    return `${label}: ${v.id} [${v.impact}] ${v.help} (${v.nodes.length} nodes) -> ${nodes.join(' | ')}`
  })
}

/**
 * axe run in the page and each of its frames, the way @axe-core/playwright's legacy mode does, minus
 * that mode's one-second limit on putting axe into a frame: past it, the builder went on without a
 * word, the frame never answered axe's ping, and its faults went unreported (a CI run on a loaded two-core machine
 * missed the image planted in a frame: putting axe's 0.5 MB script there took longer). Here a frame that
 * cannot take axe fails the audit, unless it left the page meanwhile.
 *
 * Legacy mode (axe.run with `iframes`) rather than runPartial: no blank page is opened to join the
 * results, and `resultTypes` keeps only one node of each pass; about 2.5 times faster, with the same
 * violations found (checked on planted ones: a missing alt, also inside a frame, an unnamed button,
 * low contrast, an untitled frame). The site has no cross-origin frame of its own, the one kind this
 * mode cannot enter.
 */
async function runAxe(page: Page, include?: string | string[]): Promise<Result[]> {
  for (const frame of page.frames()) {
    await frame.evaluate(axe.source).catch((error: unknown) => {
      if (!frame.isDetached()) throw error
    })
  }
  const selectors = typeof include === 'string' ? [include] : (include ?? [])
  // nextjs-portal: the dev server's own overlay, present only under `next dev`.
  const context: ContextObject = { exclude: ['nextjs-portal'], ...(selectors.length ? { include: selectors } : {}) }
  // pingWaitTime: how long a frame has to answer before axe leaves it out without a word (default
  // 500 ms); every frame has axe by now, so only a frame that hangs waits this long.
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
    pingWaitTime: 10_000,
  }
  // Handed over as plain data: axe's own types are too deep for Playwright's serialisable-argument type.
  const arg: { context: unknown; options: unknown } = { context, options }
  const results: AxeResults = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context,
        options,
      ),
    arg,
  )
  return results.violations
}
