import { describe, expect, it } from 'vitest'
import { buildTrimIndex, trimChoices, trimKey } from './trim-options'

const index = buildTrimIndex([
  { year: 2014, make: 'Ford', model: 'F-150', series: null, style: null },
  { year: 2014, make: 'Ford', model: 'F-150', series: 'XLT', style: '4D SuperCrew' },
  { year: 2014, make: 'Ford', model: 'F-150', series: 'Platinum', style: '4D SuperCrew' },
  { year: 2014, make: 'Ford', model: 'F-150', series: 'King Ranch', style: '2D Regular Cab' },
  { year: 2014, make: 'Ford', model: 'F-150', series: 'xlt', style: ' ' },
  { year: 2015, make: 'Ford', model: 'F-150', series: 'Lariat', style: null },
])
const pick = (patch: Partial<{ year: string; make: string; model: string; series: string; style: string }>) =>
  trimChoices(index, { year: '2014', make: 'Ford', model: 'F-150', series: '', style: '', ...patch })

describe('series and style pickers from the market guide (issue 7)', () => {
  it('lists only vehicles with a series or style, without duplicates, sorted', () => {
    expect(Object.keys(index).sort()).toEqual([trimKey(2014, 'Ford', 'F-150'), trimKey(2015, 'Ford', 'F-150')])
  })

  it.each([
    ['the picked year, make and model', {}, ['King Ranch', 'Platinum', 'XLT'], ['2D Regular Cab', '4D SuperCrew']],
    [
      'make and model in any case',
      { make: 'FORD', model: 'f-150 ' },
      ['King Ranch', 'Platinum', 'XLT'],
      ['2D Regular Cab', '4D SuperCrew'],
    ],
    ['another year has its own trims', { year: '2015' }, ['Lariat'], []],
    ['a year the guide has no trims for', { year: '2016' }, [], []],
    ['nothing picked yet', { year: '', make: '', model: '' }, [], []],
    [
      'a decoded trim the guide lacks stays selectable',
      { series: 'Lariat' },
      ['King Ranch', 'Lariat', 'Platinum', 'XLT'],
      ['2D Regular Cab', '4D SuperCrew'],
    ],
    [
      'a listed trim is not repeated',
      { series: 'platinum' },
      ['King Ranch', 'Platinum', 'XLT'],
      ['2D Regular Cab', '4D SuperCrew'],
    ],
  ])('%s', (_name, patch, series, styles) => {
    expect(pick(patch)).toEqual({ series, styles })
  })
})
