import { describe, expect, it } from 'vitest'
import { COLOURS, normaliseColour, type Colour } from './colour'

describe('normaliseColour (issue 38, decision 0322)', () => {
  const table: Array<[string | null | undefined, Colour | null]> = [
    ['Magnetic Gray Metallic', 'grey'],
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
    ['Sonic Gray Pearl', 'grey'],
    ['Grey', 'grey'],
    ['GRAY', 'grey'],
    ['Oxford White', 'white'],
    ['Velocity Blue', 'blue'],
    ['Race Red', 'red'],
    ['Iconic Silver', 'silver'],
    ['Carbonized Gray', 'grey'],
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
    ['Charcoal', 'grey'],
    ['Gunmetal', 'grey'],
    ['Pearl', 'white'],
    ['Two-Tone', 'other'],
    ['Unknown', 'other'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ]
  it.each(table)('%j -> %j', (paint, colour) => {
    expect(normaliseColour(paint)).toBe(colour)
  })

  it('only ever answers a colour of the short list', () => {
    for (const [paint] of table) {
      const c = normaliseColour(paint)
      if (c !== null) expect(COLOURS).toContain(c)
    }
  })
})
