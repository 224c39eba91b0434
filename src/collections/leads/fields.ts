import type { Field } from 'payload'
import { FORM_TYPES, FORM_TYPE_LABELS } from '@/domain/leads/form-types'
import { LOCALES } from '@/domain/i18n/locale-path'
import { LANGUAGE_NAMES } from '@/domain/i18n/language-names'

/** Delivery states of a lead's e-mails (issue 4; the spec does not show them, visitor-layer.md 4). */
export const DELIVERY_STATUSES = ['pending', 'sent', 'retrying', 'failed', 'no-recipient'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

const readOnly = { readOnly: true } as const

/** Everything a shopper submitted, as stored (issue 4: written to Postgres before any e-mail). */
export const leadFields: Field[] = [
  { name: 'title', type: 'text', admin: { ...readOnly, description: 'Name and e-mail of the shopper.' } },
  {
    type: 'row',
    fields: [
      {
        name: 'formType',
        type: 'select',
        required: true,
        index: true,
        options: FORM_TYPES.map((value) => ({ value, label: FORM_TYPE_LABELS[value] })),
        admin: { ...readOnly, width: '50%', description: 'The form the shopper sent.' },
      },
      {
        name: 'store',
        type: 'relationship',
        relationTo: 'locations',
        index: true,
        admin: { ...readOnly, width: '50%', description: 'The store the shopper picked, if any.' },
      },
    ],
  },
  { name: 'fields', type: 'json', admin: { ...readOnly, description: 'The form as validated, field by field.' } },
  { name: 'vehicleOfInterest', type: 'json', admin: { ...readOnly, description: 'The car the shopper asked about.' } },
  {
    name: 'tradeVehicle',
    type: 'json',
    admin: { ...readOnly, description: "The shopper's own car (sold or traded in)." },
  },
  {
    name: 'resume',
    type: 'upload',
    relationTo: 'resumes',
    admin: { ...readOnly, description: 'Careers form: the uploaded resume (private).' },
  },
  { name: 'pageUrl', type: 'text', admin: { ...readOnly, description: 'Page the form was sent from.' } },
  {
    name: 'visitorId',
    type: 'text',
    index: true,
    admin: { ...readOnly, description: 'Anonymous browser id from the visitor profile, when consent allowed it.' },
  },
  {
    name: 'adsValues',
    type: 'json',
    admin: {
      ...readOnly,
      description:
        "Ad-tracking values (utm_*, gclid, fbclid...) from the visitor's adsValues cookie, when consent allowed it.",
    },
  },
  {
    type: 'collapsible',
    label: 'Attribution',
    admin: {
      description:
        'Where the shopper came from (decision 0175). Last touch: the most recent visit from an ' +
        'ad, a campaign link or another site. First touch: the earliest one in the last 30 days. ' +
        'Empty when the shopper did not allow functional cookies.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'source',
            type: 'text',
            index: true,
            admin: {
              ...readOnly,
              width: '33%',
              description: 'Last touch: e.g. google, facebook, newsletter, (direct).',
            },
          },
          {
            name: 'medium',
            type: 'text',
            index: true,
            admin: { ...readOnly, width: '33%', description: 'Last touch: e.g. cpc, social, email, referral, (none).' },
          },
          {
            name: 'campaign',
            type: 'text',
            index: true,
            admin: { ...readOnly, width: '33%', description: 'Last touch: the campaign name (utm_campaign).' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'firstSource',
            type: 'text',
            index: true,
            admin: { ...readOnly, width: '33%', description: 'First touch: source.' },
          },
          {
            name: 'firstMedium',
            type: 'text',
            admin: { ...readOnly, width: '33%', description: 'First touch: medium.' },
          },
          {
            name: 'firstCampaign',
            type: 'text',
            index: true,
            admin: { ...readOnly, width: '33%', description: 'First touch: campaign.' },
          },
        ],
      },
      {
        name: 'attribution',
        type: 'json',
        admin: { ...readOnly, description: 'Both touches in full: ad values, landing page, referrer and date.' },
      },
    ],
  },
  {
    name: 'clientAddress',
    type: 'text',
    admin: {
      ...readOnly,
      position: 'sidebar',
      description:
        'The address the form was sent from, as the rate limits saw it (behind the trusted ' +
        'proxies, decision 0200). For spotting abuse; not shared with the CRM.',
    },
  },
  {
    name: 'phoneVerified',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      ...readOnly,
      description: 'The shopper confirmed this phone number with a texted code in this browser before sending.',
    },
  },
  {
    name: 'experiments',
    type: 'json',
    admin: {
      ...readOnly,
      description:
        'Experiment variants the visitor was shown before sending, e.g. [{ "experiment": "hero_copy_test", "variant": "b" }].',
    },
  },
  {
    name: 'consentState',
    type: 'json',
    admin: { ...readOnly, description: 'Cookie categories the shopper had allowed when sending.' },
  },
  {
    // Issue 39 ("Forms and leads in the shopper's language"): the language of the page the lead was
    // sent from. Sales answers in it; a Spanish lead's e-mail and ADF say so (decision 0338).
    name: 'language',
    type: 'select',
    required: true,
    defaultValue: 'en',
    options: LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
    admin: {
      ...readOnly,
      position: 'sidebar',
      description: 'The language of the page the shopper sent this from: sales answers in it.',
    },
  },
  {
    name: 'prospectStatus',
    type: 'select',
    options: ['new', 'resend'],
    admin: {
      ...readOnly,
      position: 'sidebar',
      description: 'ADF status: "new" for the first lead from this browser, "resend" after.',
    },
  },
  {
    name: 'deliveryStatus',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'pending',
    options: DELIVERY_STATUSES.map((value) => ({ value, label: value })),
    admin: {
      ...readOnly,
      position: 'sidebar',
      description:
        'pending: queued; retrying: the mail server failed, a retry is scheduled; failed: gave up, press Resend.',
    },
  },
  {
    name: 'attempts',
    type: 'number',
    defaultValue: 0,
    admin: { ...readOnly, position: 'sidebar', description: 'Delivery attempts so far.' },
  },
  {
    name: 'deliveryRound',
    type: 'number',
    defaultValue: 1,
    admin: { ...readOnly, position: 'sidebar', description: 'Raised by each Resend.' },
  },
  {
    name: 'lastAttemptAt',
    type: 'date',
    admin: {
      ...readOnly,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description: 'When delivery last ran.',
    },
  },
  {
    name: 'lastError',
    type: 'textarea',
    admin: { ...readOnly, position: 'sidebar', description: 'Why the last attempt failed.' },
  },
  {
    // Set by the daily disposal when leads have a retention (issue 34, src/domain/retention/anonymise-lead.ts).
    name: 'anonymisedAt',
    type: 'date',
    label: "Shopper's details removed on",
    index: true,
    admin: {
      ...readOnly,
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime' },
      description:
        'Removed under the Data retention setting: the lead is kept for the counts, without name, e-mail, phone or message. Empty: still complete.',
    },
  },
  {
    name: 'resendAction',
    type: 'ui',
    admin: { position: 'sidebar', components: { Field: '@/components/admin/lead-resend-button#LeadResendButton' } },
  },
  {
    name: 'creditApplication',
    type: 'join',
    collection: 'credit-applications',
    on: 'lead',
    admin: {
      description: 'Financing forms: the encrypted SSN and date of birth, revealed there (issue 6).',
      defaultColumns: ['title', 'formType', 'createdAt'],
    },
  },
  {
    name: 'messages',
    type: 'join',
    collection: 'lead-messages',
    on: 'lead',
    admin: {
      description: 'E-mails sent for this lead, one per recipient and round.',
      defaultColumns: ['recipient', 'status', 'subject', 'sentAt'],
    },
  },
]
