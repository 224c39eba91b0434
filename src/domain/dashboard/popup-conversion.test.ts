import { describe, expect, it } from 'vitest'
import { conversionText, popupConversions } from './popup-conversion'

describe('conversionText', () => {
  it.each([
    [0, 0, '–'],
    [8, 1, '12.5%'],
    [3, 1, '33.3%'],
    [10, 10, '100.0%'],
    // A submission counted on a day its view was not (midnight, or consent given in between) never shows above 100%.
    [1, 2, '100.0%'],
  ])('%i views, %i sent → %s', (views, submissions, text) => {
    expect(conversionText(views, submissions)).toBe(text)
  })
})

describe('popupConversions', () => {
  it('labels, converts SQL sums (text) to numbers and sorts by views', () => {
    const rows = [
      { popupId: 'credit-500-offer', name: '$500 credit', views: '40', submissions: '2' },
      { popupId: 'unlock-inventory', name: 'Unlock inventory', views: 120, submissions: 30 },
      { popupId: 'gone', name: null, views: 5, submissions: 0 },
    ]
    expect(popupConversions(rows)).toEqual([
      { popupId: 'unlock-inventory', name: 'Unlock inventory', views: 120, submissions: 30, conversion: '25.0%' },
      { popupId: 'credit-500-offer', name: '$500 credit', views: 40, submissions: 2, conversion: '5.0%' },
      { popupId: 'gone', name: 'gone', views: 5, submissions: 0, conversion: '0.0%' },
    ])
  })
})
