import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { CareersForm } from '@/components/forms/careers-form.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('our-company/careers', { path: '/our-company/careers' })
}

/** Careers (site.md section 2): resume form with the note to e-mail supplemental information. */
export default function CareersPage() {
  return (
    <section className="section" aria-labelledby="careers-heading">
      <h1 id="careers-heading">Careers</h1>
      <p>Tell us which position interests you and attach your resume. We read every application.</p>
      <CareersForm />
    </section>
  )
}
