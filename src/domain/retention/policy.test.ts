import { describe, expect, it } from 'vitest'
import { retentionPolicy, type StoredRetention } from './policy'

describe('retentionPolicy', () => {
  it.each<[string, StoredRetention | null | undefined, ReturnType<typeof retentionPolicy>]>([
    [
      'a database never saved: the lawful defaults, leads and outboxes kept',
      undefined,
      { creditDataDays: 730, leadDays: null, priceAlertRequestDays: 7, outboxDays: null },
    ],
    [
      'an empty document (what findGlobal answers before the first save)',
      {},
      { creditDataDays: 730, leadDays: null, priceAlertRequestDays: 7, outboxDays: null },
    ],
    [
      'leads on: the outboxes follow them',
      { creditDataDays: 365, leadDays: 400, priceAlertRequestDays: 10 },
      { creditDataDays: 365, leadDays: 400, priceAlertRequestDays: 10, outboxDays: 400 },
    ],
    [
      '0 for leads keeps them',
      { leadDays: 0 },
      { creditDataDays: 730, leadDays: null, priceAlertRequestDays: 7, outboxDays: null },
    ],
    [
      'credit data cannot be kept for ever: 0 or empty is the two years',
      { creditDataDays: 0, leadDays: null },
      { creditDataDays: 730, leadDays: null, priceAlertRequestDays: 7, outboxDays: null },
    ],
    [
      'price-alert requests are kept at least as long as their confirmation link works',
      { priceAlertRequestDays: 2 },
      { creditDataDays: 730, leadDays: null, priceAlertRequestDays: 7, outboxDays: null },
    ],
    [
      'fractions are whole days, negatives and NaN are ignored',
      { creditDataDays: 30.9, leadDays: -5, priceAlertRequestDays: Number.NaN },
      { creditDataDays: 30, leadDays: null, priceAlertRequestDays: 7, outboxDays: null },
    ],
  ])('%s', (_name, stored, expected) => {
    expect(retentionPolicy(stored)).toEqual(expected)
  })
})
