import { describe, expect, it } from 'vitest'
import { TEST_VOCABULARY } from '../vocabulary-fixture'
import { buildSuggestIndex } from './suggest-index'
import { findSuggestions, MAX_SUGGEST_QUERY_LENGTH, readSuggestQuery, type SuggestCounts } from './suggest'

const index = buildSuggestIndex({
  vocabulary: TEST_VOCABULARY,
  labels: {
    makes: {
      toyota: 'Toyota',
      honda: 'Honda',
      chevrolet: 'Chevrolet',
      bmw: 'BMW',
      ford: 'Ford',
      'land-rover': 'Land Rover',
      land: 'Land',
      'mercedes-benz': 'Mercedes-Benz',
    },
    models: {
      'toyota/camry': 'Camry',
      'toyota/corolla': 'Corolla',
      'toyota/rav4': 'RAV4',
      'toyota/highlander': 'Highlander',
      'toyota/tacoma': 'Tacoma',
      'honda/accord': 'Accord',
      'honda/civic': 'Civic',
      'honda/cr-v': 'CR-V',
      'chevrolet/silverado-1500': 'Silverado 1500',
      'chevrolet/equinox': 'Equinox',
      'bmw/3-series': '3 Series',
      'ford/f-150': 'F-150',
      'ford/transit': 'Transit',
      'land-rover/range-rover': 'Range Rover',
      'land-rover/defender': 'Defender',
      'land/cruiser-special': 'Cruiser Special',
      'mercedes-benz/c-class': 'C-Class',
    },
    features: {
      sunroof: 'Sunroof',
      'heated-seats': 'Heated Seats',
      'apple-carplay': 'Apple CarPlay',
      'backup-camera': 'Backup Camera',
      'rock-and-roll': 'Rock and Roll',
      navigation: 'Navigation',
    },
  },
})

/** Distinct counts, so that the order is the counts' order. BMW and its model have none for sale. */
const COUNTS: SuggestCounts = {
  make: { toyota: 900, honda: 700, chevrolet: 500, bmw: 0, ford: 400, 'land-rover': 60, land: 5, 'mercedes-benz': 30 },
  model: {
    'toyota/camry': 300,
    'toyota/corolla': 250,
    'toyota/rav4': 200,
    'toyota/highlander': 100,
    'toyota/tacoma': 50,
    'honda/accord': 350,
    'honda/civic': 199,
    'honda/cr-v': 151,
    'chevrolet/silverado-1500': 320,
    'chevrolet/equinox': 180,
    'bmw/3-series': 0,
    'ford/f-150': 260,
    'ford/transit': 140,
    'land-rover/range-rover': 40,
    'land-rover/defender': 20,
    'land/cruiser-special': 5,
    'mercedes-benz/c-class': 30,
  },
  bodystyle: { suvs: 1200, sedans: 1100, trucks: 600, coupes: 80, convertibles: 0 },
  feature: {
    sunroof: 1500,
    'heated-seats': 1300,
    'apple-carplay': 1000,
    'backup-camera': 2000,
    'rock-and-roll': 3,
    navigation: 800,
  },
}

const labelsFor = (typed: string): string[] => {
  const q = readSuggestQuery(typed)
  return q.ok ? findSuggestions(index, q.words, COUNTS).map((s) => s.label) : []
}

describe('findSuggestions: what a shopper typing in the header search is offered (issue 38)', () => {
  it.each([
    // Makes by the first letters of their name, with their models, most vehicles first.
    ['chev', ['Chevrolet', 'Chevrolet Silverado 1500', 'Chevrolet Equinox']],
    ['CHEV', ['Chevrolet', 'Chevrolet Silverado 1500', 'Chevrolet Equinox']],
    ['Chévrolet', ['Chevrolet', 'Chevrolet Silverado 1500', 'Chevrolet Equinox']],
    // Shoppers' words for a make (typed-query vocabulary): nicknames, alone and before a model.
    ['chevy', ['Chevrolet', 'Chevrolet Silverado 1500', 'Chevrolet Equinox']],
    ['chevy sil', ['Chevrolet Silverado 1500']],
    ['benz', ['Mercedes-Benz', 'Mercedes-Benz C-Class']],
    ['rover', ['Land Rover', 'Land Rover Range Rover', 'Land Rover Defender']],
    // A make's words in order, then a model's.
    ['land', ['Land Rover', 'Land Rover Range Rover', 'Land Rover Defender', 'Land', 'Land Cruiser Special']],
    ['land r', ['Land Rover', 'Land Rover Range Rover', 'Land Rover Defender']],
    ['toyota c', ['Toyota Camry', 'Toyota Corolla']],
    ['honda cr', ['Honda CR-V']],
    // Models alone, by any of their words, run together or not.
    ['camry', ['Toyota Camry']],
    ['crv', ['Honda CR-V']],
    ['cr-v', ['Honda CR-V']],
    ['CR V', ['Honda CR-V']],
    ['f15', ['Ford F-150']],
    ['f 150', ['Ford F-150']],
    ['1500', ['Chevrolet Silverado 1500']],
    ['silverado', ['Chevrolet Silverado 1500']],
    ['c class', ['Mercedes-Benz C-Class']],
    // A plural typed in full finds its singular.
    ['camrys', ['Toyota Camry']],
    ['hondas', ['Honda', 'Honda Accord', 'Honda Civic', 'Honda CR-V']],
    // Body styles by their value, label and shoppers' words, singular and plural.
    ['suv', ['SUVs']],
    ['SUVs', ['SUVs']],
    ['crossover', ['SUVs']],
    ['crossovers', ['SUVs']],
    ['pickup', ['Trucks']],
    ['sedan', ['Sedans']],
    ['coupe', ['Coupes']],
    // Features by their words and shoppers' words for them.
    ['sun', ['Sunroof']],
    ['moonroof', ['Sunroof']],
    ['heated', ['Heated Seats']],
    ['heated seat', ['Heated Seats']],
    ['carplay', ['Apple CarPlay']],
    ['backup cam', ['Backup Camera']],
    ['nav', ['Navigation']],
    ['gps', ['Navigation']],
    ['rock and', ['Rock and Roll']],
    // Mixed kinds, ordered by count alone.
    // Mixed kinds, ordered by count alone; any word of a name or of a shoppers' word for it counts
    // ('navigation system' for Navigation, 'Cruiser Special').
    [
      's',
      ['Sunroof', 'Heated Seats', 'SUVs', 'Sedans', 'Navigation', 'Chevrolet Silverado 1500', 'Land Cruiser Special'],
    ],
    ['h', ['Heated Seats', 'Honda', 'Honda Accord', 'Honda Civic', 'Honda CR-V', 'Toyota Highlander']],
  ])('%j -> %j', (typed, expected) => {
    expect(labelsFor(typed)).toEqual(expected)
  })

  it.each([
    // Nothing for sale: never suggested, whatever matches.
    ['bmw', 'a make and its model without vehicles'],
    ['3 series', 'a model without vehicles'],
    ['convertible', 'a body style without vehicles'],
    // Words the inventory does not have, or not in the order typed.
    ['vw', 'a nickname for a make the inventory does not hold'],
    ['leather', 'a feature word for a feature the inventory does not have'],
    ['silverado chevrolet', 'words in another order'],
    ['hevrolet', 'the middle of a word'],
    ['toyota camry 2019', 'a year: no make, model, body style or feature'],
    ['red', 'a colour: not among the suggestions'],
  ])('%j suggests nothing (%s)', (typed) => {
    expect(labelsFor(typed)).toEqual([])
  })

  it('gives at most the limit asked for, each with its count and the filter panel’s canonical URL', () => {
    const all = findSuggestions(index, ['c'], COUNTS)
    expect(all).toHaveLength(8)
    expect(all.map((s) => s.count)).toEqual([...all.map((s) => s.count)].sort((a, b) => b - a))
    expect(findSuggestions(index, ['c'], COUNTS, 3)).toHaveLength(3)
    expect(findSuggestions(index, ['chevy', 's'], COUNTS)).toEqual([
      { kind: 'model', label: 'Chevrolet Silverado 1500', count: 320, url: '/cars-for-sale/chevrolet-silverado-1500' },
    ])
    const urls = Object.fromEntries(
      ['chevrolet', 'suvs', 'sunroof', 'land rover r'].map((typed) => {
        const q = readSuggestQuery(typed)
        return [typed, q.ok ? findSuggestions(index, q.words, COUNTS)[0] : undefined]
      }),
    )
    expect(urls).toEqual({
      chevrolet: { kind: 'make', label: 'Chevrolet', count: 500, url: '/cars-for-sale/chevrolet' },
      suvs: { kind: 'bodystyle', label: 'SUVs', count: 1200, url: '/cars-for-sale/suvs' },
      sunroof: { kind: 'feature', label: 'Sunroof', count: 1500, url: '/cars-for-sale/with-sunroof' },
      'land rover r': {
        kind: 'model',
        label: 'Land Rover Range Rover',
        count: 40,
        url: '/cars-for-sale/land-rover-range-rover',
      },
    })
  })

  it('breaks ties by kind (make, model, body style, feature), then by label', () => {
    const tied: SuggestCounts = {
      make: { toyota: 10 },
      model: { 'toyota/tacoma': 10 },
      bodystyle: { trucks: 10 },
      feature: {},
    }
    expect(findSuggestions(index, ['t'], tied).map((s) => s.label)).toEqual(['Toyota', 'Toyota Tacoma', 'Trucks'])
  })
})

describe('buildSuggestIndex: one entry per make, model, body style and feature', () => {
  it('holds every value of the vocabulary once, with the filters of its search', () => {
    const models = Object.values(TEST_VOCABULARY.makes).flat().length
    const kinds = index.entries.map((e) => e.kind)
    expect(kinds.filter((k) => k === 'make')).toHaveLength(Object.keys(TEST_VOCABULARY.makes).length)
    expect(kinds.filter((k) => k === 'model')).toHaveLength(models)
    expect(kinds.filter((k) => k === 'bodystyle')).toHaveLength(9)
    expect(kinds.filter((k) => k === 'feature')).toHaveLength(TEST_VOCABULARY.features.length)
    expect(new Set(index.entries.map((e) => `${e.kind}:${e.key}`)).size).toBe(index.entries.length)
    expect(index.entries.find((e) => e.key === 'land-rover/range-rover')).toMatchObject({
      label: 'Land Rover Range Rover',
      filters: { make: 'land-rover', model: 'range-rover' },
    })
  })
})

describe('readSuggestQuery: the words of the text typed so far', () => {
  it.each([
    ['chev', ['chev']],
    ['  Honda   CR-V ', ['honda', 'cr', 'v']],
    ['Citroën', ['citroen']],
    ["driver's", ['drivers']],
    ['a b c d e f g h', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
  ])('%j -> %j', (typed, words) => {
    expect(readSuggestQuery(typed)).toEqual({ ok: true, words })
  })

  it.each(['', '   ', '!!!', '—', '\u0000\u0001', '日本'])('%j is not a query', (typed) => {
    expect(readSuggestQuery(typed)).toEqual({ ok: false, reason: 'no-words' })
  })

  it(`cuts a long text at ${MAX_SUGGEST_QUERY_LENGTH} characters before reading it`, () => {
    const q = readSuggestQuery(`${'x'.repeat(MAX_SUGGEST_QUERY_LENGTH - 4)} chev rolet`)
    expect(q).toEqual({ ok: true, words: ['x'.repeat(MAX_SUGGEST_QUERY_LENGTH - 4), 'che'] })
    expect(readSuggestQuery('chev'.repeat(100_000))).toEqual({ ok: true, words: ['chev'.repeat(25)] })
  })
})
