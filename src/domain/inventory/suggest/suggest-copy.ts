/**
 * The words of the header search's suggestions (issue 38, "Suggestions as you type"; ARCHITECTURE.md
 * rule 17: every word a shopper reads comes from a catalog). Shared by the endpoint and the browser.
 */
import type { SuggestKind } from './suggest-index'

/** What each suggestion is, read after its name: "Chevrolet, make". */
export const SUGGEST_KIND_LABELS: Readonly<Record<SuggestKind, string>> = {
  make: 'Make',
  model: 'Model',
  bodystyle: 'Body style',
  feature: 'Feature',
}

/** The name of the list of suggestions. */
export const SUGGESTIONS_LABEL = 'Search suggestions'

/** "1 vehicle", "1,204 vehicles": the count beside a suggestion, for a screen reader (the screen shows the number). */
export function vehiclesFound(count: number, formatted: string): string {
  return `${formatted} ${count === 1 ? 'vehicle' : 'vehicles'}`
}

/** What the polite live region says when the suggestions change (WAI-ARIA combobox pattern). */
export function suggestionsAnnouncement(count: number): string {
  if (count === 0) return 'No suggestions.'
  const what = count === 1 ? '1 suggestion' : `${count} suggestions`
  return `${what}. Use the up and down arrow keys to choose, Enter to go.`
}

/** The endpoint's answers to bad input, to too many requests and while the database is away. */
export const SUGGEST_MESSAGES = {
  missing: 'Give the text typed so far as q, once.',
  noWords: 'Type a letter or a digit.',
  limited: 'Too many suggestions asked for. Please wait a moment, or press Enter to search.',
  unavailable: 'Suggestions are unavailable for a moment. Press Enter to search.',
} as const
