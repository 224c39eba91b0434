/**
 * Which photo a vehicle shows (site.md section 3: "Images come from evoxImages, previewImage,
 * additionalImages, imageCustomBg; the priority differs by condition and search"). The spec does
 * not give the order, so this is the decision: used and certified vehicles lead with the dealer's
 * own photos (what the shopper will actually buy); new vehicles lead with the stock (Evox) photos.
 * Search cards prefer the single preview photo; the detail page prefers the full gallery.
 */
import type { Condition } from './filters'

export type ImageSources = {
  previewImage?: string | null
  imageCustomBg?: string | null
  additionalImages?: readonly (string | null | undefined)[] | null
  evoxImages?: readonly (string | null | undefined)[] | null
}

export type ImageContext = 'search' | 'detail'

function clean(list: readonly (string | null | undefined)[]): string[] {
  const out: string[] = []
  for (const s of list) if (typeof s === 'string' && s.trim() !== '' && !out.includes(s)) out.push(s)
  return out
}

/** Photos in display order, duplicates and blanks removed; the first is the card photo. */
export function vehicleImages(condition: Condition, context: ImageContext, src: ImageSources): string[] {
  const own = [...(src.additionalImages ?? [])]
  const stock = [...(src.evoxImages ?? [])]
  const preview = src.previewImage
  const custom = src.imageCustomBg
  if (condition === 'new') {
    return clean(context === 'search' ? [custom, ...stock, preview, ...own] : [...stock, custom, preview, ...own])
  }
  return clean(context === 'search' ? [preview, custom, ...own, ...stock] : [...own, preview, custom, ...stock])
}
