import { describe, expect, it } from 'vitest'
import { estimateMonthlyPayment } from './estimate'
import { parseEstimateRequest } from './estimate-request'
import { SAMPLE_FINANCE_SETTINGS } from './settings'

/** Parse, then estimate: what POST /api/payment-estimate answers (200 or 422 with the message). */
function answer(body: unknown) {
  const parsed = parseEstimateRequest(body)
  if ('ok' in parsed) return parsed
  return estimateMonthlyPayment(parsed.priceCents, SAMPLE_FINANCE_SETTINGS, parsed.inputs)
}

describe('payment estimate request', () => {
  it('estimates with the defaults when only the price is given', () => {
    const r = answer({ price: 20000 })
    expect(r.ok && r.inputs).toEqual({
      downPaymentDollars: 1000,
      tradeEquityDollars: 0,
      creditScore: 850,
      termMonths: 72,
      stateCode: 'IL',
    })
  })

  it.each([
    [{ price: 20000, downPaymentDollars: 25000 }, 'downPaymentDollars', 'Down payment must be between $0 and $20,000.'],
    [{ price: 20000, downPaymentDollars: 150 }, 'downPaymentDollars', 'Down payment must be in steps of $100.'],
    [{ price: 20000, tradeEquityDollars: -100 }, 'tradeEquityDollars', 'Trade equity must be between $0 and $20,000.'],
    [{ price: 20000, creditScore: 395 }, 'creditScore', 'Credit score must be between 400 and 850.'],
    [{ price: 20000, creditScore: 855 }, 'creditScore', 'Credit score must be between 400 and 850.'],
    [{ price: 20000, termMonths: 84 }, 'termMonths', 'Finance term must be between 12 months and 72 months.'],
    [{ price: 20000, termMonths: 30 }, 'termMonths', 'Finance term must be 12, 24, 36, 48, 60 or 72 months.'],
    [{ price: 20000, termMonths: '72' }, 'termMonths', 'Finance term must be a number.'],
    [{ price: 0 }, 'price', 'Price must be a number of dollars between 1 and 10,000,000.'],
    [{ price: 20000, stateCode: 'WI' }, 'stateCode', undefined],
  ])('refuses %j on %s', (body, field, message) => {
    const r = answer(body)
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.field).toBe(field)
      if (message) expect(r.message).toBe(message)
    }
  })
})
