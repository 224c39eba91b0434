import type { CollectionConfig, Field } from 'payload'
import { canEditPopups } from '@/access/can-edit-popups'
import { publishedActiveOrStaff } from '@/access/published-active-or-staff'
import { revalidateTagsAfterChange } from '@/collections/hooks/revalidate-tags'
import { EVENT_VALUES } from '@/domain/tracking/events'
import { FORM_TYPE_LABELS } from '@/domain/leads/form-types'
import { POPUP_EMAIL_TEMPLATES, POPUP_FORM_COMPONENTS, POPUP_SUBMITTED_COMPONENTS } from '@/domain/popups/components'
import { conditionFields } from './condition-fields'

const POSITIONS = ['center', 'top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right']
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))
const positionField = (
  name: string,
  description: string,
  condition: (row: Record<string, unknown>) => boolean,
): Field => ({
  name,
  type: 'select',
  options: POSITIONS,
  defaultValue: 'center',
  admin: { description, condition: (_d, row) => condition(row ?? {}) },
})

/**
 * Popups built by marketing (visitor-layer.md sections 2-6; issue 8): when a popup shows
 * (conditions), what it shows (component), what happens after a submit (submitted step), how it
 * looks (settings, background) and an optional floating side button. Drafts: a popup reaches
 * visitors when it is published and switched on.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'popupId', 'active', '_status', 'updatedAt'],
    description:
      'Marketing and lead-capture popups. A popup shows when ANY of its conditions holds, once per visitor until they submit it (then never again). Publish and switch on to go live.',
  },
  access: { read: publishedActiveOrStaff, create: canEditPopups, update: canEditPopups, delete: canEditPopups },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { afterChange: [revalidateTagsAfterChange('popups')], afterDelete: [revalidateTagsAfterChange('popups')] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'Name in this list only; visitors never see it.' },
    },
    {
      name: 'popupId',
      label: 'Popup id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9][a-z0-9-]*$/.test(v)
          ? true
          : 'Lowercase letters, digits and dashes, e.g. spring-credit.',
      admin: {
        position: 'sidebar',
        description:
          "Visitors' browsers remember finished popups by this id: a new id shows the popup again to everyone.",
      },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Switched off, the popup is never shown (even when published).' },
    },
    {
      name: 'validHours',
      label: 'Offer valid (hours)',
      type: 'number',
      min: 1,
      admin: {
        position: 'sidebar',
        description:
          'Optional: stop showing the popup this many hours after the visitor first saw it (e.g. 24 for a one-day offer).',
      },
    },
    {
      name: 'endsAt',
      label: 'Offer ends',
      type: 'date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description:
          'Optional: from this moment the popup is shown to no one and a claim of its offer is refused (issue 37). Pages showing it refresh at that moment.',
      },
    },
    {
      name: 'conditions',
      type: 'array',
      minRows: 1,
      admin: {
        description:
          'The popup shows when ANY one condition holds. Within a condition, every part filled in ' +
          'must hold. A condition with nothing filled in holds everywhere.',
      },
      fields: conditionFields,
    },
    {
      name: 'component',
      label: 'Content',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              defaultValue: 'html',
              options: [
                { label: 'Text (HTML)', value: 'html' },
                { label: 'Form component', value: 'component' },
              ],
              admin: {
                description: 'Text only, or a form, such as an offer claim form (the text still shows above it).',
              },
            },
            {
              name: 'title',
              type: 'text',
              required: true,
              admin: { description: 'Heading of the popup; screen readers announce the popup by it.' },
            },
          ],
        },
        {
          name: 'html',
          label: 'Text (HTML)',
          type: 'code',
          admin: { language: 'html', description: 'Shown under the title. Simple HTML: <p>, <strong>, <a href>.' },
        },
        {
          name: 'innerComponent',
          label: 'Form',
          type: 'select',
          options: options(POPUP_FORM_COMPONENTS),
          admin: {
            condition: (_d, row) => row?.type === 'component',
            description:
              'The form inside the popup; submitting it sends the e-mail template below. To let shoppers claim an offer, pick "Claim this offer".',
          },
        },
        {
          name: 'style',
          type: 'text',
          admin: {
            description: 'Optional CSS declarations for the popup box, e.g. max-width: 420px; background: #fff7ed',
          },
        },
      ],
    },
    {
      name: 'submitted',
      label: 'After submit',
      type: 'group',
      admin: {
        description: 'What happens when the visitor submits the form. Off: the popup closes at once and is finished.',
      },
      fields: [
        { name: 'enabled', label: 'Show an after-submit step', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          admin: { condition: (_d, row) => row?.enabled === true },
          fields: [
            {
              name: 'innerComponent',
              label: 'Message',
              type: 'select',
              options: options(POPUP_SUBMITTED_COMPONENTS),
              admin: { description: 'What the popup says after the submit.' },
            },
            {
              name: 'emailTemplate',
              label: 'E-mail template',
              type: 'select',
              options: POPUP_EMAIL_TEMPLATES.map((value) => ({ value, label: FORM_TYPE_LABELS[value] })),
              admin: {
                description: 'The lead e-mail the form sends (routing per template: Settings → E-mail routing).',
              },
            },
            {
              name: 'trackEvent',
              label: 'Tracking event',
              type: 'select',
              options: Object.keys(EVENT_VALUES),
              admin: {
                description: 'Marketing event fired on submit (skipped when the form already fires the same one).',
              },
            },
          ],
        },
        {
          type: 'row',
          admin: { condition: (_d, row) => row?.enabled === true },
          fields: [
            {
              name: 'redirect',
              type: 'text',
              admin: { description: 'Go to this page after the submit, e.g. /auto-financing.' },
            },
            {
              name: 'close',
              label: 'Close at once',
              type: 'checkbox',
              admin: { description: 'Close right after the submit (a "Leads only" condition then never passes).' },
            },
            {
              name: 'timeoutClose',
              label: 'Close after (seconds)',
              type: 'number',
              min: 1,
              admin: { description: 'Close the after-submit message after this many seconds (the lead form uses 5).' },
            },
          ],
        },
      ],
    },
    {
      name: 'settings',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'component',
              label: 'Dialog',
              type: 'select',
              defaultValue: 'PrimeDialog',
              options: [
                { label: 'Dialog with a header bar (PrimeDialog)', value: 'PrimeDialog' },
                { label: 'Plain panel (ModalHeadless)', value: 'ModalHeadless' },
              ],
            },
            {
              name: 'closeButton',
              label: 'Visitors may close it',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                description:
                  'Shows the close button; Escape and a click outside close it too. Off: only the form closes it.',
              },
            },
          ],
        },
        {
          name: 'positionByDevice',
          label: 'Different position on phones',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Phones are screens narrower than 640 px.' },
        },
        {
          type: 'row',
          fields: [
            positionField('position', 'Where the popup sits on the screen.', (row) => row.positionByDevice !== true),
            positionField('mobile', 'Position on phones.', (row) => row.positionByDevice === true),
            positionField('desktop', 'Position on larger screens.', (row) => row.positionByDevice === true),
          ],
        },
      ],
    },
    {
      name: 'button',
      label: 'Floating side button',
      type: 'group',
      admin: {
        description:
          'A tab on the right edge of the screen. With it, the popup does not open by itself: its ' +
          'conditions make the button appear, and the visitor opens the popup with it.',
      },
      fields: [
        { name: 'enabled', label: 'Use a floating side button', type: 'checkbox', defaultValue: false },
        {
          type: 'row',
          admin: { condition: (_d, row) => row?.enabled === true },
          fields: [
            { name: 'text', type: 'text', admin: { description: 'Label on the button.' } },
            {
              name: 'hoverText',
              type: 'text',
              admin: { description: 'Longer text shown when the pointer rests on it.' },
            },
            {
              name: 'icon',
              type: 'text',
              admin: {
                description:
                  'Optional icon name: car, dollar, tag, star, check, clock, document, shield, swap, wrench.',
              },
            },
            {
              name: 'className',
              label: 'CSS class',
              type: 'text',
              admin: { description: 'Optional extra CSS class.' },
            },
          ],
        },
      ],
    },
    {
      name: 'background',
      type: 'group',
      fields: [
        {
          name: 'modal',
          label: 'Dim the page behind',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Dims and blocks the page while the popup is open. Off: the page stays usable.' },
        },
      ],
    },
  ],
}
