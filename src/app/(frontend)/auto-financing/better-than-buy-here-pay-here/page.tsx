import type { Metadata } from 'next'
import Link from 'next/link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import '@/components/financing/financing.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/better-than-buy-here-pay-here', { path: '/auto-financing/better-than-buy-here-pay-here' })
}

const ROWS = [
  ['Who lends', 'Banks, credit unions and captive lenders', 'The lot itself'],
  ['Credit check', 'Soft-check pre-approval, no score impact', 'Often none, priced in instead'],
  ['Builds your credit', 'Yes, payments are reported to the bureaus', 'Often not reported'],
  ['Vehicle quality', '75-point inspection and a free vehicle-history report', 'Varies'],
  ['Warranty', 'Lifetime engine limited warranty under 85,000 miles', 'Rarely'],
  ['Down payment', 'As low as $7 down', 'Often large'],
] as const

/** /auto-financing/better-than-buy-here-pay-here: comparison page (site.md section 2). */
export default function BetterThanBhphPage() {
  return (
    <section className="section" aria-labelledby="bhph-heading">
      <h1 id="bhph-heading">Better Than Buy Here Pay Here</h1>
      <p>Buy-here-pay-here lots lend their own money, at their own rates. We shop your application to real lenders.</p>
      <table className="financing-table">
        <caption className="visually-hidden">Our financing compared with buy here pay here</caption>
        <thead><tr><th scope="col">&nbsp;</th><th scope="col">Our financing</th><th scope="col">Buy here pay here</th></tr></thead>
        <tbody>{ROWS.map(([label, ours, theirs]) => <tr key={label}><th scope="row">{label}</th><td>{ours}</td><td>{theirs}</td></tr>)}</tbody>
      </table>
      <p><Link className="button button--primary" href={routes.applyForFinancing}>Get pre-approved</Link></p>
    </section>
  )
}
