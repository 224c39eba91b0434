/**
 * Generates a realistic used inventory: VINs with valid check digits, prices that fall with age and
 * miles, some price drops (site.md "Price Drops"), some premium upgrades, some under $20,000.
 * Deterministic: vehicle n is the same on every machine, so seeding twice upserts the same VINs.
 */
import { withCheckDigit } from '@/domain/vehicles/vin'
import { createRandom } from './random'
import { CATALOG, COLORS, INTERIORS, FEATURES } from './vehicle-catalog'

const YEAR_CODES: Record<number, string> = {
  2010: 'A',
  2011: 'B',
  2012: 'C',
  2013: 'D',
  2014: 'E',
  2015: 'F',
  2016: 'G',
  2017: 'H',
  2018: 'J',
  2019: 'K',
  2020: 'L',
  2021: 'M',
  2022: 'N',
  2023: 'P',
  2024: 'R',
  2025: 'S',
  2026: 'T',
}
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

export type SeedVehicle = ReturnType<typeof generateVehicle>

/** Miles a year a car is expected to have; fewer raise its price, more lower it. */
const EXPECTED_MILES_PER_YEAR = 12_000
/** The lowest asking price a car approaches (the soft floor below). */
const PRICE_FLOOR = 4_500

/**
 * A dealer's asking price: the list price kept at 82% after the first year and 89% of that each
 * year after, moved 5 cents a mile against the expected mileage, then rounded to $500 less $5.
 * Old, high-mile cars approach the floor gradually ((v⁴ + floor⁴)^¼, which leaves prices well above
 * it as they are) rather than all landing on one price: a hard floor put half the demo inventory
 * on exactly $5,995.
 */
export function askingPrice(msrp: number, age: number, mileage: number): number {
  const retained = age === 0 ? 0.9 : 0.82 * Math.pow(0.89, age - 1)
  const value = msrp * retained + (Math.max(age, 1) * EXPECTED_MILES_PER_YEAR - mileage) * 0.05
  const floored = (Math.max(value, 0) ** 4 + PRICE_FLOOR ** 4) ** 0.25
  return Math.round(floored / 500) * 500 - 5
}

export function generateVehicle(
  index: number,
  storeIds: number[],
  imagesFor: (bodystyle: string, color: string) => string[],
  now = new Date('2026-11-01T00:00:00Z'),
) {
  const r = createRandom(index * 7919 + 17)
  const spec = r.pick(CATALOG)
  const year = r.int(2012, 2025)
  const age = Math.max(0, now.getUTCFullYear() - year)
  const mileage = Math.max(800, Math.round((age * r.int(7000, 15000) + r.int(0, 9000)) / 10) * 10)
  const trim = r.pick(spec.trims)
  const exteriorColor = r.pick(COLORS)
  const middle = Array.from({ length: 5 }, () => r.pick([...VIN_CHARS])).join('')
  const serial = String(100000 + ((index * 48271) % 899999)).padStart(6, '0')
  const vin = withCheckDigit(
    `${spec.wmi}${middle}0${YEAR_CODES[year]}${r.pick(['A', 'B', 'C', 'F', 'K', 'U'])}${serial}`,
  )
  const price = askingPrice(spec.msrp, age, mileage)
  const dropped = r.chance(0.22)
  const features = FEATURES.filter(() => r.chance(0.45))
  const images = imagesFor(spec.bodystyle, exteriorColor)
  return {
    vin,
    stockNumber: `M${String(index + 1).padStart(5, '0')}`,
    condition: 'used' as const,
    status: r.chance(0.03) ? ('sold' as const) : ('available' as const),
    store: storeIds[index % storeIds.length],
    year,
    modelYear: year,
    make: spec.make,
    model: spec.model,
    trim,
    bodystyle: spec.bodystyle,
    doors: spec.doors,
    transmission: r.chance(0.96) ? ('automatic' as const) : ('manual' as const),
    drivetrain: r.pick(spec.drivetrains),
    fuelType: spec.fuelType,
    engine: spec.engine,
    cityMpg: spec.mpg[0],
    highwayMpg: spec.mpg[1],
    exteriorColor,
    interiorColor: r.pick(INTERIORS),
    mileage,
    price: r.chance(0.02) ? null : price,
    oldPrice: dropped ? price + r.int(3, 20) * 100 : null,
    initPrice: dropped ? price + r.int(21, 30) * 100 : price,
    premiumUpgrade: r.chance(0.1),
    private: r.chance(0.05),
    dateInStock: new Date(now.getTime() - r.int(1, 120) * 86400000).toISOString(),
    standardFeatures: features.slice(0, Math.ceil(features.length / 2)),
    optionalFeatures: features.slice(Math.ceil(features.length / 2)),
    previewImage: images[0],
    additionalImages: images,
  }
}
