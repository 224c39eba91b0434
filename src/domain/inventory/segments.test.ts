import { describe, expect, it } from 'vitest'
import type { SearchFilters } from './filters'
import {
  filtersToSegments,
  formatFeaturesSegment,
  formatPriceSegment,
  parseFeaturesSegment,
  parseMakeModelSegment,
  parsePriceSegment,
  parseSegment,
} from './segments'
import { TEST_VOCABULARY as V } from './vocabulary-fixture'

describe('price segment', () => {
  it.each([
    [{ max: 20000 }, 'price-under-20000'],
    [{ min: 10000 }, 'price-over-10000'],
    [{ min: 10000, max: 20000 }, 'price-10000-to-20000'],
  ])('%j <-> %s', (range, segment) => {
    expect(formatPriceSegment(range)).toBe(segment)
    expect(parsePriceSegment(segment)).toEqual(range)
  })

  it.each([
    'price-under-abc',
    'price-under-',
    'price-under--5',
    'price-under-1e5',
    'price-over-20000.50',
    'price-under-1234567890',
    'price-10000-to',
    'price-to-20000',
    'price-10000-20000',
    'price-under-20000-and-more',
  ])('%s is not a price', (segment) => {
    expect(parsePriceSegment(segment)).toBeUndefined()
  })
})

describe('parseMakeModelSegment', () => {
  it.each([
    ['toyota', { make: 'toyota' }],
    ['toyota-camry', { make: 'toyota', model: 'camry' }],
    ['honda-cr-v', { make: 'honda', model: 'cr-v' }],
    ['chevrolet-silverado-1500', { make: 'chevrolet', model: 'silverado-1500' }],
    ['bmw-3-series', { make: 'bmw', model: '3-series' }],
    ['land-rover', { make: 'land-rover' }], // whole segment is a make before any split
    ['land-rover-defender', { make: 'land-rover', model: 'defender' }],
    ['land-cruiser-special', { make: 'land', model: 'cruiser-special' }],
    ['mercedes-benz-c-class', { make: 'mercedes-benz', model: 'c-class' }],
    ['toyota-civic', undefined], // model of another make
    ['toyota-', undefined],
    ['tesla', undefined],
    ['constructor', undefined],
    ['__proto__', undefined],
    ['toString-camry', undefined],
    ['hasOwnProperty', undefined],
  ])('%s -> %j', (segment, expected) => {
    expect(parseMakeModelSegment(segment, V)).toEqual(expected)
  })
})

describe('features segment', () => {
  it.each([
    [['sunroof'], 'with-sunroof'],
    [['heated-seats', 'sunroof'], 'with-heated-seats-and-sunroof'],
    [['apple-carplay', 'backup-camera', 'navigation'], 'with-apple-carplay-and-backup-camera-and-navigation'],
    [['rock-and-roll'], 'with-rock-and-roll'], // a slug that contains -and-
    [['navigation', 'rock-and-roll', 'sunroof'], 'with-navigation-and-rock-and-roll-and-sunroof'],
  ])('%j <-> %s', (features, segment) => {
    expect(formatFeaturesSegment(features)).toBe(segment)
    expect(parseFeaturesSegment(segment, V)).toEqual(features)
  })

  it.each([
    'with-',
    'with-jetpack',
    'with-sunroof-and-jetpack',
    'with-sunroof-and-',
    'with-sunroof-sunroof',
    'sunroof',
    'with-and-sunroof',
  ])('%s is not a features segment', (segment) => {
    expect(parseFeaturesSegment(segment, V)).toBeUndefined()
  })

  it('stays fast on long adversarial input', () => {
    const segment = 'with-' + 'sunroof-and-'.repeat(24) + 'jetpack'
    const started = performance.now()
    expect(parseFeaturesSegment(segment, V)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(200)
  })
})

describe('parseSegment', () => {
  it.each([
    ['suvs', { kind: 'bodystyle', bodystyle: 'suvs' }],
    ['SUVs', { kind: 'bodystyle', bodystyle: 'suvs' }],
    ['toyota-camry', { kind: 'make-model', make: 'toyota', model: 'camry' }],
    ['with-sunroof', { kind: 'features', features: ['sunroof'] }],
    ['price-under-20000', { kind: 'price', price: { max: 20000 } }],
    ['price-under-abc', { error: 'bad-price' }],
    ['with-jetpack', { error: 'unknown-feature' }],
    ['suv', { error: 'unknown-segment' }],
    ['tesla-model-3', { error: 'unknown-segment' }],
    ['<script>alert(1)</script>', { error: 'unknown-segment' }],
    ["toyota' OR '1'='1", { error: 'unknown-segment' }],
    ['x'.repeat(301), { error: 'too-long' }],
  ])('%s -> %j', (segment, expected) => {
    expect(parseSegment(segment, V)).toEqual(expected)
  })
})

describe('filtersToSegments', () => {
  it.each<[SearchFilters, string[], object | undefined]>([
    [{}, [], undefined],
    [{ price: { max: 20000 } }, ['price-under-20000'], undefined],
    [{ bodystyle: 'trucks', make: 'ford', model: 'f-150' }, ['trucks', 'ford-f-150'], undefined],
    [
      { make: 'toyota', features: ['sunroof'], price: { min: 5000 } },
      ['toyota', 'with-sunroof', 'price-over-5000'],
      undefined,
    ],
    // all four kinds: price (lowest priority) overflows to the query
    [
      { bodystyle: 'suvs', make: 'toyota', features: ['sunroof'], price: { max: 30000 } },
      ['suvs', 'toyota', 'with-sunroof'],
      { max: 30000 },
    ],
  ])('%j', (filters, segments, overflowPrice) => {
    expect(filtersToSegments(filters)).toEqual(overflowPrice ? { segments, overflowPrice } : { segments })
  })
})
