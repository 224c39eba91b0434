import { describe, expect, it } from 'vitest'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { parseCsv } from './csv'
import { parseFeedRows } from './rows'

const vin1 = withCheckDigit('1HGCV1F30KA000001')
const vin2 = withCheckDigit('4T1B11HK0KU000002')
const badCheck = vin1.slice(0, 8) + (vin1[8] === '1' ? '2' : '1') + vin1.slice(9)

describe('parseCsv', () => {
  it.each([
    [
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r\n"x, y","he said ""hi"""\r\n',
      [
        ['a', 'b'],
        ['x, y', 'he said "hi"'],
      ],
    ],
    ['\ufeffa\n"multi\nline"\n\n', [['a'], ['multi\nline']]],
    [
      'a,b\n1,',
      [
        ['a', 'b'],
        ['1', ''],
      ],
    ],
  ])('%j', (input, expected) => {
    expect(parseCsv(input)).toEqual(expected)
  })
})

describe('parseFeedRows (issue 3 feed import)', () => {
  const header = 'VIN,Stock #,Year,Make,Model,Trim,Miles,Price,Body Style,Transmission,Features,Photos,Type'
  it('maps a dealer feed with the preset and reports bad rows by number and reason', () => {
    const csv = [
      header,
      `${vin1},A1,2019,Honda,Accord,Sport,"32,000",$21995,Sedan,Automatic CVT,Bluetooth|Backup Camera,https://img/1.jpg|javascript:alert(1),Used`,
      `${badCheck},A2,2019,Honda,Accord,,1000,20000,Sedan,,,,Used`,
      `${vin2},A3,20x9,Toyota,Camry,,1000,20000,Sedan,,,,Used`,
      `${vin2.slice(0, 16)},A4,2019,Toyota,Camry,,1000,20000,Sedan,,,,Used`,
      `${vin2},A5,2020,Toyota,Camry,LE,abc,20000,SUV,Manual,,,Certified`,
      `${vin2},A6,2020,Toyota,RAV4,LE,1000,,SUV,Manual,,,Certified`,
      `${vin2},A7,2020,Toyota,RAV4,LE,1000,,SUV,Manual,,,Certified`,
    ].join('\n')
    const { vehicles, problems } = parseFeedRows(parseCsv(csv))
    expect(vehicles.map((v) => v.row)).toEqual([2, 7])
    expect(vehicles[0].vehicle).toMatchObject({
      vin: vin1,
      stockNumber: 'A1',
      mileage: 32000,
      price: 21995,
      bodystyle: 'sedans',
      transmission: 'automatic',
      standardFeatures: ['Bluetooth', 'Backup Camera'],
      images: ['https://img/1.jpg'],
      condition: 'used',
    })
    expect(vehicles[1].vehicle).toMatchObject({
      bodystyle: 'suvs',
      condition: 'certified',
      price: null,
      transmission: 'manual',
    })
    expect(problems).toEqual([
      { row: 3, vin: badCheck, reason: 'VIN check digit is wrong' },
      { row: 4, vin: vin2, reason: 'year is missing or not a model year' },
      { row: 5, vin: vin2.slice(0, 16), reason: 'VIN is not valid (length)' },
      { row: 6, vin: vin2, reason: 'mileage is not a number' },
      { row: 8, vin: vin2, reason: 'VIN appears twice in the file' },
    ])
  })

  it('rejects a file without the required columns', () => {
    expect(parseFeedRows(parseCsv('Stock,Price\n1,2')).problems).toEqual([{ row: 1, reason: 'missing column for vin' }])
  })
})
