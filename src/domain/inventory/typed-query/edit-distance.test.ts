import { describe, expect, it } from 'vitest'
import { allowedEdits, editDistanceWithin } from './edit-distance'

describe('editDistanceWithin', () => {
  it.each([
    ['honda', 'honda', 2, 0],
    ['hnoda', 'honda', 2, 1],
    ['toyta', 'toyota', 2, 1],
    ['chevorlet', 'chevrolet', 2, 1],
    ['volkswagon', 'volkswagen', 2, 1],
    ['camery', 'camry', 2, 1],
    ['subaro', 'subaru', 1, 1],
    ['sport', 'spark', 1, 2],
    ['abc', 'abcdef', 1, 2],
    ['', 'ab', 2, 2],
  ])('%s vs %s within %i -> %i', (a, b, limit, expected) => {
    expect(editDistanceWithin(a, b, limit)).toBe(expected)
  })
})

describe('allowedEdits', () => {
  it.each([
    ['ram', 0],
    ['ford', 0],
    ['sport', 1],
    ['toyota', 1],
    ['chevrolet', 2],
  ])('%s -> %i', (word, edits) => expect(allowedEdits(word)).toBe(edits))
})
