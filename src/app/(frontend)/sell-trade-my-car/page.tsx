import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { getFaqsByTopic } from '@/data/faqs'
import { getReviews } from '@/data/reviews'
import { FaqList } from '@/components/content/faq-list'
import { pageMetadata } from '@/data/seo'
import { routes } from '@/config/routes'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import '@/components/trade-in/trade-in.css'

export const dynamic = 'force-dynamic'

// Title and description are marketing's (Content -> Page titles & descriptions; visitor-layer.md section 2).
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('sell-trade-my-car', { path: routes.sellTrade })
}

/** Sell or trade: hero, comparison chart, reviews, FAQs (site.md section 2, "Screen content"); the words are marketing's (issue 20). */
export default async function SellTradePage() {
  const [faqs, { reviews }, { copy, draft }] = await Promise.all([
    getFaqsByTopic(['sell-trade']),
    getReviews(),
    getPageCopy('sell-trade-copy'),
  ])
  const sellReviews = reviews.filter((r) => r.categories.includes('sell')).slice(0, 3)
  return (
    <>
      {draft ? <LivePreviewRefresh /> : null}
      <section className="trade-hero">
        <h1>{copy.heading}</h1>
        <p>{copy.intro}</p>
        <LocalLink className="button button--primary" href="/sell-trade-my-car/your-vehicle">
          {copy.buttonLabel}
        </LocalLink>
      </section>
      <section className="section" aria-labelledby="why-heading">
        <h2 id="why-heading">{copy.whyHeading}</h2>
        <ul className="trade-promises">
          {copy.promises.map((p, i) => (
            <li key={i}>{p.text}</li>
          ))}
        </ul>
        <table className="trade-compare">
          <caption className="visually-hidden">Selling to us compared with a private sale and other dealers</caption>
          <colgroup>
            <col className="trade-compare__label" />
            <col />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{copy.chartColumns.what}</th>
              <th scope="col">{copy.chartColumns.us}</th>
              <th scope="col">{copy.chartColumns.privateSale}</th>
              <th scope="col">{copy.chartColumns.otherDealers}</th>
            </tr>
          </thead>
          <tbody>
            {copy.chartRows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.label}</th>
                <td>{row.us}</td>
                <td>{row.privateSale}</td>
                <td>{row.otherDealers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {sellReviews.length ? (
        <section className="section" aria-labelledby="sell-reviews-heading">
          <h2 id="sell-reviews-heading">{copy.reviewsHeading}</h2>
          <ul className="trade-promises">
            {sellReviews.map((r) => (
              <li key={r.id}>
                <blockquote>“{r.text}”</blockquote>
                <p>
                  {r.reviewerName} on {r.platform === 'google' ? 'Google' : 'Facebook'}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {faqs.length ? (
        <section className="section" aria-labelledby="sell-faq-heading">
          <h2 id="sell-faq-heading">{copy.faqHeading}</h2>
          <FaqList faqs={faqs} />
        </section>
      ) : null}
    </>
  )
}
