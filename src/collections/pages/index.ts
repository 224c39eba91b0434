import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { previewUrl } from '@/collections/hooks/preview-url'
import { AUTOSAVE_DRAFTS, PUBLISH_AFTER_AUTOSAVE } from '@/collections/autosave-drafts'
import { PAGE_BLOCKS } from './blocks'

/** The site path a page lives at: 'home' is '/', any other slug is '/{slug}'. */
export function pagePath(slug: string | null | undefined): string {
  return !slug || slug === 'home' ? '/' : `/${slug}`
}

/**
 * Editable pages built from blocks (issue 5: home, service, company, protection plans, legal). A
 * route file names its slug; marketing arranges the blocks, saves drafts and watches them in live
 * preview before publishing.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    description:
      'Home, service, company, protection-plan and legal pages. Arrange blocks, save a draft, check it in live preview, then publish.',
    livePreview: { url: ({ data }) => previewUrl(pagePath(data?.slug as string)) },
    preview: (doc) => previewUrl(pagePath(doc?.slug as string)),
    components: { edit: { PublishButton: PUBLISH_AFTER_AUTOSAVE } },
  },
  access: { read: publishedOrStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  versions: { ...AUTOSAVE_DRAFTS, maxPerDoc: 25 },
  hooks: { afterChange: [revalidateTagsAfterChange('pages')], afterDelete: [revalidateTagsAfterChange('pages')] },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      admin: { description: 'Heading of the page (the browser title is set under "Page titles & descriptions").' },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(v)
          ? true
          : 'Lowercase words and dashes, parts joined by /, e.g. legal/privacy-policy.',
      admin: {
        position: 'sidebar',
        description:
          'Which route shows this page: home, service, our-company, vehicle-protection-plans, legal/privacy-policy ...',
      },
    },
    {
      name: 'layout',
      type: 'blocks',
      blocks: PAGE_BLOCKS,
      admin: { description: 'Sections of the page, top to bottom. Drag to reorder.' },
    },
  ],
}
