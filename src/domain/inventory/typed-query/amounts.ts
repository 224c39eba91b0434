/**
 * Prices, years and mileage in a typed query (issue 38: "under 20k", "$15,000 or less", "between
 * 10 and 15 thousand", "2019 or newer", "2018-2020", "under 60k miles"). Each phrase found is cut
 * out of the text (replaced by a barrier of the same length, so word positions stay) and read into
 * a range. Monthly payments ("under 300 a month", "$300/mo") are read as the most a month (the
 * payment filter has no lower end; decision 0323); "over 300 a month" is found, so that it is not
 * read as a price, and stays a keyword.
 */
import type { Range } from '../filters'

export type AmountKind = 'price' | 'year' | 'mileage'
type AmountRead = { kind: AmountKind; range: Range } | { kind: 'payment'; max?: number }
export type AmountFound = AmountRead & { text: string; at: number }

type Amount = { value: number; dollar: boolean; multiplied: boolean; plain4: boolean }

const NUM = String.raw`(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|grand|thousand)(?![a-z0-9]))?`
const NUM_B = String.raw`(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?(k|grand|thousand)(?![a-z0-9]))?`
const UNIT = String.raw`(?:\s?(miles?|mi|mileage|dollars|bucks|(?:a|per|each|\/)\s?(?:month|mo)|monthly|\/mo|mo|month)(?![a-z]))?`
const START = String.raw`(?<![a-z0-9.,$])`
const END = String.raw`(?![a-z0-9])`

const MAX_CUE = String.raw`under|below|beneath|less than|lower than|cheaper than|up to|upto|max(?:imum)?|at most|no more than|within|<=?`
const MIN_CUE = String.raw`over|above|more than|greater than|at least|min(?:imum)?|starting at|>=?`
const YEAR_AFTER = String.raw`newer than|after|later than`
const YEAR_SINCE = String.raw`since|from`
const YEAR_BEFORE = String.raw`older than|before|earlier than`
const POST_MAX = String.raw`or less|or under|and under|or below|and below|or cheaper|or lower|and less|max|tops|or older|and older|or earlier|and earlier`
const POST_MIN = String.raw`or more|and up|and above|or over|and over|or higher|or newer|and newer|or later|and later|plus|\+`
const POST_YEAR = /newer|older|later|earlier/

type Rule = { re: RegExp; read: (m: RegExpExecArray) => AmountRead | undefined }

function amount(dollar: string | undefined, digits: string, mult: string | undefined): Amount {
  const value = Number(digits.replace(/,/g, ''))
  return {
    value: mult ? value * 1000 : value,
    dollar: dollar !== undefined,
    multiplied: mult !== undefined,
    plain4: !dollar && !mult && /^\d{4}$/.test(digits),
  }
}

const isYearish = (a: Amount) => a.plain4 && a.value >= 1980 && a.value <= 2099

type Unit = 'miles' | 'month' | 'dollars' | undefined
function unitOf(text: string | undefined): Unit {
  if (!text) return undefined
  if (/^mi/.test(text)) return 'miles'
  if (text === 'dollars' || text === 'bucks') return 'dollars'
  return 'month'
}

/**
 * A price without $ or k below 100 is in thousands ("under 20" is $20,000); 100 to 999 without $
 * is too unclear (a monthly payment? a price in hundreds?) and is not read.
 */
function priceValue(a: Amount): number | undefined {
  if (a.dollar || a.multiplied) return Math.round(a.value)
  if (a.value < 100) return Math.round(a.value * 1000)
  if (a.value < 1000) return undefined
  return Math.round(a.value)
}

/** The most a month, in whole dollars ("300 a month", "1k a month"). */
const perMonth = (a: Amount): AmountRead => ({ kind: 'payment', max: Math.round(a.value) })

function oneSided(a: Amount, side: 'min' | 'max', unit: Unit, yearCue: boolean): AmountRead | undefined {
  if (unit === 'month') return side === 'max' ? perMonth(a) : { kind: 'payment' }
  if (unit === 'miles') return { kind: 'mileage', range: { [side]: Math.round(a.value) } }
  if (yearCue) return isYearish(a) ? { kind: 'year', range: { [side]: a.value } } : undefined
  const price = priceValue(a)
  return price === undefined ? undefined : { kind: 'price', range: { [side]: price } }
}

const rules: Rule[] = [
  // between 10 and 15 thousand, 2018-2020, from $10,000 to $15,000, 30k to 60k miles
  {
    re: new RegExp(
      `${START}(?:(between|from)\\s)?${NUM}${UNIT}\\s?(and|to|-|through|thru)\\s?${NUM_B}${UNIT}${END}`,
      'g',
    ),
    read: (m) => {
      const [, cue, d1, n1, k1, u1, joiner, d2, n2, k2, u2] = m
      if (joiner === 'and' && !cue) return undefined
      let a = amount(d1, n1, k1)
      const b = amount(d2, n2, k2)
      // "between 10 and 15 thousand", "10-15k": the multiplier is said once, for both.
      if (b.multiplied && !a.multiplied && !a.dollar && a.value < b.value / 1000)
        a = { ...a, value: a.value * 1000, multiplied: true }
      if (!a.dollar && b.dollar) a = { ...a, dollar: true }
      const unit = unitOf(u2) ?? unitOf(u1)
      if (unit === 'month') return perMonth(b)
      if (unit === 'miles') return { kind: 'mileage', range: { min: Math.round(a.value), max: Math.round(b.value) } }
      if (isYearish(a) && isYearish(b)) return { kind: 'year', range: { min: a.value, max: b.value } }
      const lo = priceValue(a)
      const hi = priceValue(b)
      return lo === undefined || hi === undefined ? undefined : { kind: 'price', range: { min: lo, max: hi } }
    },
  },
  // newer than 2018 / after 2018 -> 2019 and newer; since 2018 -> 2018 and newer; older than 2015 -> 2014 and older
  {
    re: new RegExp(`${START}(${YEAR_AFTER}|${YEAR_SINCE}|${YEAR_BEFORE})\\s(\\d{4})${END}`, 'g'),
    read: (m) => {
      const year = Number(m[2])
      const a = amount(undefined, m[2], undefined)
      if (!isYearish(a)) return undefined
      if (new RegExp(`^(?:${YEAR_AFTER})$`).test(m[1])) return { kind: 'year', range: { min: year + 1 } }
      if (new RegExp(`^(?:${YEAR_SINCE})$`).test(m[1])) return { kind: 'year', range: { min: year } }
      return { kind: 'year', range: { max: year - 1 } }
    },
  },
  // under 20k, less than $15,000, up to 60k miles, under 300 a month
  {
    re: new RegExp(`${START}(${MAX_CUE}|${MIN_CUE})\\s?${NUM}${UNIT}${END}`, 'g'),
    read: (m) => {
      const [, cue, d, n, k, u] = m
      const side = new RegExp(`^(?:${MAX_CUE})$`).test(cue) ? 'max' : 'min'
      return oneSided(amount(d, n, k), side, unitOf(u), false)
    },
  },
  // $15,000 or less, 2019 or newer, 60k miles or less, 2019+
  {
    re: new RegExp(`${START}${NUM}${UNIT}\\s?(${POST_MAX}|${POST_MIN})(?![a-z0-9])`, 'g'),
    read: (m) => {
      const [, d, n, k, u, cue] = m
      const side = new RegExp(`^(?:${POST_MAX})$`).test(cue) ? 'max' : 'min'
      const a = amount(d, n, k)
      const yearCue = POST_YEAR.test(cue) || (unitOf(u) === undefined && isYearish(a))
      return oneSided(a, side, unitOf(u), yearCue)
    },
  },
  // 60k miles, 300 a month, $20k (a budget), 2019 (a model year)
  {
    re: new RegExp(`${START}${NUM}${UNIT}${END}`, 'g'),
    read: (m) => {
      const [, d, n, k, u] = m
      const a = amount(d, n, k)
      const unit = unitOf(u)
      if (unit === 'month') return perMonth(a)
      if (unit === 'miles') return a.multiplied || a.value >= 1000 ? oneSided(a, 'max', unit, false) : undefined
      if (a.dollar || unit === 'dollars') return oneSided(a, 'max', undefined, false)
      if (isYearish(a)) return { kind: 'year', range: { min: a.value, max: a.value } }
      return undefined
    },
  },
]

/** A barrier the word reader never joins across, as long as the text it replaces. */
export const BARRIER = ';'
const blank = (len: number) => BARRIER + ' '.repeat(Math.max(0, len - 1))

/**
 * `text` must already be lowercased with its spaces collapsed. Returns what was found, in order of
 * position, and the text with each found phrase replaced by a barrier.
 */
export function extractAmounts(text: string): { found: AmountFound[]; rest: string } {
  let rest = text
  const found: AmountFound[] = []
  for (const rule of rules) {
    rule.re.lastIndex = 0
    let m: RegExpExecArray | null
    const cuts: Array<[number, number]> = []
    while ((m = rule.re.exec(rest)) !== null) {
      if (m[0].includes(BARRIER)) continue
      const read = rule.read(m)
      if (!read) continue
      found.push({ ...read, text: text.slice(m.index, m.index + m[0].length).trim(), at: m.index })
      cuts.push([m.index, m[0].length])
    }
    for (const [at, len] of cuts) rest = rest.slice(0, at) + blank(len) + rest.slice(at + len)
  }
  found.sort((a, b) => a.at - b.at)
  return { found, rest }
}
