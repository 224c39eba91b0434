import { describe, expect, it } from 'vitest'
import type { SearchFilters } from '@/domain/inventory'
import { inSentence, searchWords, type SearchLabels } from './search-words'

const labels: SearchLabels = {
  makes: { toyota: 'Toyota', ford: 'Ford' },
  models: { 'toyota/camry': 'Camry', 'ford/f-150': 'F-150' },
  features: { sunroof: 'Sunroof', 'heated-seats': 'Heated Seats', 'backup-camera': 'Backup Camera' },
  stores: { rockford: 'Rockford' },
}

describe('a search heading in English, as the pages said it before the catalog', () => {
  const en = searchWords('en')
  it.each<[string, SearchFilters, string]>([
    ['nothing', {}, 'Cars for Sale'],
    ['a condition and a body style', { condition: 'used', bodystyle: 'suvs' }, 'Used SUVs for Sale'],
    [
      'every word',
      {
        condition: 'used',
        color: 'red',
        make: 'toyota',
        model: 'camry',
        bodystyle: 'sedans',
        features: ['sunroof', 'heated-seats'],
        price: { max: 20_000 },
        payment: 300,
      },
      'Used Red Toyota Camry Sedans for Sale with Sunroof and Heated Seats Under $20,000 Up to $300/mo',
    ],
    ['a price between', { price: { min: 15_000, max: 30_000 } }, 'Cars for Sale $15,000 to $30,000'],
  ])('%s', (_name, filters, expected) => expect(en.heading(filters, labels)).toBe(expected))
})

describe('a search heading in Spanish: the noun first, the condition and the color agreeing with it', () => {
  const es = searchWords('es')
  it.each<[string, SearchFilters, string]>([
    ['the issue’s example', { condition: 'used', bodystyle: 'suvs' }, 'SUVs usados en venta'],
    ['nothing', {}, 'Autos en venta'],
    ['a feminine noun', { condition: 'used', bodystyle: 'trucks', color: 'white' }, 'Pickups blancas usadas en venta'],
    ['a color that does not change', { bodystyle: 'minivans', color: 'gray' }, 'Minivans grises en venta'],
    [
      'make and model after the noun',
      { make: 'ford', model: 'f-150', condition: 'new' },
      'Autos Ford F-150 nuevos en venta',
    ],
    [
      'features, a price and a payment',
      {
        bodystyle: 'sedans',
        features: ['sunroof', 'heated-seats', 'backup-camera'],
        price: { max: 20_000 },
        payment: 300,
      },
      'Sedanes en venta con Sunroof, Heated Seats y Backup Camera por menos de $20,000 con pago de hasta $300/mes',
    ],
    ['a price between', { price: { min: 15_000, max: 30_000 } }, 'Autos en venta de $15,000 a $30,000'],
    ['a price from', { price: { min: 15_000 } }, 'Autos en venta de más de $15,000'],
    [
      'certified wagons',
      { condition: 'certified', bodystyle: 'wagons' },
      'Camionetas familiares certificadas en venta',
    ],
  ])('%s', (_name, filters, expected) => expect(es.heading(filters, labels)).toBe(expected))
})

describe('chip and facet words', () => {
  it.each([
    ['en', (w: ReturnType<typeof searchWords>) => w.range({ max: 20_000 }, 'price'), 'Under $20,000'],
    ['es', (w: ReturnType<typeof searchWords>) => w.range({ max: 20_000 }, 'price'), 'Menos de $20,000'],
    ['en', (w: ReturnType<typeof searchWords>) => w.range({ max: 85_000 }, 'mileage'), 'Under 85,000 miles'],
    ['es', (w: ReturnType<typeof searchWords>) => w.range({ max: 85_000 }, 'mileage'), 'Menos de 85,000 millas'],
    ['en', (w: ReturnType<typeof searchWords>) => w.range({ min: 2020 }, 'year'), '2020 and newer'],
    ['es', (w: ReturnType<typeof searchWords>) => w.range({ min: 2020 }, 'year'), '2020 o más reciente'],
    ['es', (w: ReturnType<typeof searchWords>) => w.range({ max: 2015 }, 'year'), '2015 o anterior'],
    ['es', (w: ReturnType<typeof searchWords>) => w.range({ min: 1000, max: 5000 }, 'price'), '$1,000 a $5,000'],
    ['en', (w: ReturnType<typeof searchWords>) => w.payment(300), 'Up to $300/mo'],
    ['es', (w: ReturnType<typeof searchWords>) => w.payment(300), 'Hasta $300/mes'],
    ['es', (w: ReturnType<typeof searchWords>) => w.body('trucks'), 'Pickups'],
    ['es', (w: ReturnType<typeof searchWords>) => w.body('limousines'), 'Limousines'],
    ['es', (w: ReturnType<typeof searchWords>) => w.color('brown'), 'Café/Beige'],
    ['es', (w: ReturnType<typeof searchWords>) => w.deal('price-drop'), 'Bajaron de precio'],
    ['en', (w: ReturnType<typeof searchWords>) => w.list(['a', 'b', 'c']), 'a, b and c'],
    ['es', (w: ReturnType<typeof searchWords>) => w.list(['a', 'b']), 'a y b'],
  ] as const)('%s: %s', (locale, read, expected) => expect(read(searchWords(locale))).toBe(expected))
})

describe('inSentence', () => {
  it.each([
    ['en', 'Used SUVs for Sale', 'used suvs for sale'],
    ['es', 'Sedanes usados en venta', 'sedanes usados en venta'],
    ['es', 'SUVs usados en venta', 'SUVs usados en venta'],
  ] as const)('%s: %s', (locale, heading, expected) => expect(inSentence(heading, locale)).toBe(expected))
})
