import type { Metadata } from 'next'
import { pageNotFound } from '@/data/log'
import { CmsPage } from '@/components/cms-page'
import { pageMetadata } from '@/data/seo'

export const dynamic = 'force-dynamic'

/** The four legal pages of site.md section 2; any other /legal/* path is a 404. */
const LEGAL = ['cookie-policy', 'privacy-policy', 'electronic-signature-disclosure', 'terms-of-sale'] as const
type LegalDoc = (typeof LEGAL)[number]
const isLegal = (v: string): v is LegalDoc => (LEGAL as readonly string[]).includes(v)

type Props = { params: Promise<{ doc: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { doc } = await params
  if (!isLegal(doc)) return {}
  return pageMetadata(`legal/${doc}`, { path: `/legal/${doc}` })
}

/** Legal text that marketing and counsel edit in the admin (Pages, slug "legal/{doc}"). */
export default async function LegalPage({ params }: Props) {
  const { doc } = await params
  if (!isLegal(doc)) return pageNotFound(`/legal/${doc}`)
  return <CmsPage slug={`legal/${doc}`} showTitle />
}
