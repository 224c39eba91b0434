/**
 * What shoppers type, and the filters each must give (issue 38 acceptance: nicknames, typos,
 * prices, payments, years, mileage, features, and queries that must stay keywords).
 */
import { describe, expect, it } from 'vitest'
import type { SearchFilters } from '../filters'
import { buildQueryIndex } from './query-index'
import { readTypedQuery } from './read-typed-query'

const makes = {
  honda: ['accord', 'civic', 'cr-v', 'odyssey'],
  toyota: ['camry', 'corolla', 'rav4', 'highlander', 'tacoma', 'sienna'],
  ford: ['f-150', 'escape', 'explorer', 'mustang', 'transit'],
  chevrolet: ['silverado-1500', 'equinox', 'malibu', 'camaro'],
  jeep: ['grand-cherokee', 'wrangler'],
  ram: ['1500'],
  dodge: ['ram', 'charger'],
  kia: ['sorento', 'soul'],
  subaru: ['outback'],
  volkswagen: ['golf'],
  mazda: ['cx-5'],
  bmw: ['3-series'],
  gmc: ['sierra-1500'],
  'land-rover': ['range-rover'],
  'mercedes-benz': ['c-class'],
}
const features = [
  'backup-camera',
  'bluetooth',
  'apple-carplay',
  'android-auto',
  'heated-seats',
  'leather-seats',
  'sunroof',
  'navigation',
  'blind-spot-monitor',
  'remote-start',
  'third-row-seating',
  'tow-package',
  'all-wheel-drive',
]
const stores = ['rockford', 'moline', 'merrillville', 'davenport']
const trims = ['LX', 'Sport', 'EX-L', 'Touring', 'LE', 'SE', 'XLE', 'Limited', 'SR5', 'TRD Off-Road', 'Laramie']

const USED_ONLY = buildQueryIndex({
  vocabulary: { makes, features, stores, conditions: ['used'] },
  storeNames: { moline: 'Moline', rockford: 'Rockford', davenport: 'Davenport', merrillville: 'Merrillville' },
  trims,
})
const ALL_CONDITIONS = buildQueryIndex({ vocabulary: { makes, features, stores }, trims })

const cases: Array<[string, SearchFilters]> = [
  // body styles, plurals and nicknames
  ['suv', { bodystyle: 'suvs' }],
  ['SUVs', { bodystyle: 'suvs' }],
  ['suvs for sale near me', { bodystyle: 'suvs' }],
  ['crossover', { bodystyle: 'suvs' }],
  ['pickup trucks', { bodystyle: 'trucks' }],
  ['pick up truck', { bodystyle: 'trucks' }],
  ['truck', { bodystyle: 'trucks' }],
  ['minivan', { bodystyle: 'minivans' }],
  ['mini van', { bodystyle: 'minivans' }],
  ['convertible', { bodystyle: 'convertibles' }],
  ['hatchback', { bodystyle: 'hatchbacks' }],
  ['sedan', { bodystyle: 'sedans' }],
  ['coupe', { bodystyle: 'coupes' }],
  ['station wagon', { bodystyle: 'wagons' }],
  ['cargo van', { bodystyle: 'commercial' }],
  // makes, models, nicknames and plurals
  ['honda', { make: 'honda' }],
  ['Hondas', { make: 'honda' }],
  ['chevy', { make: 'chevrolet' }],
  ['Chevy trucks', { make: 'chevrolet', bodystyle: 'trucks' }],
  ['vw', { make: 'volkswagen' }],
  ['VW Golf', { make: 'volkswagen', model: 'golf' }],
  ['mercedes', { make: 'mercedes-benz' }],
  ['benz c class', { make: 'mercedes-benz', model: 'c-class' }],
  ['land rover', { make: 'land-rover' }],
  ['range rover', { make: 'land-rover', model: 'range-rover' }],
  ['camry', { make: 'toyota', model: 'camry' }],
  ['camrys', { make: 'toyota', model: 'camry' }],
  ['toyota camry', { make: 'toyota', model: 'camry' }],
  ['cr-v', { make: 'honda', model: 'cr-v' }],
  ['crv', { make: 'honda', model: 'cr-v' }],
  ['honda crv', { make: 'honda', model: 'cr-v' }],
  ['f150', { make: 'ford', model: 'f-150' }],
  ['ford f 150', { make: 'ford', model: 'f-150' }],
  ['cx5', { make: 'mazda', model: 'cx-5' }],
  ['bmw 3 series', { make: 'bmw', model: '3-series' }],
  ['grand cherokee', { make: 'jeep', model: 'grand-cherokee' }],
  ['silverado', { make: 'chevrolet', model: 'silverado-1500' }],
  ['silverado 1500', { make: 'chevrolet', model: 'silverado-1500' }],
  // misspellings within the allowed edits
  ['toyta', { make: 'toyota' }],
  ['hnoda', { make: 'honda' }],
  ['chevorlet', { make: 'chevrolet' }],
  ['volkswagon', { make: 'volkswagen' }],
  ['camery', { make: 'toyota', model: 'camry' }],
  ['hihglander', { make: 'toyota', model: 'highlander' }],
  ['toyta suv under 25k', { make: 'toyota', bodystyle: 'suvs', price: { max: 25000 } }],
  ['subaro outback', { make: 'subaru', model: 'outback' }],
  ['wrangeler', { make: 'jeep', model: 'wrangler' }],
  ['sunrof', { features: ['sunroof'] }],
  // Ram, Sport and other words that must be left alone
  ['ram', { make: 'ram' }],
  ['ram 1500', { make: 'ram', model: '1500' }],
  ['dodge ram', { make: 'dodge', model: 'ram' }],
  ['honda accord sport', { make: 'honda', model: 'accord', q: 'sport' }],
  ['sport', { q: 'sport' }],
  ['civic sport', { make: 'honda', model: 'civic', q: 'sport' }],
  ['tacoma trd off road', { make: 'toyota', model: 'tacoma', q: 'trd off road' }],
  ['limited', { q: 'limited' }],
  ['1500', { q: '1500' }],
  ['fort', { q: 'fort' }],
  ['golf', { make: 'volkswagen', model: 'golf' }],
  ['rav', { q: 'rav' }],
  ['stock 12345', { q: 'stock 12345' }],
  ['1HGCM82633A004352', { q: '1hgcm82633a004352' }],
  ['low miles', { q: 'low miles' }],
  ['best deal', { q: 'best deal' }],
  // prices
  ['under 20k', { price: { max: 20000 } }],
  ['suv under 20k', { bodystyle: 'suvs', price: { max: 20000 } }],
  ['cars under $15,000', { price: { max: 15000 } }],
  ['$15,000 or less', { price: { max: 15000 } }],
  ['15k or less', { price: { max: 15000 } }],
  ['between 10 and 15 thousand', { price: { min: 10000, max: 15000 } }],
  ['10-15k', { price: { min: 10000, max: 15000 } }],
  ['$10,000 to $15,000', { price: { min: 10000, max: 15000 } }],
  ['over 30k', { price: { min: 30000 } }],
  ['less than 12 grand', { price: { max: 12000 } }],
  ['truck under 20', { bodystyle: 'trucks', price: { max: 20000 } }],
  ['$9k', { price: { max: 9000 } }],
  ['honda under 15.5k', { make: 'honda', price: { max: 15500 } }],
  // monthly payments: the most a month (decision 0323); a lower end stays a keyword
  ['truck under 300 a month', { bodystyle: 'trucks', payment: 300 }],
  ['$250/mo', { payment: 250 }],
  ['suv 400 per month', { bodystyle: 'suvs', payment: 400 }],
  ['under $350 per month', { payment: 350 }],
  ['300 monthly', { payment: 300 }],
  ['between 250 and 350 a month', { payment: 350 }],
  ['under 1k a month', { payment: 1000 }],
  ['honda under 20k and under 300 a month', { make: 'honda', price: { max: 20000 }, payment: 300 }],
  ['over 300 a month', { q: 'over 300 a month' }],
  ['under 300', { q: 'under 300' }],
  // colors (decision 0322)
  ['red suv', { color: 'red', bodystyle: 'suvs' }],
  ['red suv under 300 a month', { color: 'red', bodystyle: 'suvs', payment: 300 }],
  ['black honda civic', { color: 'black', make: 'honda', model: 'civic' }],
  ['gray truck', { color: 'gray', bodystyle: 'trucks' }],
  ['grey trucks', { color: 'gray', bodystyle: 'trucks' }],
  ['white camry 2019', { color: 'white', make: 'toyota', model: 'camry', year: { min: 2019, max: 2019 } }],
  ['silver minivan', { color: 'silver', bodystyle: 'minivans' }],
  ['navy blue sedan', { color: 'blue', bodystyle: 'sedans' }],
  ['red or blue suv', { color: 'red', bodystyle: 'suvs', q: 'blue' }],
  ['beige', { color: 'brown' }],
  ['yellow mustang', { color: 'gold', make: 'ford', model: 'mustang' }],
  ['gold', { color: 'gold' }],
  ['silvr jeep', { color: 'silver', make: 'jeep' }],
  ['purple', { color: 'purple' }],
  // years
  ['camry 2019', { make: 'toyota', model: 'camry', year: { min: 2019, max: 2019 } }],
  ['2019 or newer honda', { make: 'honda', year: { min: 2019 } }],
  ['2018-2020', { year: { min: 2018, max: 2020 } }],
  ['2018 to 2020 rav4', { make: 'toyota', model: 'rav4', year: { min: 2018, max: 2020 } }],
  ['newer than 2018', { year: { min: 2019 } }],
  ['older than 2015', { year: { max: 2014 } }],
  ['2017 and up', { year: { min: 2017 } }],
  ['since 2020', { year: { min: 2020 } }],
  // mileage
  ['under 60k miles', { mileage: { max: 60000 } }],
  ['less than 50,000 miles', { mileage: { max: 50000 } }],
  ['60k miles or less', { mileage: { max: 60000 } }],
  ['civic under 80k mi', { make: 'honda', model: 'civic', mileage: { max: 80000 } }],
  ['honda under 20k with under 60k miles', { make: 'honda', price: { max: 20000 }, mileage: { max: 60000 } }],
  // features
  ['with leather', { features: ['leather-seats'] }],
  ['suv with third row', { bodystyle: 'suvs', features: ['third-row-seating'] }],
  ['3rd row suv', { bodystyle: 'suvs', features: ['third-row-seating'] }],
  ['sunroof and heated seats', { features: ['heated-seats', 'sunroof'] }],
  ['moonroof', { features: ['sunroof'] }],
  ['carplay', { features: ['apple-carplay'] }],
  ['backup camera', { features: ['backup-camera'] }],
  ['awd suv', { bodystyle: 'suvs', features: ['all-wheel-drive'] }],
  ['4x4', { features: ['all-wheel-drive'] }],
  ['truck with tow package', { bodystyle: 'trucks', features: ['tow-package'] }],
  // stores, conditions, deals
  ['suv in moline', { bodystyle: 'suvs', store: 'moline' }],
  ['used honda', { make: 'honda' }],
  ['used', {}],
  ['price drops', { greatDeals: 'price-drop' }],
  // a second value for a one-value filter stays a keyword
  ['honda or toyota', { make: 'honda', q: 'toyota' }],
  ['suv sedan', { bodystyle: 'suvs', q: 'sedan' }],
  ['honda camry', { make: 'honda', q: 'camry' }],
  // nothing understood: the whole query is the keyword
  ['blue book value', { q: 'blue book value' }],
  ['kelley blue book', { q: 'kelley blue book' }],
  ['honda blue book', { make: 'honda', q: 'blue book' }],
  ['', {}],
  ['   ', {}],
  ['!!!', {}],
]

describe('readTypedQuery', () => {
  it('covers at least 80 typed queries', () => expect(cases.length).toBeGreaterThanOrEqual(80))

  it.each(cases)('%j', (typed, filters) => {
    expect(readTypedQuery(typed, USED_ONLY).filters).toEqual(filters)
  })

  it.each<[string, SearchFilters]>([
    ['used honda', { condition: 'used', make: 'honda' }],
    ['certified pre-owned suv', { condition: 'certified', bodystyle: 'suvs' }],
    ['new', { condition: 'new' }],
  ])('reads condition words when several conditions are live: %j', (typed, filters) => {
    expect(readTypedQuery(typed, ALL_CONDITIONS).filters).toEqual(filters)
  })

  it('says what it read, the misspelling with its term, and the leftover words', () => {
    const r = readTypedQuery('toyta accord sport under 20k', USED_ONLY)
    expect(r.understood).toEqual([
      { kind: 'make', text: 'toyta', corrected: 'toyota' },
      { kind: 'price', text: 'under 20k' },
    ])
    expect(r.keywords).toEqual(['accord', 'sport'])
  })

  it('reads a color word only when the inventory has that color', () => {
    const noRed = buildQueryIndex({ vocabulary: { makes, features, stores, conditions: ['used'] }, colors: ['blue'] })
    expect(readTypedQuery('red suv', noRed).filters).toEqual({ bodystyle: 'suvs', q: 'red' })
    expect(readTypedQuery('blue suv', noRed).filters).toEqual({ bodystyle: 'suvs', color: 'blue' })
  })

  it('says it read the color and the payment', () => {
    const r = readTypedQuery('red suv under 300 a month', USED_ONLY)
    expect(r.understood).toEqual([
      { kind: 'color', text: 'red' },
      { kind: 'bodystyle', text: 'suv' },
      { kind: 'payment', text: 'under 300 a month' },
    ])
    expect(r.keywords).toEqual([])
  })

  it('cuts very long input instead of reading all of it', () => {
    const r = readTypedQuery('honda '.repeat(1000), USED_ONLY)
    expect(r.filters.make).toBe('honda')
  })
})
