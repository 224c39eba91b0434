/**
 * The vehicle gallery's position rules (issue 21): which photo a key press or a swipe leads to, and
 * what a screen reader hears. Pure, so the gallery and its full-screen view agree on them.
 */

/** "Photo 3 of 12" for the photo at zero-based `index` of `count`. */
export function photoPosition(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}`
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
