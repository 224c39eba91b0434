import { describe, expect, it } from 'vitest'
import { outTheDoorPlace, outTheDoorPlaceText } from './out-the-door-state'
import { SAMPLE_FINANCE_SETTINGS } from './settings'

describe('outTheDoorPlace: the store state until the shopper gives a ZIP code', () => {
  it.each([
    ['no ZIP: the store state', '', 'IN', { kind: 'store', stateCode: 'IN' }],
    ['an Illinois ZIP for an Indiana car', '61265', 'IN', { kind: 'zip', zip: '61265', stateCode: 'IL' }],
    ['an Indiana ZIP for an Illinois car', '46410', 'IL', { kind: 'zip', zip: '46410', stateCode: 'IN' }],
    ['not a ZIP code', '6126', 'IN', { kind: 'not-a-zip', zip: '6126', stateCode: 'IN' }],
    ['a ZIP outside the table', '90210', 'IL', { kind: 'zip-unmapped', zip: '90210', stateCode: 'IL' }],
    [
      'a state the settings have no fees for',
      '52801',
      'IL',
      { kind: 'state-without-fees', zip: '52801', zipState: 'IA', stateCode: 'IL' },
    ],
  ] as const)('%s', (_, zip, store, place) => {
    expect(outTheDoorPlace(zip, store, SAMPLE_FINANCE_SETTINGS)).toEqual(place)
  })

  it('names the state used in every case', () => {
    expect(outTheDoorPlaceText({ kind: 'zip', zip: '61265', stateCode: 'IL' })).toBe(
      'With IL tax and title, for ZIP code 61265.',
    )
    expect(
      outTheDoorPlaceText({ kind: 'state-without-fees', zip: '52801', zipState: 'IA', stateCode: 'IL' }),
    ).toContain('Showing IL')
  })
})
