import type { Metadata } from 'next'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { CareersForm } from '@/components/forms/careers-form.client'

// The layout reads settings from Postgres, which the build does not have: render per request from cached reads.
export const dynamic = 'force-dynamic'

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('our-company/careers', { path: '/our-company/careers' })
}

/** Careers (site.md section 2): resume form with the note to e-mail supplemental information; heading and introduction are marketing's (issue 20). */
export default async function CareersPage() {
  const { copy, draft } = await getPageCopy('careers-copy')
  return (
    <section className="section" aria-labelledby="careers-heading">
      {draft ? <LivePreviewRefresh /> : null}
      <h1 id="careers-heading">{copy.heading}</h1>
      <p>{copy.intro}</p>
      <CareersForm />
    </section>
  )
}
