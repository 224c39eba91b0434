import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { pageMetadata } from '@/data/seo'
import { routes } from '@/config/routes'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('amp-contact-request-confirmation', { path: '/amp-contact-request-confirmation' })
}

/** Contact confirmation (site.md section 2), shown after the contact form was sent. */
export default function ContactConfirmationPage() {
  return (
    <section className="section" aria-labelledby="confirm-heading">
      <h1 id="confirm-heading">Thank you!</h1>
      <p>Your message was sent. Someone from our dealership team will contact you soon.</p>
      <p>
        <LocalLink className="button button--primary" href={routes.inventory}>
          Browse our inventory
        </LocalLink>{' '}
        <LocalLink className="button" href={routes.home}>
          Back to home
        </LocalLink>
      </p>
    </section>
  )
}
