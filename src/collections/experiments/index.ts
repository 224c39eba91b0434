import type { Access, CollectionConfig } from 'payload'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { validateVariantWeights } from '@/domain/experiments'
import { resultsEndpoint } from './results-endpoint'

/** Shoppers read switched-on experiments only (GET /api/experiments); staff read every one. */
const activeOrStaff: Access = ({ req }) => (req.user ? true : { active: { equals: true } })

const jsonObject = (value: unknown): true | string =>
  value === null || value === undefined || (typeof value === 'object' && !Array.isArray(value))
    ? true
    : 'Enter a JSON object, e.g. { "key": "value" }.'

/**
 * Feature experiments, self-hosted (visitor-layer.md sections 3, 4 and 7; issue 8; decision 0070):
 * each visitor is put in one variant by their uniqueUserId, by weight, the same variant on every
 * visit. A variant may change public settings, add popups and override texts. Marketing edits them.
 * The slug is not 'experiments': GET /api/experiments is the public list (our route handler), which
 * would shadow Payload's REST create/update at the same path (decision 0070).
 */
export const Experiments: CollectionConfig = {
  slug: 'experiment-definitions',
  labels: { singular: 'Experiment', plural: 'Experiments' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'active', 'updatedAt'],
    description:
      'A/B experiments: visitors are split between variants by weight and keep their variant. Only switched-on experiments reach the site.',
  },
  access: { read: activeOrStaff, create: canEditContent, update: canEditContent, delete: canEditContent },
  hooks: {
    afterChange: [revalidateTagsAfterChange('experiment-definitions')],
    afterDelete: [revalidateTagsAfterChange('experiment-definitions')],
  },
  endpoints: [resultsEndpoint],
  fields: [
    {
      name: 'results',
      type: 'ui',
      admin: { components: { Field: '@/components/admin/experiment-results#ExperimentResults' } },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9][a-z0-9_-]*$/.test(v)
          ? true
          : 'Lowercase letters, digits, dashes and underscores, e.g. hero_copy_test.',
      admin: { description: 'Experiment key. Changing it re-shuffles every visitor into a variant again.' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Switched off, no visitor is in this experiment.' },
    },
    { name: 'description', type: 'textarea', admin: { description: 'What is being tested; for staff only.' } },
    {
      name: 'variants',
      type: 'array',
      minRows: 1,
      validate: (rows: unknown) =>
        validateVariantWeights(Array.isArray(rows) ? (rows as { weight?: number | null }[]) : []),
      admin: {
        description:
          'Each visitor gets one variant, with a chance proportional to its weight (weights 50 and 50: half each).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { description: 'e.g. control, variant_b' } },
            {
              name: 'weight',
              type: 'number',
              required: true,
              min: 0,
              defaultValue: 50,
              admin: { description: 'Share of visitors; 0 puts nobody in this variant.' },
            },
          ],
        },
        {
          name: 'settings',
          type: 'json',
          validate: jsonObject,
          admin: {
            description:
              "Public settings this variant changes, merged over the site's. Only these keys apply " +
              '(others are ignored): "accentColor" (a #rrggbb colour for buttons and highlights), ' +
              '"chatEnabled" (false hides the chat widget), "toastLifeMs" (1000 to 30000, how long ' +
              'messages stay). Example: { "accentColor": "#2563eb" }.',
          },
        },
        {
          name: 'popups',
          type: 'relationship',
          relationTo: 'popups',
          hasMany: true,
          admin: {
            description:
              "Popups switched on for visitors in this variant, in addition to the site's popups. A " +
              'popup listed here is shown to this variant even while its own Active switch is off (it ' +
              'must be published).',
          },
        },
        {
          name: 'hiddenPopups',
          label: 'Popups switched off',
          type: 'relationship',
          relationTo: 'popups',
          hasMany: true,
          admin: {
            description:
              'Site popups that visitors in this variant never see, e.g. to measure a page without the $500 credit offer.',
          },
        },
        {
          name: 'langs',
          label: 'Text overrides',
          type: 'json',
          validate: jsonObject,
          admin: {
            description:
              'Texts this variant replaces, by key. Cookie banner texts: "consent.en.banner.text", ' +
              '"consent.es.buttons.acceptAll" and so on (language, then the text\'s place); error pages: ' +
              '"pages.error-page.404.title". Example: { "consent.en.banner.text": "We use cookies to ' +
              'find you a better deal." }.',
          },
        },
      ],
    },
    {
      name: 'targeting',
      type: 'group',
      admin: {
        description: 'Who is in the experiment. Empty: every visitor. Visitors outside it see the site unchanged.',
      },
      fields: [
        {
          name: 'urlParams',
          label: 'URL parameters',
          type: 'array',
          admin: {
            description:
              "The visitor's page address must carry EVERY parameter listed (e.g. utm_source = google). Value empty: any value.",
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'param', type: 'text', required: true },
                { name: 'value', type: 'text' },
              ],
            },
          ],
        },
        {
          name: 'companies',
          label: 'Stores',
          type: 'text',
          hasMany: true,
          admin: {
            description:
              'Store ids (Locations → Store id). Only visitors who chose one of these stores are in. Empty: any store.',
          },
        },
      ],
    },
  ],
}
