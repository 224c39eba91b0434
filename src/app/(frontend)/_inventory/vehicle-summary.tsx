import type { ReactNode } from 'react'
import { PriceBlock, type PriceView } from './price-block'
import type { PriceTexts } from '@/components/saved-vehicles/shopper-texts'
import { StoreContactLinks, type StoreContact, type StoreContactTexts } from './store-contact-links'
import { CHECK_AVAILABILITY_HREF, SUMMARY_ID } from './vdp-anchors'

/**
 * The vehicle page's first-screen summary (issue 21; decision 0250): the price, the estimated
 * payment and the main action, right under the title. On a phone it comes before the photos, so
 * all three are seen without scrolling even with the cookie banner open; on a desktop it heads the
 * side column. Where the price is locked (decision 0185), the block's own unlock actions are the
 * main action. On a phone "Call" and "Text" follow (the header hides its number there); from 640 px
 * the header shows the store's number and they are left out.
 */
export function VehicleSummary({
  view,
  priceTexts,
  texts,
  footnote,
  contact,
  outTheDoor = null,
}: {
  view: PriceView
  priceTexts: PriceTexts
  /** The summary's own words in the page's language. */
  texts: { label: string; checkAvailability: string; contact: StoreContactTexts }
  footnote: ReactNode
  contact: StoreContact
  /** The estimated out-the-door figure (issue 37), after the first-screen actions. */
  outTheDoor?: ReactNode
}) {
  return (
    <section className="vdp__summary" id={SUMMARY_ID} aria-label={texts.label} data-testid="vehicle-summary">
      <PriceBlock headingLevel="h2" view={view} texts={priceTexts} />
      {view.locked ? null : (
        <a className="button button--primary vdp__main-action" href={CHECK_AVAILABILITY_HREF}>
          {texts.checkAvailability}
        </a>
      )}
      <p className="vdp__contact">
        <StoreContactLinks {...contact} texts={texts.contact} linkClass="button button--small" />
      </p>
      {outTheDoor}
      {footnote}
    </section>
  )
}
