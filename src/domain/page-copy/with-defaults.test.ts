import { describe, expect, it } from 'vitest'
import { withDefaults } from './with-defaults'
import { fillCopy } from './placeholders'
import { SELL_TRADE_COPY } from './defaults'

const defaults = {
  heading: 'Auto Financing',
  rows: [{ label: 'Who lends', ours: 'Banks' }],
  columns: { us: 'Us', them: 'Them' },
}

describe('withDefaults', () => {
  it.each<[string, unknown, typeof defaults]>([
    ['nothing saved (a database from before page copy)', undefined, defaults],
    ['an empty global', {}, defaults],
    ['null fields', { heading: null, rows: null, columns: null }, defaults],
    ['a blank text falls back', { heading: '   ' }, defaults],
    ['a saved text wins', { heading: 'Car loans' }, { ...defaults, heading: 'Car loans' }],
    ['no rows falls back', { rows: [] }, defaults],
    [
      'saved rows win, ids dropped, a blank cell stays blank',
      {
        rows: [
          { id: 'a1', label: 'Lender', ours: '' },
          { id: 'a2', label: 'Check', ours: 'Soft' },
        ],
      },
      {
        ...defaults,
        rows: [
          { label: 'Lender', ours: '' },
          { label: 'Check', ours: 'Soft' },
        ],
      },
    ],
    [
      'a group field by field',
      { columns: { us: 'We', them: '' } },
      { ...defaults, columns: { us: 'We', them: 'Them' } },
    ],
    ['wrong types count as unsaved', { heading: 5, rows: 'x', columns: [] }, defaults],
  ])('%s', (_, saved, expected) => expect(withDefaults(saved, defaults)).toEqual(expected))
})

describe('built-in sell or trade copy', () => {
  it('prints the offer validity from the settings, as the page did before copy was editable', () => {
    const copy = fillCopy(SELL_TRADE_COPY, { 'offer validity days': '7' })
    expect(copy.intro).toContain('Your offer is good for 7 days')
    expect(copy.chartRows[1].label).toBe('Offer valid 7 days')
    expect(copy.promises[1].text).toBe('Offers valid 7 days')
  })
})
