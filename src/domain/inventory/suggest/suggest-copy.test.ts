import { describe, expect, it } from 'vitest'
import { suggestionsAnnouncement, vehiclesFound } from './suggest-copy'

describe('the words a screen reader hears about the suggestions (issue 38)', () => {
  it.each([
    [0, 'No suggestions.'],
    [1, '1 suggestion. Use the up and down arrow keys to choose, Enter to go.'],
    [8, '8 suggestions. Use the up and down arrow keys to choose, Enter to go.'],
  ])('%i suggestions -> %j', (count, said) => {
    expect(suggestionsAnnouncement(count)).toBe(said)
  })

  it.each([
    [1, '1', '1 vehicle'],
    [1204, '1,204', '1,204 vehicles'],
  ])('%i -> %j', (count, formatted, said) => {
    expect(vehiclesFound(count, formatted)).toBe(said)
  })
})
