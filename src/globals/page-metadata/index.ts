import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { PAGE_KEYS, PLACEHOLDERS } from '@/domain/seo'

const placeholderHelp = `Placeholders on detail pages: ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`

/**
 * Titles and descriptions of every page (visitor-layer.md section 2 "Page metadata"). A page with
 * no row, or a blank field, uses the default of src/domain/seo/page-keys.ts.
 */
export const PageMetadata: GlobalConfig = {
  slug: 'page-metadata',
  label: 'Page titles & descriptions',
  admin: {
    group: 'Content',
    description: `Search-engine title and description of each page. The site name is appended to every title ("Title | Site name"). ${placeholderHelp}`,
  },
  access: { read: anyone, update: canEditContent },
  versions: { max: 20 },
  hooks: { afterChange: [revalidateGlobalAfterChange('page-metadata')] },
  fields: [
    {
      name: 'pages',
      type: 'array',
      labels: { singular: 'Page', plural: 'Pages' },
      admin: { description: 'One row per page. Remove a row to go back to the built-in text.' },
      validate: (rows: unknown) => {
        const keys = Array.isArray(rows) ? rows.map((r) => (r as { page?: string }).page) : []
        const dup = keys.find((k, i) => k && keys.indexOf(k) !== i)
        return dup ? `The page "${dup}" is listed twice.` : true
      },
      fields: [
        {
          name: 'page',
          type: 'select',
          required: true,
          options: PAGE_KEYS.map((k) => ({ label: k === 'home' ? 'home (/)' : `/${k}`, value: k })),
          admin: { description: 'Which page this row sets.' },
        },
        {
          name: 'title',
          type: 'text',
          admin: { description: `Page title without the site name; empty uses the default. ${placeholderHelp}` },
        },
        {
          name: 'description',
          type: 'textarea',
          admin: { description: 'About 150 characters for search results; empty uses the default.' },
        },
        {
          name: 'noindex',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Ask search engines not to list this page (links are still followed).' },
        },
      ],
    },
  ],
}
