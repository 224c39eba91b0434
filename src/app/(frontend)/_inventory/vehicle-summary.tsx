import type { ReactNode } from 'react'
import { PriceBlock, type PriceView } from './price-block'

/** Where the page's "Check availability" goes: the test drive request, the page's form that asks the vehicle's store about it. */
export const CHECK_AVAILABILITY_HREF = '#test-drive'

/**
 * The vehicle page's first-screen summary (issue 21; decision 0250): the price, the estimated
 * payment and the main action, right under the title. On a phone it comes before the photos, so
 * all three are seen without scrolling even with the cookie banner open; on a desktop it heads the
 * side column. Where the price is locked (decision 0185), the block's own unlock actions are the
 * main action.
 */
export function VehicleSummary({ view, footnote }: { view: PriceView; footnote: ReactNode }) {
  return (
    <section className="vdp__summary" aria-label="Price" data-testid="vehicle-summary">
      <PriceBlock headingLevel="h2" view={view} />
      {view.locked ? null : <a className="button button--primary vdp__main-action" href={CHECK_AVAILABILITY_HREF}>Check availability</a>}
      {footnote}
    </section>
  )
}
