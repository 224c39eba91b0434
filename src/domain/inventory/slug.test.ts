import { describe, expect, it } from 'vitest'
import { isSlug, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Silverado 1500', 'silverado-1500'],
    ['CR-V', 'cr-v'],
    ['3 Series', '3-series'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Land Rover', 'land-rover'],
    ['Citroën', 'citroen'],
    ["Driver's Seat", 'drivers-seat'],
    ['  Heated   Seats!! ', 'heated-seats'],
    ['F-150', 'f-150'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ["' OR 1=1 --", 'or-1-1'],
    ['', ''],
    ['---', ''],
    ['a'.repeat(150), 'a'.repeat(100)],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('isSlug', () => {
  it.each([
    ['toyota', true],
    ['cr-v', true],
    ['3-series', true],
    ['Toyota', false],
    ['-toyota', false],
    ['toyota-', false],
    ['toy--ota', false],
    ['toy ota', false],
    ['', false],
    ['a'.repeat(101), false],
  ])('%s -> %s', (input, expected) => {
    expect(isSlug(input)).toBe(expected)
  })
})
