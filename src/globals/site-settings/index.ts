import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { revalidateGlobalAfterChange } from '@/collections/hooks/revalidate-tags'
import { forgetTrackerFlags } from '@/services/security/tracker-flags'
import { forgetVitalsSampleRate } from '@/services/vitals/sample-rate'
import { forgetAdsCookieNames } from '@/services/leads/ads-cookie-names'
import { checkAdsCookieNames } from '@/domain/profile/ads-cookie-names'

/** Site-wide metadata and tracking ids (visitor-layer.md section 2, "Page metadata"). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: {
    group: 'Content',
    description:
      'Site name, social handles, theme colour and tracking ids. Trackers stay off until an id is filled in and the visitor consents.',
  },
  access: { read: anyone, update: canEditContent },
  versions: { max: 20 },
  hooks: {
    afterChange: [
      revalidateGlobalAfterChange('site-settings'),
      // The page Content-Security-Policy lists tracker hosts only for configured trackers (src/proxy.ts).
      ({ doc }) => {
        forgetTrackerFlags()
        forgetVitalsSampleRate()
        forgetAdsCookieNames()
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'siteName',
      type: 'text',
      required: true,
      admin: { description: 'Appended to every page title: "Page title | Site name".' },
    },
    {
      name: 'siteUrl',
      type: 'text',
      admin: { description: 'Public address, e.g. https://www.example.com. Used in canonical links and the sitemap.' },
    },
    { name: 'locale', type: 'text', defaultValue: 'en_US', admin: { description: 'Open Graph locale.' } },
    { name: 'description', type: 'textarea', admin: { description: 'Default description for pages that have none.' } },
    { name: 'twitterHandle', type: 'text', admin: { description: 'e.g. @dealership' } },
    {
      name: 'canonicalLowercase',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Lowercase the path in canonical links.' },
    },
    {
      name: 'accentColor',
      type: 'text',
      defaultValue: '#22c55e',
      admin: { description: 'Theme accent colour; #22c55e when empty.' },
    },
    {
      type: 'collapsible',
      label: 'Tracking ids',
      admin: { description: 'Leave empty to load no tracker at all.' },
      fields: [
        { name: 'gtmId', type: 'text', admin: { description: 'Google Tag Manager container, GTM-XXXX.' } },
        { name: 'ga4Id', type: 'text', admin: { description: 'Google Analytics 4 measurement id, G-XXXX.' } },
        { name: 'metaPixelId', type: 'text', admin: { description: 'Meta pixel id.' } },
        // visitor-layer.md section 3: advertising values also come "from configured cookies" (issue 40).
        {
          name: 'adsCookieNames',
          label: 'Advertising cookies to keep',
          type: 'textarea',
          validate: (value: unknown) => {
            const checked = checkAdsCookieNames(typeof value === 'string' ? value : '')
            return checked.ok ? true : checked.error
          },
          admin: {
            description:
              "Names of cookies a partner's script sets (for example an affiliate's click id), separated by commas. " +
              "Their values are kept with the visitor's ad parameters (utm_source, gclid…) and sent with each lead, " +
              'in the e-mail and the ADF, only for visitors who allow functional cookies. Leave empty for none.',
          },
        },
      ],
    },
    // Chat widget (issue 8, decision 0073): loaded only with functional consent.
    {
      type: 'collapsible',
      label: 'Chat widget',
      admin: { description: 'A third-party chat script. Leave the address empty for no chat.' },
      fields: [
        {
          name: 'chatScriptUrl',
          label: 'Chat script address',
          type: 'text',
          validate: (v: unknown) =>
            v === null || v === undefined || v === '' || (typeof v === 'string' && /^https:\/\/[^\s/]+\/\S*$/.test(v))
              ? true
              : "An https:// address of the chat provider's script.",
          admin: {
            description:
              "https:// address of the chat provider's script (from their install guide). It loads only for visitors who allow functional cookies.",
          },
        },
        {
          name: 'chatHosts',
          label: 'Chat hosts',
          type: 'text',
          hasMany: true,
          admin: {
            description:
              "Other https:// origins the chat talks to or shows in a frame (from the provider's " +
              "Content-Security-Policy guide), e.g. https://api.chat.example. The script's own origin is " +
              'allowed already.',
          },
        },
      ],
    },
    // Real-user Core Web Vitals (issue 40, decision 0325): the share of beacons POST /api/vitals keeps.
    {
      name: 'vitalsSampleRate',
      label: 'Site speed sampling (%)',
      type: 'number',
      min: 0,
      max: 100,
      defaultValue: 100,
      admin: {
        description:
          'Share of visits, in percent, whose page speed (Core Web Vitals) is counted for the "Site speed" report. ' +
          'Only visitors who allow analytics cookies are measured. 100 counts every such visit; lower it on a very ' +
          'busy site; 0 counts none.',
      },
    },
  ],
}
