import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { previewUrl } from '@/collections/hooks/preview-url'
import { AUTOSAVE_DRAFTS, PUBLISH_AFTER_AUTOSAVE } from '@/collections/autosave-drafts'
import { lexicalPlainText } from '@/domain/content/lexical-text'

export const ARTICLE_CATEGORIES = [
  'staff-reviews',
  'car-advice-education',
  'faqs',
  'news',
  'community-outreach',
] as const

/** Car-research articles (site.md section 2, /car-research). Drafts stay private until published. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'author', '_status', 'publishedAt'],
    description: 'Car-research articles. Save a draft to check it, publish to show it on the site.',
    livePreview: { url: ({ data }) => previewUrl(`/car-research/${String(data?.slug ?? '')}`) },
    preview: (doc) => previewUrl(`/car-research/${String(doc?.slug ?? '')}`),
    components: { edit: { PublishButton: PUBLISH_AFTER_AUTOSAVE } },
  },
  access: { read: publishedOrStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  versions: { ...AUTOSAVE_DRAFTS, maxPerDoc: 25 },
  hooks: {
    afterChange: [revalidateTagsAfterChange('articles')],
    afterDelete: [revalidateTagsAfterChange('articles')],
    // The full-text search reads one column (GIN index in the migration); issue 5, /car-research/search.
    beforeChange: [
      ({ data, originalDoc }) => {
        const pick = (k: string) => (k in data ? data[k] : originalDoc?.[k])
        return {
          ...data,
          searchText: [pick('title'), pick('excerpt'), lexicalPlainText(pick('content'))].filter(Boolean).join(' '),
        }
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Headline of the article.' } },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Lowercase words joined by dashes; the article lives at /car-research/{slug}.',
      },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: [...ARTICLE_CATEGORIES],
      admin: {
        position: 'sidebar',
        description:
          'Section of car research; the article is also reachable at /{category}/{slug}, which points to /car-research/{slug}.',
      },
    },
    { name: 'author', type: 'text', admin: { position: 'sidebar', description: 'Name shown under the headline.' } },
    {
      name: 'publishedAt',
      type: 'date',
      admin: { position: 'sidebar', description: 'Date shown on the article; newest first in lists.' },
    },
    {
      name: 'heroImage',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Picture at the top of the article.' },
    },
    { name: 'excerpt', type: 'textarea', admin: { description: 'One or two sentences for cards and search results.' } },
    { name: 'content', type: 'richText', admin: { description: 'The article body.' } },
    { name: 'searchText', type: 'textarea', admin: { hidden: true }, access: { read: () => false } },
  ],
}
