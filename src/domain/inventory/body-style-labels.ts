import type { BodyStyle } from './filters'

/** What a shopper reads for each body style (site.md section 3 "Body style"): chips, headings, suggestions. */
export const BODY_STYLE_LABELS: Readonly<Record<BodyStyle, string>> = {
  suvs: 'SUVs',
  sedans: 'Sedans',
  wagons: 'Wagons',
  coupes: 'Coupes',
  convertibles: 'Convertibles',
  hatchbacks: 'Hatchbacks',
  trucks: 'Trucks',
  minivans: 'Minivans',
  commercial: 'Commercial Vehicles',
}

/** A stored body style's label; a value outside the list is shown capitalised. */
export function bodyStyleLabel(value: string): string {
  return Object.hasOwn(BODY_STYLE_LABELS, value)
    ? BODY_STYLE_LABELS[value as BodyStyle]
    : value.charAt(0).toUpperCase() + value.slice(1)
}
