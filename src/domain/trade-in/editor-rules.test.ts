import { describe, expect, it } from 'vitest'
import { parseRuleValue, rowsToRules, rulesToRows } from './editor-rules'
import { SAMPLE_OFFER_SETTINGS } from './offer-settings'

describe('parseRuleValue', () => {
  it.each([
    ['>=', '15', 15],
    ['>=', '15000.5', 15000.5],
    ['==', 'Tesla', 'Tesla'],
    ['==', ' yes ', 'yes'],
    ['==', 'true', true],
    ['in', 'Tesla, Maserati', ['Tesla', 'Maserati']],
    ['not_in', '2010,2011', [2010, 2011]],
    ['in', '', []],
    ['==', '', ''],
    ['includes', 'rust', 'rust'],
  ])('%s %j -> %j', (operator, text, expected) => {
    expect(parseRuleValue(operator, text)).toEqual(expected)
  })
})

describe('rowsToRules', () => {
  it('keeps a one-condition rule flat and makes several conditions a group', () => {
    expect(
      rowsToRules([
        { label: 'High miles', conditions: [{ field: 'mileage', operator: '>=', value: '160000' }] },
        {
          label: 'Nissan Leaf',
          conditions: [
            { field: 'make', operator: '==', value: 'Nissan' },
            { field: 'model', operator: '==', value: 'Leaf' },
          ],
        },
        { conditions: [{ field: 'make', operator: 'in', value: 'Tesla, Maserati' }] },
      ]),
    ).toEqual([
      { field: 'mileage', operator: '>=', value: 160000, label: 'High miles' },
      {
        all: [
          { field: 'make', operator: '==', value: 'Nissan' },
          { field: 'model', operator: '==', value: 'Leaf' },
        ],
        label: 'Nissan Leaf',
      },
      { field: 'make', operator: 'in', value: ['Tesla', 'Maserati'] },
    ])
  })

  it('round-trips the sample bring-vehicle-in rules through admin rows', () => {
    const rules = SAMPLE_OFFER_SETTINGS.bringVehicleIn
    expect(rowsToRules(rulesToRows(rules))).toEqual(rules)
  })

  it('treats missing rows as no rules', () => {
    expect(rowsToRules(null)).toEqual([])
    expect(rowsToRules([{ label: 'empty', conditions: [] }])).toEqual([{ all: [], label: 'empty' }])
  })
})
