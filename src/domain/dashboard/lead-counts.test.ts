import { describe, expect, it } from 'vitest'
import { bars, deliveryVerdict, labelCounts, total, NO_SOURCE_LABEL } from './lead-counts'

const label = (key: string) => ({ TEST_DRIVE: 'Test drive', CONTACT_GENERAL: 'General question' })[key] ?? key

describe('labelCounts', () => {
  it.each([
    [
      'labels keys and sorts by 30-day count, then label',
      [
        { key: 'CONTACT_GENERAL', d7: 1, d30: 3 },
        { key: 'TEST_DRIVE', d7: 2, d30: 5 },
      ],
      ['Test drive:2/5', 'General question:1/3'],
    ],
    [
      'a missing key gets the missing label',
      [
        { key: null, d7: 0, d30: 4 },
        { key: 'google', d7: 1, d30: 4 },
      ],
      ['google:1/4', `${NO_SOURCE_LABEL}:0/4`],
    ],
    ['an empty key is missing too', [{ key: '', d7: 1, d30: 1 }], [`${NO_SOURCE_LABEL}:1/1`]],
    [
      'counts from SQL as strings (bigint) become numbers',
      [{ key: 'TEST_DRIVE', d7: '7' as unknown as number, d30: '12' as unknown as number }],
      ['Test drive:7/12'],
    ],
    ['nothing', [], []],
  ])('%s', (_name, rows, expected) => {
    expect(labelCounts(rows, label, NO_SOURCE_LABEL).map((c) => `${c.label}:${c.d7}/${c.d30}`)).toEqual(expected)
  })
})

describe('bars', () => {
  const counts = labelCounts(
    [
      { key: 'a', d7: 10, d30: 40 },
      { key: 'b', d7: 5, d30: 20 },
      { key: 'c', d7: 0, d30: 10 },
      { key: 'd', d7: 1, d30: 1 },
    ],
    (k) => k.toUpperCase(),
    '-',
  )
  it.each([
    [
      '7 days: scaled to the largest, zero counts left out',
      'd7',
      6,
      [
        ['A', 10, 100],
        ['B', 5, 50],
        ['D', 1, 10],
      ],
    ],
    [
      '30 days',
      'd30',
      6,
      [
        ['A', 40, 100],
        ['B', 20, 50],
        ['C', 10, 25],
        ['D', 1, 3],
      ],
    ],
    [
      'past the limit the rest is summed into Other',
      'd30',
      2,
      [
        ['A', 40, 100],
        ['B', 20, 50],
        ['Other', 11, 28],
      ],
    ],
  ] as const)('%s', (_name, period, limit, expected) => {
    expect(bars(counts, period, limit).map((b) => [b.label, b.value, b.widthPercent])).toEqual(expected)
  })
  it('a tiny count still shows a sliver, and no leads give no bars', () => {
    expect(
      bars(
        labelCounts(
          [
            { key: 'a', d7: 1000, d30: 1000 },
            { key: 'b', d7: 1, d30: 1 },
          ],
          (k) => k,
          '-',
        ),
        'd7',
      )[1].widthPercent,
    ).toBe(1)
    expect(bars([], 'd7')).toEqual([])
  })
  it('totals a period', () => {
    expect(total(counts, 'd7')).toBe(16)
    expect(total(counts, 'd30')).toBe(71)
  })
})

describe('deliveryVerdict', () => {
  it.each([
    [{ pending: 0, retrying: 0, failed: 0, noRecipient: 0 }, 'Every lead has been delivered.'],
    [{ pending: 2, retrying: 0, failed: 0, noRecipient: 0 }, '2 leads are on the way.'],
    [{ pending: 1, retrying: 1, failed: 0, noRecipient: 0 }, '1 lead is being retried; no action needed yet.'],
    [{ pending: 0, retrying: 3, failed: 1, noRecipient: 0 }, '1 lead needs attention: delivery gave up.'],
    [{ pending: 0, retrying: 0, failed: 1, noRecipient: 2 }, '3 leads need attention: delivery gave up.'],
  ])('%j → %s', (health, text) => {
    expect(deliveryVerdict(health)).toBe(text)
  })
})
