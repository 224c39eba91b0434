import { describe, expect, it } from 'vitest'
import { photoAfterKey, photoAtScroll, photoPosition } from './photo-steps'

describe('vehicle gallery positions (issue 21)', () => {
  it.each([
    [0, 12, 'Photo 1 of 12'],
    [2, 12, 'Photo 3 of 12'],
    [0, 1, 'Photo 1 of 1'],
  ])('photoPosition(%i, %i) is "%s"', (index, count, label) => {
    expect(photoPosition('Photo {n} of {count}', index, count)).toBe(label)
  })

  it.each([
    ['ArrowRight', 0, 12, 1],
    ['ArrowRight', 11, 12, 0],
    ['ArrowLeft', 0, 12, 11],
    ['ArrowLeft', 5, 12, 4],
    ['Home', 7, 12, 0],
    ['End', 2, 12, 11],
    ['ArrowRight', 0, 1, 0],
    ['Enter', 3, 12, null],
    ['Tab', 3, 12, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %i of %i leads to %s', (key, index, count, expected) => {
    expect(photoAfterKey(key, index, count)).toBe(expected)
  })

  it.each([
    ['at rest on the first', 0, 400, 12, 0],
    ['at rest on the third', 800, 400, 12, 2],
    ['past half-way to the next', 610, 400, 12, 2],
    ['short of half-way', 590, 400, 12, 1],
    ['overscrolled past the last', 5000, 400, 12, 11],
    ['right-to-left offsets', -800, 400, 12, 2],
    ['not laid out yet', 300, 0, 12, 0],
    ['no photos', 0, 400, 0, 0],
  ])('photoAtScroll: %s', (_name, scrollLeft, width, count, expected) => {
    expect(photoAtScroll(scrollLeft, width, count)).toBe(expected)
  })
})
