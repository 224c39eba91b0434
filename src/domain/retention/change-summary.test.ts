import { describe, expect, it } from 'vitest'
import { retentionChangeSummary } from './change-summary'

describe('retentionChangeSummary', () => {
  it.each([
    [
      'leads turned on',
      { creditDataDays: 730, leadDays: null, priceAlertRequestDays: 7 },
      { creditDataDays: 730, leadDays: 365, priceAlertRequestDays: 7 },
      'Data retention: leads and outbox files kept → 365 days',
    ],
    [
      'two changes',
      { creditDataDays: 730, leadDays: 365, priceAlertRequestDays: 7 },
      { creditDataDays: 365, leadDays: 0, priceAlertRequestDays: 7 },
      'Data retention: SSNs and dates of birth 730 days → 365 days; leads and outbox files 365 days → kept',
    ],
    [
      'the defaults saved over a never-saved setting change nothing',
      null,
      { creditDataDays: 730, priceAlertRequestDays: 7 },
      '',
    ],
    ['0 and empty leads are the same', { leadDays: 0 }, { leadDays: null }, ''],
  ])('%s', (_name, before, after, expected) => {
    expect(retentionChangeSummary(before, after)).toBe(expected)
  })
})
