/**
 * Slugs for inventory URLs (site.md section 2, the search and detail routes). Every value that
 * reaches a path segment goes through `slugify`, so a path only ever holds [a-z0-9-].
 */

/** A slug: lowercase letters and digits in dash-separated runs, no leading/trailing dash. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Longest slug we accept from a URL; longer input is treated as not a slug. */
export const MAX_SLUG_LENGTH = 100

/**
 * 'Silverado 1500' -> 'silverado-1500', 'CR-V' -> 'cr-v', '3 Series' -> '3-series',
 * 'Citroën' -> 'citroen', "Driver's Seat" -> 'drivers-seat'. Apostrophes vanish (no lone 's');
 * any other run of non-alphanumerics becomes one dash.
 */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
}

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value)
}
