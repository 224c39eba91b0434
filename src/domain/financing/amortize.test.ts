import { describe, expect, it } from 'vitest'
import { formatUsd, roundHalfAwayFromZero } from '@/domain/money'
import { exactMonthlyPayment } from './amortize'

describe('exactMonthlyPayment', () => {
  it('7.4% APR for 60 months costs about $20 a month per $1,000 financed (site.md section 9)', () => {
    const dollars = exactMonthlyPayment(100_000, 7.4, 60) / 100
    expect(dollars).toBeGreaterThanOrEqual(19.9)
    expect(dollars).toBeLessThanOrEqual(20.1)
  })

  it('financing about $19,116 at 6.9% APR over 72 months costs $325 a month (site.md section 9)', () => {
    const payment = roundHalfAwayFromZero(exactMonthlyPayment(1_911_600, 6.9, 72))
    expect(formatUsd(payment, { whole: true })).toBe('$325')
  })

  it.each([
    // principal cents, APR, months, payment cents after rounding
    [100_000, 7.4, 60, 1999],
    [1_911_600, 6.9, 72, 32499],
    [1_000_000, 0, 72, 13889], // 0% divides evenly: $138.888... rounds to $138.89
    [1_200_000, 0, 12, 100000],
    [1_000_000, 12, 12, 88849], // textbook check: $10,000 at 12% for a year is $888.49
    [500_000, 26.9, 48, 17113], // lowest credit tier on a 48-month loan
    [0, 6.9, 72, 0],
    [-100, 6.9, 72, 0],
  ])('%s cents at %s%% for %s months -> %s cents', (principal, apr, months, expected) => {
    expect(roundHalfAwayFromZero(exactMonthlyPayment(principal, apr, months))).toBe(expected)
  })
})
