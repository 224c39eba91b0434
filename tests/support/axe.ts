import AxeBuilder from '@axe-core/playwright'
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
  // nextjs-portal: the dev server's own overlay, present only under `next dev`.
  // Legacy mode runs axe in the page and its same-origin frames without opening a blank page to join
  // the results, and `resultTypes` keeps only one node of each pass: together about 2.5 times faster,
  // with the same violations found (checked on planted ones: a missing alt, also inside a frame, an
  // unnamed button, low contrast, an untitled frame). The site has no cross-origin frame of its own,
  // the one kind legacy mode cannot enter. `runOnly` repeats the tags: `options` replaces them.
  let builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .exclude('nextjs-portal')
  for (const selector of typeof include === 'string' ? [include] : (include ?? [])) builder = builder.include(selector)
  const { violations } = await builder.analyze()
  return violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 4)
      .map((n) => `${n.target.join(' ')} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`)
    return `${label}: ${v.id} [${v.impact}] ${v.help} (${v.nodes.length} nodes) -> ${nodes.join(' | ')}`
  })
}
