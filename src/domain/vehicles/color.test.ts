import { describe, expect, it } from 'vitest'
import { COLORS, normalizeColor, type Color } from './color'

describe('normalizeColor (issue 38, decision 0322)', () => {
  const table: Array<[string | null | undefined, Color | null]> = [
    ['Magnetic Gray Metallic', 'gray'],
    ['Super White', 'white'],
    ['Celestial Silver', 'silver'],
    ['Ruby Flare Pearl', 'red'],
    ['Midnight Black Metallic', 'black'],
    ['Blueprint', 'other'],
    ['Lunar Rock', 'other'],
    ['Modern Steel Metallic', 'silver'],
    ['Platinum White Pearl', 'white'],
    ['Crystal Black Pearl', 'black'],
    ['Radiant Red Metallic II', 'red'],
    ['Aegean Blue Metallic', 'blue'],
    ['Cherry Red', 'red'],
    ['Black Cherry Pearl', 'black'],
    ['Silver Blue', 'blue'],
    ['Sonic Gray Pearl', 'gray'],
    ['Gray', 'gray'],
    ['GRAY', 'gray'],
    ['Oxford White', 'white'],
    ['Velocity Blue', 'blue'],
    ['Race Red', 'red'],
    ['Iconic Silver', 'silver'],
    ['Carbonized Gray', 'gray'],
    ['Cayenne Red Tintcoat', 'red'],
    ['Summit White', 'white'],
    ['Mosaic Black Metallic', 'black'],
    ['Harbor Blue', 'blue'],
    ['Satin Steel Metallic', 'silver'],
    ['Sandstone Beige', 'brown'],
    ['Desert Tan', 'brown'],
    ['Bronze Oxide', 'brown'],
    ['Mocha Almond Pearl', 'brown'],
    ['Sunset Orange', 'orange'],
    ['Copper Orange', 'orange'],
    ['Solar Yellow', 'gold'],
    ['Champagne', 'gold'],
    ['Emerald Green', 'green'],
    ['Jade', 'green'],
    ['Plum Crazy', 'purple'],
    ['Deep Amethyst', 'purple'],
    ['Navy', 'blue'],
    ['Sapphire Blue', 'blue'],
    ['Ebony', 'black'],
    ['Onyx', 'black'],
    ['Charcoal', 'gray'],
    ['Gunmetal', 'gray'],
    ['Pearl', 'white'],
    ['Two-Tone', 'other'],
    ['Unknown', 'other'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ]
  it.each(table)('%j -> %j', (paint, colour) => {
    expect(normalizeColor(paint)).toBe(colour)
  })

  it('only ever answers a colour of the short list', () => {
    for (const [paint] of table) {
      const c = normalizeColor(paint)
      if (c !== null) expect(COLORS).toContain(c)
    }
  })
})
