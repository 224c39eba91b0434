import { describe, expect, it } from 'vitest'
import { priceChangeText, priceDropText } from './price-history-words'

const CHICAGO = 'America/Chicago'

describe('priceDropText (issue 37: "Price dropped $1,000 on Nov 12")', () => {
  it.each([
    [1_000, '2026-11-12T18:00:00Z', 'Price dropped $1,000 on Nov 12'],
    [500, '2026-11-12T18:00:00Z', 'Price dropped $500 on Nov 12'],
    [12_345, '2026-01-03T12:00:00Z', 'Price dropped $12,345 on Jan 3'],
    // 11 pm in the Quad Cities on Nov 12 is already Nov 13 in UTC: the dealership's day counts.
    [1_000, '2026-11-13T05:00:00Z', 'Price dropped $1,000 on Nov 12'],
  ])('%s at %s', (amount, at, text) => {
    expect(priceDropText({ amount, at: new Date(at) }, CHICAGO, 'en')).toBe(text)
  })
  it('in Spanish', () =>
    expect(priceDropText({ amount: 1_000, at: new Date('2026-11-12T18:00:00Z') }, CHICAGO, 'es')).toBe(
      'Bajó $1,000 el 12 nov',
    ))
})

describe('priceChangeText (one line of the short history)', () => {
  const at = new Date('2026-11-12T18:00:00Z')
  it.each<[number | null, number | null, string, string]>([
    [null, 21_000, 'Listed at $21,000 on Nov 12', 'Publicado en $21,000 el 12 nov'],
    [21_000, 20_000, 'Price dropped $1,000 to $20,000 on Nov 12', 'Bajó $1,000, a $20,000, el 12 nov'],
    [20_000, 20_750, 'Price raised $750 to $20,750 on Nov 12', 'Subió $750, a $20,750, el 12 nov'],
    [
      20_000,
      null,
      'Price removed ("Call for pricing") on Nov 12',
      'Precio retirado («Llame para conocer el precio») el 12 nov',
    ],
  ])('%s -> %s', (previousPrice, price, english, spanish) => {
    expect(priceChangeText({ previousPrice, price, changedAt: at }, CHICAGO, 'en')).toBe(english)
    expect(priceChangeText({ previousPrice, price, changedAt: at }, CHICAGO, 'es')).toBe(spanish)
  })
})
