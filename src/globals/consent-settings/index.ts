import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { consentTextFields } from './text-fields'

/**
 * Cookie consent settings (visitor-layer.md sections 2, 4 and 9): tier, display mode,
 * background lock and the banner/dialog texts in English and Spanish. Marketing edits them.
 */
export const ConsentSettings: GlobalConfig = {
  slug: 'consent-settings',
  label: 'Cookie consent',
  admin: {
    group: 'Content',
    description: 'The cookie banner: which buttons it shows, when, and its texts in English and Spanish.',
  },
  access: { read: anyone, update: canEditContent },
  versions: { max: 20 },
  hooks: { afterChange: [revalidateGlobalAfterChange('consent-settings')] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'tier',
          type: 'select',
          required: true,
          defaultValue: '3',
          options: [
            { label: '0 - no banner, everything allowed', value: '0' },
            { label: '1 - "Close & Continue" only, everything allowed', value: '1' },
            { label: '2 - customize and "Accept all"', value: '2' },
            { label: '3 - customize, "Deny tracking cookies" and "Accept all"', value: '3' },
          ],
          admin: {
            width: '40%',
            description: "Tiers 0 and 1 allow every cookie category; 2 and 3 wait for the visitor's choice.",
          },
        },
        {
          name: 'displayMode',
          type: 'select',
          required: true,
          defaultValue: 'show',
          options: [
            { label: 'Show (not on /legal pages, not after a choice)', value: 'show' },
            { label: 'Hide (never)', value: 'hide' },
            { label: 'Force (always, even after a choice)', value: 'force' },
          ],
          admin: { width: '40%', description: 'When the banner appears.' },
        },
        {
          name: 'lockBackground',
          type: 'checkbox',
          defaultValue: false,
          admin: { width: '20%', description: 'Freeze page scrolling while the banner shows.' },
        },
      ],
    },
    {
      type: 'tabs',
      tabs: [
        {
          name: 'en',
          label: 'English',
          description: 'English texts (the default language).',
          fields: consentTextFields('en'),
        },
        {
          name: 'es',
          label: 'Español',
          description: 'Spanish texts, shown when the visitor picks Español in the dialog.',
          fields: consentTextFields('es'),
        },
      ],
    },
  ],
}
