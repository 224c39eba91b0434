/**
 * The vehicle gallery's position rules (issue 21): which photo a key press or a swipe leads to, and
 * what a screen reader hears. Pure, so the gallery and its full-screen view agree on them.
 */
import { fillText } from '../i18n/fill-text'

/**
 * "Photo 3 of 12" for the photo at zero-based `index` of `count`, in the words of `template`
 * ('Photo {n} of {count}', the catalog's `vdp.photos.position` in the page's language).
 */
export function photoPosition(template: string, index: number, count: number): string {
  return fillText(template, { n: index + 1, count })
}

/** The keys the full-screen view answers; arrows wrap around, as a shopper flipping through expects. */
export type PhotoKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'

/** The photo a key leads to from `index`, or null for any other key (the browser keeps it). */
export function photoAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count
    case 'ArrowLeft':
      return (index - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/**
 * The photo a scroll-snap track shows, from its scroll offset and the width of one slide: the
 * nearest slide, kept inside the list (a right-to-left page scrolls to negative offsets).
 */
export function photoAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)))
}
