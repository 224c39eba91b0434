import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { arrayOf } from './document-json'
import { documentFieldsOf } from './config-fields'

describe('documentFieldsOf: the SQL read shape derived from Payload fields (issue 36)', () => {
  it.each<[string, Field[], unknown]>([
    ['a text field', [{ name: 'siteName', type: 'text' }], { siteName: 'value' }],
    [
      'textarea, email, checkbox, radio and a single select',
      [
        { name: 'a', type: 'textarea' },
        { name: 'b', type: 'email' },
        { name: 'c', type: 'checkbox' },
        { name: 'd', type: 'radio', options: ['x'] },
        { name: 'e', type: 'select', options: ['x'] },
      ],
      { a: 'value', b: 'value', c: 'value', d: 'value', e: 'value' },
    ],
    ['a number, as a JSON number', [{ name: 'rating', type: 'number' }], { rating: 'number' }],
    ['a date', [{ name: 'reviewedAt', type: 'date' }], { reviewedAt: 'date' }],
    [
      'a hasMany select, its values',
      [{ name: 'liveConditions', type: 'select', hasMany: true, options: ['new'] }],
      { liveConditions: 'values' },
    ],
    [
      'rows and collapsibles hold their fields at their parent level',
      [
        { type: 'row', fields: [{ name: 'a', type: 'text' }] },
        { type: 'collapsible', label: 'More', fields: [{ name: 'b', type: 'text' }] },
      ],
      { a: 'value', b: 'value' },
    ],
    [
      'named tabs and groups nest, unnamed tabs do not, ui fields are skipped',
      [
        {
          type: 'tabs',
          tabs: [
            { name: 'en', fields: [{ name: 'banner', type: 'group', fields: [{ name: 'text', type: 'text' }] }] },
            { label: 'Plain', fields: [{ name: 'tier', type: 'select', options: ['1'] }] },
          ],
        },
        { name: 'note', type: 'ui', admin: { components: {} } },
      ],
      { en: { banner: { text: 'value' } }, tier: 'value' },
    ],
    [
      'arrays of arrays',
      [
        {
          name: 'header',
          type: 'array',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'children', type: 'array', fields: [{ name: 'name', type: 'text' }] },
          ],
        },
      ],
      { header: arrayOf({ name: 'value', children: arrayOf({ name: 'value' }) }) },
    ],
  ])('%s', (_, fields, shape) => expect(documentFieldsOf(fields)).toEqual(shape))

  it("leaves out what Payload adds as it sanitizes: the timestamps and array rows' ids", () => {
    const fields: Field[] = [
      {
        name: 'pages',
        type: 'array',
        fields: [
          { name: 'id', type: 'text' },
          { name: 'title', type: 'text' },
        ],
      },
      { name: 'updatedAt', type: 'date' },
      { name: 'createdAt', type: 'date' },
    ]
    expect(documentFieldsOf(fields)).toEqual({ pages: arrayOf({ title: 'value' }) })
  })

  it('reads only the top-level fields named, wherever a row or tab holds them', () => {
    const fields: Field[] = [
      { type: 'row', fields: [{ name: 'phone', type: 'text' }] },
      { name: 'logo', type: 'upload', relationTo: 'media' },
      { name: 'rating', type: 'number' },
    ]
    // The upload is not read, so it is not refused.
    expect(documentFieldsOf(fields, ['phone', 'rating'])).toEqual({ phone: 'value', rating: 'number' })
  })

  it.each<[string, Field[], RegExp]>([
    ['a localized field', [{ name: 'a', type: 'text', localized: true }], /^a: localized/],
    ['a hidden field', [{ name: 'a', type: 'text', hidden: true }], /^a: hidden/],
    ['a virtual field', [{ name: 'a', type: 'text', virtual: true }], /^a: virtual/],
    ['a hasMany text', [{ name: 'a', type: 'text', hasMany: true }], /^a: hasMany/],
    ['an upload', [{ name: 'logo', type: 'upload', relationTo: 'media' }], /^logo: a upload field/],
    ['rich text', [{ name: 'body', type: 'richText' }], /^body: a richText field/],
    [
      'a nested field, by its path',
      [{ name: 'g', type: 'group', fields: [{ name: 'items', type: 'relationship', relationTo: 'media' }] }],
      /^g\.items: a relationship field/,
    ],
  ])('refuses %s, naming it', (_, fields, message) => expect(() => documentFieldsOf(fields)).toThrow(message))

  it('refuses a name it is asked to read that the config does not have', () => {
    expect(() => documentFieldsOf([{ name: 'siteName', type: 'text' }], ['siteNme'], 'site-settings')).toThrow(
      'no field siteNme at site-settings',
    )
  })
})
