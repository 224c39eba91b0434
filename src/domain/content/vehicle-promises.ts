/**
 * The advertised promises a vehicle page carries (site.md section 1, "Advertised promises used in
 * copy"; section 9 "Inspection 75 points", "Warranty mileage filter up to 85000"). The lifetime
 * engine limited warranty covers vehicles under 85,000 miles only, so it is promised only when the
 * odometer is known and below that.
 */
export const WARRANTY_MAX_MILES = 85_000

export function vehiclePromises(mileage: number | null | undefined): string[] {
  const promises = ['75-point inspection', 'Free vehicle-history report']
  if (typeof mileage === 'number' && Number.isFinite(mileage) && mileage >= 0 && mileage < WARRANTY_MAX_MILES) {
    promises.push('Lifetime engine limited warranty on vehicles under 85,000 miles')
  }
  return promises
}
