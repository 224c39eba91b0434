/**
 * Column mapper (issue 3, feed import): which CSV header feeds which vehicle field. A preset lists
 * the header names dealer feeds commonly use; matching ignores case, spaces and punctuation.
 */
export const IMPORT_FIELDS = [
  'vin',
  'stockNumber',
  'condition',
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'price',
  'oldPrice',
  'bodystyle',
  'doors',
  'transmission',
  'drivetrain',
  'fuelType',
  'exteriorColor',
  'interiorColor',
  'engine',
  'cityMpg',
  'highwayMpg',
  'oem',
  'standardFeatures',
  'optionalFeatures',
  'images',
  'store',
  'dateInStock',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

export type ColumnPreset = { name: string; columns: Record<ImportField, readonly string[]> }

/** The common dealer-management-system export (one row per vehicle, lists separated by "|"). */
export const DEALER_FEED_PRESET: ColumnPreset = {
  name: 'dealer-feed',
  columns: {
    vin: ['vin', 'vehicle vin'],
    stockNumber: ['stock', 'stock number', 'stock #', 'stocknumber', 'stock_no'],
    condition: ['condition', 'type', 'new/used'],
    year: ['year', 'model year'],
    make: ['make'],
    model: ['model'],
    trim: ['trim', 'series'],
    mileage: ['mileage', 'miles', 'odometer'],
    price: ['price', 'internet price', 'selling price', 'sale price'],
    oldPrice: ['old price', 'was price', 'original price'],
    bodystyle: ['body', 'body style', 'bodystyle', 'body type'],
    doors: ['doors'],
    transmission: ['transmission'],
    drivetrain: ['drivetrain', 'drive train', 'drive type'],
    fuelType: ['fuel', 'fuel type'],
    exteriorColor: ['exterior color', 'ext color', 'color'],
    interiorColor: ['interior color', 'int color'],
    engine: ['engine'],
    cityMpg: ['city mpg', 'mpg city'],
    highwayMpg: ['highway mpg', 'hwy mpg', 'mpg highway'],
    oem: ['oem', 'manufacturer'],
    standardFeatures: ['features', 'standard features'],
    optionalFeatures: ['options', 'optional features'],
    images: ['photos', 'images', 'image urls', 'photo urls'],
    store: ['store', 'location', 'lot'],
    dateInStock: ['date in stock', 'in stock date', 'stock date'],
  },
}

/** Every preset an editor can choose for a vehicle import, by name. */
export const COLUMN_PRESETS: Readonly<Record<string, ColumnPreset>> = { [DEALER_FEED_PRESET.name]: DEALER_FEED_PRESET }

const key = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9#/]+/g, ' ')
    .trim()

/** Header row -> field -> column index; unknown headers are ignored. */
export function mapColumns(
  header: readonly string[],
  preset: ColumnPreset = DEALER_FEED_PRESET,
): Partial<Record<ImportField, number>> {
  const index = new Map(header.map((h, i) => [key(h), i] as const))
  const out: Partial<Record<ImportField, number>> = {}
  for (const field of IMPORT_FIELDS) {
    for (const name of preset.columns[field]) {
      const i = index.get(key(name))
      if (i !== undefined) {
        out[field] = i
        break
      }
    }
  }
  return out
}
