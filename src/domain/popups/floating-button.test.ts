import { describe, expect, it } from 'vitest'
import { buttonHighlighted, floatingButtonVisible } from './floating-button'
import { popupStoragePolicy } from './storage-policy'

describe('floating side button (sections 2 and 9)', () => {
  it.each([
    [0, false],
    [9_999, false],
    [10_000, true],
    [13_999, true],
    [14_000, false],
    [60_000, false],
  ])('%s ms after mount highlighted: %s', (ms, expected) => {
    expect(buttonHighlighted(ms)).toBe(expected)
  })

  it.each([
    [true, false],
    [false, true],
  ])('panel visible %s -> button visible %s', (panel, expected) => {
    expect(floatingButtonVisible(panel)).toBe(expected)
  })
})

describe('popupStoragePolicy (decision 0067)', () => {
  it.each<[Parameters<typeof popupStoragePolicy>[0], boolean]>([
    [undefined, false],
    [['essential'], false],
    [['essential', 'analytics'], false],
    [['essential', 'functional'], true],
  ])('%j -> viewed in local storage %s; finished always', (allowed, viewed) => {
    expect(popupStoragePolicy(allowed)).toEqual({ persistViewed: viewed, persistFinished: true })
  })
})
