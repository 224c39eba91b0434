import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'

export const ARTICLE_CATEGORIES = ['staff-reviews', 'car-advice-education', 'faqs', 'news', 'community-outreach'] as const

/** Car-research articles (site.md section 2, /car-research). Drafts stay private until published. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { group: 'Content', useAsTitle: 'title', defaultColumns: ['title', 'category', 'author', '_status', 'publishedAt'], description: 'Car-research articles. Save a draft to check it, publish to show it on the site.' },
  access: { read: publishedOrStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { afterChange: [revalidateTagsAfterChange('articles')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar', description: 'Lowercase words joined by dashes; the article lives at /car-research/{slug}.' } },
    { name: 'category', type: 'select', required: true, options: [...ARTICLE_CATEGORIES], admin: { position: 'sidebar' } },
    { name: 'author', type: 'text', admin: { position: 'sidebar' } },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'excerpt', type: 'textarea', admin: { description: 'One or two sentences for cards and search results.' } },
    { name: 'content', type: 'richText' },
  ],
}
