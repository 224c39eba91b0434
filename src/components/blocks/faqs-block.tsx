import { getFaqsByTopic } from '@/data/faqs'
import { FaqList } from '@/components/content/faq-list'
import type { BlockOf } from './types'

export async function FaqsBlock({ block }: { block: BlockOf<'faqs'> }) {
  const faqs = await getFaqsByTopic(block.topics ?? [], block.limit ?? 8)
  return (
    <section className="section" aria-labelledby={`faqs-${block.id}`}>
      <h2 id={`faqs-${block.id}`}>{block.heading || 'Frequently asked questions'}</h2>
      <FaqList faqs={faqs} />
    </section>
  )
}
