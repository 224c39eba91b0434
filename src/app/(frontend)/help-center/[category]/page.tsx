import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { pageNotFound } from '@/data/log'
import { getFaqsByTopic } from '@/data/faqs'
import { pageMetadata } from '@/data/seo'
import { getPageCopy } from '@/data/page-copy'
import { LivePreviewRefresh } from '@/components/content/live-preview.client'
import { FaqList } from '@/components/content/faq-list'
import { helpCategory, isHelpCategory } from '../categories'
import '@/components/blocks/blocks.css'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ category: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params
  if (!isHelpCategory(category)) return {}
  const { copy } = await getPageCopy('help-center-copy')
  return pageMetadata('help-center/[category]', {
    path: `/help-center/${category}`,
    values: { category_name: helpCategory(copy, category).name },
  })
}

/** /help-center/{category}: the questions of one category; unknown categories are 404. */
export default async function HelpCategoryPage({ params }: Props) {
  const { category } = await params
  if (!isHelpCategory(category)) return pageNotFound(`/help-center/${category}`)
  const [faqs, { copy, draft }] = await Promise.all([getFaqsByTopic([category]), getPageCopy('help-center-copy')])
  return (
    <div className="section">
      {draft ? <LivePreviewRefresh /> : null}
      <p>
        <LocalLink href="/help-center">← Help Center</LocalLink>
      </p>
      <h1>{helpCategory(copy, category).name}</h1>
      <FaqList faqs={faqs} />
    </div>
  )
}
