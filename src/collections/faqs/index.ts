import type { CollectionConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'

/** Questions and answers (site.md section 3, "FAQ item"): an answer is a list of paragraphs. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: {
    group: 'Content',
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic'],
    description: 'FAQs shown on the home, financing, service and sell-or-trade pages.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  // Deletes too (issue 35): a deleted entry leaves every instance's pages at once.
  hooks: revalidateTagsOnChangeAndDelete('faqs'),
  fields: [
    { name: 'question', type: 'text', required: true },
    {
      name: 'answers',
      type: 'array',
      minRows: 1,
      fields: [{ name: 'paragraph', type: 'textarea', required: true }],
      admin: { description: 'Each row is one paragraph of the answer.' },
    },
    {
      name: 'topic',
      type: 'select',
      defaultValue: 'general',
      options: ['general', 'financing', 'sell-trade', 'service', 'warranty'],
      admin: { description: 'Which pages list this question.' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0 },
  ],
}
