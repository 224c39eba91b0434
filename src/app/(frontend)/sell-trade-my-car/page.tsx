import type { Metadata } from 'next'
import Link from 'next/link'
import { getFaqsByTopic } from '@/data/faqs'
import { getReviews } from '@/data/reviews'
import { FaqList } from '@/components/content/faq-list'
import { pageMetadata } from '@/data/seo'
import { routes } from '@/config/routes'
import '@/components/trade-in/trade-in.css'

export const dynamic = 'force-dynamic'

// Title and description are marketing's (Content -> Page titles & descriptions; visitor-layer.md section 2).
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('sell-trade-my-car', { path: routes.sellTrade })
}

const COMPARISON = [
  ['Offer in under 60 seconds', 'Yes', 'No: listings take weeks', 'Sometimes'],
  ['Offer valid 7 days', 'Yes', 'n/a', 'Rarely'],
  ['Strangers test-driving your car', 'Never', 'Often', 'Never'],
  ['Loan payoff handled for you', 'Yes', 'No', 'Yes'],
  ['$300 more than a verified competing offer', 'Yes', 'No', 'No'],
]

/** Sell or trade: hero, comparison chart, reviews, FAQs (site.md section 2, "Screen content"). */
export default async function SellTradePage() {
  const [faqs, { reviews }] = await Promise.all([getFaqsByTopic(['sell-trade']), getReviews()])
  const sellReviews = reviews.filter((r) => r.categories.includes('sell')).slice(0, 3)
  return (
    <>
      <section className="trade-hero">
        <h1>Sell or trade your car in minutes</h1>
        <p>Answer a few questions and get a real cash offer in under 60 seconds. Your offer is good for 7 days, and we&apos;ll pay $300 more than any physically verified competing offer.</p>
        <Link className="button button--primary" href="/sell-trade-my-car/your-vehicle">Get my instant offer</Link>
      </section>
      <section className="section" aria-labelledby="why-heading">
        <h2 id="why-heading">Why sell to us</h2>
        <ul className="trade-promises">
          <li>Offer in under 60 seconds</li>
          <li>Offers valid 7 days</li>
          <li>$300 more than any physically verified competing offer</li>
          <li>We pay off your loan and handle the paperwork</li>
        </ul>
        <table className="trade-compare">
          <caption className="visually-hidden">Selling to us compared with a private sale and other dealers</caption>
          <thead><tr><th scope="col">What you get</th><th scope="col">Us</th><th scope="col">Private sale</th><th scope="col">Other dealers</th></tr></thead>
          <tbody>
            {COMPARISON.map(([what, ...cells]) => (
              <tr key={what}><th scope="row">{what}</th>{cells.map((c, i) => <td key={i}>{c}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </section>
      {sellReviews.length ? (
        <section className="section" aria-labelledby="sell-reviews-heading">
          <h2 id="sell-reviews-heading">What sellers say</h2>
          <ul className="trade-promises">
            {sellReviews.map((r) => (
              <li key={r.id}><blockquote>“{r.text}”</blockquote><p>{r.reviewerName} on {r.platform === 'google' ? 'Google' : 'Facebook'}</p></li>
            ))}
          </ul>
        </section>
      ) : null}
      {faqs.length ? (
        <section className="section" aria-labelledby="sell-faq-heading">
          <h2 id="sell-faq-heading">Questions about selling</h2>
          <FaqList faqs={faqs} />
        </section>
      ) : null}
    </>
  )
}
