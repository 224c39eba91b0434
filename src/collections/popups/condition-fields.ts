import type { Field } from 'payload'
import { AD_TRACKING_PARAMS } from '@/domain/tracking/ad-params'

/**
 * One popup condition (visitor-layer.md sections 3 and 5), as rows an editor can fill in. Every
 * part filled in must hold for the condition to pass; parts left empty are ignored. The mapping
 * to the spec's rule shapes is src/domain/popups/from-doc.ts.
 */
const list = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'text',
  hasMany: true,
  admin: { description },
})

export const conditionFields: Field[] = [
  {
    name: 'pages',
    type: 'group',
    admin: {
      description:
        'Show on these pages only (any one of the names, paths or patterns). Leave all three empty for every page.',
    },
    fields: [
      list(
        'names',
        'Route names',
        'e.g. home, cars-search-page (inventory lists), cars-direct-page (vehicle pages), ' +
          'contact-us, auto-financing-apply-for-financing (the path with "/" as "-").',
      ),
      list('paths', 'Paths', 'Exact paths such as /service or /contact-us (a trailing slash is ignored).'),
      list(
        'patterns',
        'Patterns',
        'Regular expressions tested against the path, e.g. ^/special-offers/ . An invalid pattern never matches.',
      ),
    ],
  },
  {
    name: 'pageItemsViewed',
    label: 'Pages viewed',
    type: 'array',
    // Short table names: the generated ones pass Postgres's 63-character limit.
    dbName: 'popup_items',
    admin: {
      description:
        "Count the visitor's page views (kept in their browser). Every rule must be within its bounds. No bounds: at least 1 view.",
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'name',
            label: 'Route name',
            type: 'text',
            admin: { description: 'Count views of this route only (e.g. cars-direct-page). Empty: any.' },
          },
          { name: 'path', type: 'text', admin: { description: 'Count views of this path only. Empty: any.' } },
          {
            name: 'minCount',
            label: 'At least',
            type: 'number',
            min: 0,
            admin: { description: 'Views needed before the popup may show.' },
          },
          {
            name: 'maxCount',
            label: 'At most',
            type: 'number',
            min: 0,
            admin: { description: 'No longer shown after this many views.' },
          },
        ],
      },
      {
        name: 'params',
        type: 'array',
        dbName: 'popup_item_params',
        admin: {
          description:
            "Count a view only when the page's parameters match (query string; on vehicle pages also vin, year, condition).",
        },
        fields: [
          {
            type: 'row',
            fields: [
              {
                name: 'param',
                type: 'text',
                required: true,
                admin: { description: 'Parameter name, e.g. vin or make.' },
              },
              {
                name: 'rule',
                type: 'select',
                required: true,
                defaultValue: 'new',
                options: [
                  { label: 'Any value not counted before (e.g. distinct vehicles)', value: 'new' },
                  { label: 'Exactly this value', value: 'equals' },
                  { label: 'One of these values', value: 'oneOf' },
                ],
              },
              {
                name: 'value',
                type: 'text',
                admin: { condition: (_d, row) => row?.rule === 'equals', description: 'The value, e.g. honda.' },
              },
              {
                name: 'values',
                type: 'text',
                hasMany: true,
                admin: { condition: (_d, row) => row?.rule === 'oneOf', description: 'The allowed values.' },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'isLead',
    label: 'Visitor',
    type: 'select',
    defaultValue: 'any',
    options: [
      { label: 'Anyone', value: 'any' },
      {
        label: 'Leads only (gave their details); never passes when the after-submit step closes at once',
        value: 'leads',
      },
      {
        label: 'Not yet leads (lead capture); a popup with only such conditions is never shown to leads',
        value: 'nonLeads',
      },
    ],
    admin: { description: 'A lead is a visitor who has given us a first or last name, e-mail or phone number.' },
  },
  {
    name: 'adsValues',
    label: 'Ad parameters',
    type: 'array',
    admin: {
      description:
        "Match the visitor's advertising parameters (from the landing URL, e.g. utm_source=google). Every row must hold.",
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'key', label: 'Parameter', type: 'select', required: true, options: [...AD_TRACKING_PARAMS] },
          {
            name: 'rule',
            type: 'select',
            required: true,
            defaultValue: 'present',
            options: [
              { label: 'Absent', value: 'absent' },
              { label: 'Present (any value)', value: 'present' },
              { label: 'Exactly', value: 'equals' },
              { label: 'In / not in lists', value: 'lists' },
            ],
          },
          { name: 'value', type: 'text', admin: { condition: (_d, row) => row?.rule === 'equals' } },
          {
            name: 'inValues',
            label: 'One of',
            type: 'text',
            hasMany: true,
            admin: { condition: (_d, row) => row?.rule === 'lists', description: 'Required values (empty: any).' },
          },
          {
            name: 'notValues',
            label: 'None of',
            type: 'text',
            hasMany: true,
            admin: { condition: (_d, row) => row?.rule === 'lists', description: 'Excluded values.' },
          },
        ],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'tagQuery',
        label: 'Element fully visible',
        type: 'text',
        admin: { description: 'CSS selector of an element that must be fully on screen, e.g. #site-footer.' },
      },
      {
        name: 'itemClicked',
        label: 'Element clicked',
        type: 'text',
        admin: { description: 'CSS selector of an element whose click opens the popup, e.g. [data-popup="offer"].' },
      },
      {
        name: 'timer',
        label: 'Wait (seconds)',
        type: 'number',
        min: 0,
        admin: { description: 'Seconds on the page before the popup shows.' },
      },
    ],
  },
]
