/**
 * One CSV row -> a vehicle to upsert, or the reason it cannot be imported (issue 3: "bad rows
 * reported with row number and reason while good rows land"; VIN check digit validated).
 */
import { checkVin } from '@/domain/vehicles/vin'
import { parseImportedAmount } from '@/domain/money'
import type { Vehicle } from '@/domain/vehicles/vehicle'
import { isBodyStyle, type BodyStyle, type Condition } from '@/domain/inventory/filters'
import { slugify } from '@/domain/inventory/slug'
import { mapColumns, type ColumnPreset, type ImportField } from './column-map'

/**
 * A vehicle as one CSV row gives it: its facts (all but what the site decides: status, price drop,
 * premium upgrade, private), its picture URLs and the store code it names.
 */
export type ImportedVehicle = Omit<Vehicle, 'status' | 'priceDrop' | 'premiumUpgrade' | 'private'> & {
  images: string[]
  store: string | null
}

export type RowProblem = { row: number; vin?: string; reason: string }
export type ParsedFeed = { vehicles: Array<{ row: number; vehicle: ImportedVehicle }>; problems: RowProblem[] }

const BODY_SYNONYMS: Record<string, BodyStyle> = {
  suv: 'suvs',
  crossover: 'suvs',
  sedan: 'sedans',
  wagon: 'wagons',
  coupe: 'coupes',
  convertible: 'convertibles',
  hatchback: 'hatchbacks',
  truck: 'trucks',
  pickup: 'trucks',
  'pickup-truck': 'trucks',
  minivan: 'minivans',
  van: 'minivans',
  'cargo-van': 'commercial',
  commercial: 'commercial',
}

function bodyStyle(value: string): BodyStyle | null {
  const s = slugify(value)
  if (!s) return null
  if (isBodyStyle(s)) return s
  return Object.hasOwn(BODY_SYNONYMS, s) ? BODY_SYNONYMS[s] : null
}

const list = (value: string) =>
  value
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean)
const text = (value: string) => (value.trim() === '' ? null : value.trim().slice(0, 200))

/** Data rows are numbered as a spreadsheet shows them: the header is row 1. */
export function parseFeedRows(rows: readonly string[][], preset?: ColumnPreset): ParsedFeed {
  const [header, ...data] = rows
  const out: ParsedFeed = { vehicles: [], problems: [] }
  if (!header) return out
  const map = mapColumns(header, preset)
  for (const need of ['vin', 'year', 'make', 'model'] as const) {
    if (map[need] === undefined) {
      out.problems.push({ row: 1, reason: `missing column for ${need}` })
      return out
    }
  }
  const seen = new Set<string>()
  data.forEach((cells, i) => {
    const row = i + 2
    const get = (f: ImportField) => (map[f] === undefined ? '' : (cells[map[f]] ?? '')).trim()
    const vin = checkVin(get('vin'))
    if (!vin.ok)
      return out.problems.push({
        row,
        vin: get('vin'),
        reason: vin.reason === 'check-digit' ? 'VIN check digit is wrong' : `VIN is not valid (${vin.reason})`,
      })
    if (seen.has(vin.vin)) return out.problems.push({ row, vin: vin.vin, reason: 'VIN appears twice in the file' })
    const year = parseImportedAmount(get('year'))
    if (year === null || !Number.isInteger(year) || year < 1980 || year > 2100)
      return out.problems.push({ row, vin: vin.vin, reason: 'year is missing or not a model year' })
    if (!get('make') || !get('model'))
      return out.problems.push({ row, vin: vin.vin, reason: 'make and model are required' })
    const nums = {
      mileage: parseImportedAmount(get('mileage')),
      price: parseImportedAmount(get('price')),
      oldPrice: parseImportedAmount(get('oldPrice')),
      doors: parseImportedAmount(get('doors')),
      cityMpg: parseImportedAmount(get('cityMpg')),
      highwayMpg: parseImportedAmount(get('highwayMpg')),
    }
    const bad = Object.entries(nums).find(([, v]) => Number.isNaN(v))
    if (bad) return out.problems.push({ row, vin: vin.vin, reason: `${bad[0]} is not a number` })
    const conditionText = get('condition').toLowerCase()
    const condition: Condition = conditionText.startsWith('new')
      ? 'new'
      : conditionText.startsWith('cert') || conditionText === 'cpo'
        ? 'certified'
        : 'used'
    const trans = get('transmission').toLowerCase()
    // Only accepted rows claim their VIN, so a fixed duplicate further down still lands.
    seen.add(vin.vin)
    const date = get('dateInStock')
    out.vehicles.push({
      row,
      vehicle: {
        vin: vin.vin,
        stockNumber: text(get('stockNumber')),
        condition,
        year,
        make: get('make').slice(0, 100),
        model: get('model').slice(0, 100),
        trim: text(get('trim')),
        ...nums,
        bodystyle: bodyStyle(get('bodystyle')),
        transmission:
          trans.startsWith('auto') || trans.includes('cvt') ? 'automatic' : trans.startsWith('man') ? 'manual' : null,
        drivetrain: text(get('drivetrain')),
        fuelType: text(get('fuelType')),
        exteriorColor: text(get('exteriorColor')),
        interiorColor: text(get('interiorColor')),
        engine: text(get('engine')),
        oem: text(get('oem')),
        standardFeatures: list(get('standardFeatures')),
        optionalFeatures: list(get('optionalFeatures')),
        images: list(get('images')).filter((u) => /^(https:\/\/|\/)/.test(u)),
        store: text(get('store')),
        dateInStock: date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null,
      },
    })
  })
  return out
}
