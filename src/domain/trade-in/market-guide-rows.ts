/**
 * Market-guide CSV rows (issue 7 "Valuation": "a market guide collection ... that managers import
 * from CSV"): one row per year, make, model, series and style with wholesale average, clean and
 * rough and retail average in whole dollars. Bad rows are reported with their spreadsheet row
 * number (header = row 1) and reason; the natural key makes a second import update, not duplicate.
 */
import { parseImportedAmount, roundHalfAwayFromZero } from '../money'

export type MarketGuideValue = {
  year: number
  make: string
  model: string
  series: string | null
  style: string | null
  wholesaleAvg: number
  wholesaleClean: number | null
  wholesaleRough: number | null
  retailAvg: number | null
}
export type MarketGuideField = keyof MarketGuideValue
export type MarketGuideProblem = { row: number; vin?: string; reason: string }
export type ParsedMarketGuide = {
  values: Array<{ row: number; value: MarketGuideValue }>
  problems: MarketGuideProblem[]
}

/** Header names per field, matched ignoring case and punctuation (the provider price keys too). */
export const MARKET_GUIDE_COLUMNS: Readonly<Record<MarketGuideField, readonly string[]>> = {
  year: ['year', 'model year', 'model_year'],
  make: ['make'],
  model: ['model'],
  series: ['series', 'trim'],
  style: ['style', 'body style', 'body'],
  wholesaleAvg: ['wholesale avg', 'wholesale average', 'adjusted_whole_avg', 'whole avg', 'avg wholesale'],
  wholesaleClean: ['wholesale clean', 'adjusted_whole_clean', 'whole clean', 'clean wholesale'],
  wholesaleRough: ['wholesale rough', 'adjusted_whole_rough', 'whole rough', 'rough wholesale'],
  retailAvg: ['retail avg', 'retail average', 'adjusted_retail_avg', 'retail'],
}

const headerKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
const keyPart = (s: string | null) => (s ?? '').trim().toLowerCase()

/** year|make|model|series|style, case-insensitive: the row a valuation lookup would pick. */
export function marketGuideKey(v: Pick<MarketGuideValue, 'year' | 'make' | 'model' | 'series' | 'style'>): string {
  return [String(v.year), keyPart(v.make), keyPart(v.model), keyPart(v.series), keyPart(v.style)].join('|')
}

/** '$12,500' -> 12500 (rounded to whole dollars); '' -> null; anything else -> NaN. */
function dollars(value: string): number | null {
  const amount = parseImportedAmount(value)
  return amount === null ? null : roundHalfAwayFromZero(amount)
}

const text = (value: string, max: number) => (value.trim() === '' ? null : value.trim().slice(0, max))

export function parseMarketGuideRows(rows: readonly string[][]): ParsedMarketGuide {
  const [header, ...data] = rows
  const out: ParsedMarketGuide = { values: [], problems: [] }
  if (!header) return out
  const index = new Map(header.map((h, i) => [headerKey(h), i] as const))
  const col: Partial<Record<MarketGuideField, number>> = {}
  for (const [field, names] of Object.entries(MARKET_GUIDE_COLUMNS) as Array<[MarketGuideField, readonly string[]]>) {
    const found = names.map((n) => index.get(headerKey(n))).find((i) => i !== undefined)
    if (found !== undefined) col[field] = found
  }
  for (const need of ['year', 'make', 'model', 'wholesaleAvg'] as const) {
    if (col[need] === undefined) {
      out.problems.push({ row: 1, reason: `missing column for ${need}` })
      return out
    }
  }
  const seen = new Set<string>()
  data.forEach((cells, i) => {
    const row = i + 2
    const get = (f: MarketGuideField) => (col[f] === undefined ? '' : (cells[col[f]] ?? '')).trim()
    const year = Number(get('year'))
    if (!/^\d{4}$/.test(get('year')) || year < 1980 || year > 2100)
      return out.problems.push({ row, reason: 'year is missing or not a model year' })
    const make = text(get('make'), 60)
    const model = text(get('model'), 60)
    if (!make || !model) return out.problems.push({ row, reason: 'make and model are required' })
    const money = {
      wholesaleAvg: dollars(get('wholesaleAvg')),
      wholesaleClean: dollars(get('wholesaleClean')),
      wholesaleRough: dollars(get('wholesaleRough')),
      retailAvg: dollars(get('retailAvg')),
    }
    const bad = Object.entries(money).find(([, v]) => Number.isNaN(v))
    if (bad) return out.problems.push({ row, reason: `${bad[0]} is not an amount in dollars` })
    if (money.wholesaleAvg === null) return out.problems.push({ row, reason: 'wholesaleAvg is required' })
    const value: MarketGuideValue = {
      year,
      make,
      model,
      series: text(get('series'), 60),
      style: text(get('style'), 60),
      ...money,
      wholesaleAvg: money.wholesaleAvg,
    }
    const key = marketGuideKey(value)
    if (seen.has(key))
      return out.problems.push({ row, reason: 'this year, make, model, series and style appear twice in the file' })
    seen.add(key)
    out.values.push({ row, value })
  })
  return out
}
