/**
 * Exterior colors in the short list shoppers filter by (issue 38, "Color"; decision 0322). A
 * maker's paint name ("Magnetic Gray Metallic", "Ruby Flare Pearl") is read into one of these at
 * every write of a vehicle (admin, REST, CSV and feed import, the bulk seed), and the migration that
 * added the column ran the same table in SQL over the rows already stored.
 */
export const COLORS = [
  'black',
  'white',
  'gray',
  'silver',
  'red',
  'blue',
  'green',
  'brown',
  'gold',
  'orange',
  'purple',
  'other',
] as const
export type Color = (typeof COLORS)[number]

/** What the filter panel and the chips say. */
export const COLOR_LABELS: Record<Color, string> = {
  black: 'Black',
  white: 'White',
  gray: 'Gray',
  silver: 'Silver',
  red: 'Red',
  blue: 'Blue',
  green: 'Green',
  brown: 'Brown/Beige',
  gold: 'Gold/Yellow',
  orange: 'Orange',
  purple: 'Purple',
  other: 'Other',
}

export function isColor(value: string): value is Color {
  return (COLORS as readonly string[]).includes(value)
}

/**
 * Plain colour words. When a paint name holds several, the last wins: English puts the colour
 * last ("Cherry Red", "Silver Blue" is a blue), and a plain word beats a fancy one ("Ruby Flare
 * Pearl" has none, so the fancy words decide).
 */
export const PLAIN_COLOR_WORDS: Readonly<Record<string, Color>> = {
  black: 'black',
  white: 'white',
  grey: 'gray',
  gray: 'gray',
  silver: 'silver',
  red: 'red',
  blue: 'blue',
  green: 'green',
  brown: 'brown',
  beige: 'brown',
  tan: 'brown',
  gold: 'gold',
  yellow: 'gold',
  orange: 'orange',
  purple: 'purple',
}

/** Makers' words for a colour, read only when the name has no plain colour word. The first found wins. */
export const FANCY_COLOR_WORDS: Readonly<Record<string, Color>> = {
  ebony: 'black',
  onyx: 'black',
  obsidian: 'black',
  jet: 'black',
  raven: 'black',
  noir: 'black',
  pearl: 'white',
  ivory: 'white',
  snow: 'white',
  alabaster: 'white',
  frost: 'white',
  glacier: 'white',
  charcoal: 'gray',
  graphite: 'gray',
  gunmetal: 'gray',
  slate: 'gray',
  granite: 'gray',
  ash: 'gray',
  smoke: 'gray',
  platinum: 'silver',
  chrome: 'silver',
  titanium: 'silver',
  steel: 'silver',
  ruby: 'red',
  crimson: 'red',
  cherry: 'red',
  scarlet: 'red',
  burgundy: 'red',
  maroon: 'red',
  garnet: 'red',
  cayenne: 'red',
  navy: 'blue',
  sapphire: 'blue',
  cobalt: 'blue',
  azure: 'blue',
  indigo: 'blue',
  teal: 'blue',
  aqua: 'blue',
  emerald: 'green',
  jade: 'green',
  olive: 'green',
  lime: 'green',
  bronze: 'brown',
  mocha: 'brown',
  espresso: 'brown',
  chocolate: 'brown',
  coffee: 'brown',
  cocoa: 'brown',
  sand: 'brown',
  khaki: 'brown',
  taupe: 'brown',
  champagne: 'gold',
  lemon: 'gold',
  mustard: 'gold',
  copper: 'orange',
  tangerine: 'orange',
  amber: 'orange',
  plum: 'purple',
  violet: 'purple',
  lavender: 'purple',
  amethyst: 'purple',
}

/**
 * The short-list colour of a paint name; null when there is none (no colour recorded), 'other'
 * when the name says no colour the list knows ("Unknown", "Two-Tone").
 */
export function normalizeColor(paint: string | null | undefined): Color | null {
  if (typeof paint !== 'string') return null
  const words = paint
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
  if (words.length === 0) return null
  let plain: Color | undefined
  for (const w of words) if (Object.hasOwn(PLAIN_COLOR_WORDS, w)) plain = PLAIN_COLOR_WORDS[w]
  if (plain) return plain
  const fancy = words.find((w) => Object.hasOwn(FANCY_COLOR_WORDS, w))
  return fancy ? FANCY_COLOR_WORDS[fancy] : 'other'
}
