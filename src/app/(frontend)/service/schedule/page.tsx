import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { ServiceForm } from '@/components/forms/service-form.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('service/schedule', { path: '/service/schedule' })
}

/** Service scheduling (site.md section 2 "/service/schedule"): a request the service team confirms. */
export default function ServiceSchedulePage() {
  return (
    <section className="section" aria-labelledby="service-heading">
      <h1 id="service-heading">Schedule Service</h1>
      <p>Tell us what your car needs and when suits you; our service team will confirm the appointment.</p>
      <ServiceForm />
    </section>
  )
}
