import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { routes } from '@/config/routes'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import '@/components/financing/financing.css'

export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('auto-financing/better-than-buy-here-pay-here', {
    path: '/auto-financing/better-than-buy-here-pay-here',
  })
}

/** /auto-financing/better-than-buy-here-pay-here: comparison page (site.md section 2); the words are marketing's (issue 20). */
export default async function BetterThanBhphPage() {
  const { copy, draft } = await getPageCopy('bhph-copy')
  return (
    <section className="section" aria-labelledby="bhph-heading">
      {draft ? <LivePreviewRefresh /> : null}
      <h1 id="bhph-heading">{copy.heading}</h1>
      <p>{copy.intro}</p>
      <table className="financing-table">
        <caption className="visually-hidden">Our financing compared with buy here pay here</caption>
        <thead>
          <tr>
            <th scope="col">&nbsp;</th>
            <th scope="col">{copy.oursColumn}</th>
            <th scope="col">{copy.theirsColumn}</th>
          </tr>
        </thead>
        <tbody>
          {copy.rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.label}</th>
              <td>{row.ours}</td>
              <td>{row.theirs}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <LocalLink className="button button--primary" href={routes.applyForFinancing}>
          {copy.buttonLabel}
        </LocalLink>
      </p>
    </section>
  )
}
