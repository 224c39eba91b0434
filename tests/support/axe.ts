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
 * that mode's silences: it gives up putting axe into a frame after one second without a word, and
 * axe then leaves a frame that does not answer out of the results, again without a word. A CI run
 * on a loaded two-core machine missed the image planted in a frame that way. Here axe is put into
 * every frame with no time limit, and axe's own "frame-tested" rule reports any frame that still
 * went unaudited (one added or reloaded meanwhile): the audit then fails instead of passing on a
 * page it did not see whole.
 *
 * Legacy mode (axe.run with `iframes`) rather than runPartial: no blank page is opened to join the
 * results, and `resultTypes` keeps only one node of each pass; about 2.5 times faster, with the same
 * violations found (checked on planted ones: a missing alt, also inside a frame, an unnamed button,
 * low contrast, an untitled frame). The site has no cross-origin frame of its own, the one kind this
 * mode cannot enter.
 */
async function runAxe(page: Page, include?: string | string[]): Promise<Result[]> {
  // A frame that cannot take axe (it is navigating, or left the page) is reported by frame-tested
  // below if it is still in the page.
  for (const frame of page.frames()) await frame.evaluate(axe.source).catch(() => undefined)
  const selectors = typeof include === 'string' ? [include] : (include ?? [])
  // nextjs-portal: the dev server's own overlay, present only under `next dev`.
  const context: ContextObject = { exclude: ['nextjs-portal'], ...(selectors.length ? { include: selectors } : {}) }
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // Not a WCAG rule (no tag above): marks each frame that did not answer as incomplete.
    rules: { 'frame-tested': { enabled: true } },
    resultTypes: ['violations'],
    // How long a frame has to answer axe's ping (default 500 ms); a busy frame with axe answers.
    pingWaitTime: 5_000,
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
  const unaudited = results.incomplete.find((r) => r.id === 'frame-tested')
  if (unaudited)
    throw new Error(`axe could not audit a frame: ${unaudited.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  return results.violations
}
