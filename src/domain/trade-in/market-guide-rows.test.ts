import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/domain/inventory-import/csv'
import { marketGuideKey, parseMarketGuideRows } from './market-guide-rows'

const header = 'Year,Make,Model,Series,Style,adjusted_whole_avg,Wholesale Clean,Wholesale Rough,Retail Avg'

describe('parseMarketGuideRows (issue 7: managers import the market guide from CSV)', () => {
  it('reads good rows and reports each bad row with its number and reason', () => {
    const csv = [
      header,
      '2019,Honda,Civic,LX,4D Sedan,"$14,200",15100,12900,17995',
      '2019,Honda,Civic,,,13800,,,',
      '19,Honda,Civic,,,1,,,',
      '2019,,Civic,,,1,,,',
      '2019,Honda,Civic,EX,,abc,,,',
      '2019,Honda,Civic,EX,,,,,',
      '2019,HONDA,civic,lx,4d sedan,1,,,',
      '2020,Toyota,Camry,LE,,18000.6,,,',
    ].join('\n')
    const { values, problems } = parseMarketGuideRows(parseCsv(csv))
    expect(values).toEqual([
      {
        row: 2,
        value: {
          year: 2019,
          make: 'Honda',
          model: 'Civic',
          series: 'LX',
          style: '4D Sedan',
          wholesaleAvg: 14200,
          wholesaleClean: 15100,
          wholesaleRough: 12900,
          retailAvg: 17995,
        },
      },
      {
        row: 3,
        value: {
          year: 2019,
          make: 'Honda',
          model: 'Civic',
          series: null,
          style: null,
          wholesaleAvg: 13800,
          wholesaleClean: null,
          wholesaleRough: null,
          retailAvg: null,
        },
      },
      {
        row: 9,
        value: {
          year: 2020,
          make: 'Toyota',
          model: 'Camry',
          series: 'LE',
          style: null,
          wholesaleAvg: 18001,
          wholesaleClean: null,
          wholesaleRough: null,
          retailAvg: null,
        },
      },
    ])
    expect(problems).toEqual([
      { row: 4, reason: 'year is missing or not a model year' },
      { row: 5, reason: 'make and model are required' },
      { row: 6, reason: 'wholesaleAvg is not an amount in dollars' },
      { row: 7, reason: 'wholesaleAvg is required' },
      { row: 8, reason: 'this year, make, model, series and style appear twice in the file' },
    ])
  })

  it.each([
    ['Stock,Price', 'year'],
    ['Year,Make,Model,Retail', 'wholesaleAvg'],
  ])('rejects a header without the required columns: %s', (head, missing) => {
    expect(parseMarketGuideRows(parseCsv(`${head}\n1,2`)).problems).toEqual([
      { row: 1, reason: `missing column for ${missing}` },
    ])
  })

  it.each([
    [
      { year: 2019, make: 'Honda', model: 'Civic', series: 'LX', style: null },
      { year: 2019, make: ' HONDA ', model: 'civic', series: 'lx', style: '' },
      true,
    ],
    [
      { year: 2019, make: 'Honda', model: 'Civic', series: 'LX', style: null },
      { year: 2019, make: 'Honda', model: 'Civic', series: null, style: null },
      false,
    ],
    [
      { year: 2019, make: 'Honda', model: 'Civic', series: null, style: null },
      { year: 2020, make: 'Honda', model: 'Civic', series: null, style: null },
      false,
    ],
  ])('natural key %j vs %j -> same: %s', (a, b, same) => {
    expect(marketGuideKey(a) === marketGuideKey(b)).toBe(same)
  })
})
