/**
 * Suggestions for what a shopper has typed so far (issue 38, "Suggestions as you type"; decision
 * 0333). Pure: the index (suggest-index.ts) and the live counts come in as arguments.
 * - Every typed word must begin a word of the suggestion, in the order typed ("chev", "ch sil",
 *   "crv", "15"), case and accents aside; a plural typed in full finds its singular ("camrys").
 * - Only what would find vehicles is suggested (count above 0), most vehicles first, at most
 *   MAX_SUGGESTIONS; ties: make, model, body style, feature, then by label.
 * - Each suggestion carries the filter panel's canonical URL for its filter (formatSearchUrl).
 */
import { formatSearchUrl } from '../search-url'
import { singulars } from '../typed-query/read-typed-query'
import type { SuggestEntry, SuggestIndex, SuggestKind } from './suggest-index'

/** Suggestions shown at most. */
export const MAX_SUGGESTIONS = 8
/** Typed text longer than this is cut before it is read: no make, model or feature name is longer. */
export const MAX_SUGGEST_QUERY_LENGTH = 100
/** Words read at most; the rest of a long query is ignored. */
export const MAX_SUGGEST_WORDS = 6

/** Vehicles each filter value would find, by SuggestEntry.key (0 or absent: none). */
export type SuggestCounts = Readonly<Record<SuggestKind, Readonly<Record<string, number>>>>

export type Suggestion = { kind: SuggestKind; label: string; count: number; url: string }

export type SuggestQuery = { ok: true; words: string[] } | { ok: false; reason: 'no-words' }

/**
 * The words of what was typed: cut to MAX_SUGGEST_QUERY_LENGTH characters, accents and apostrophes
 * dropped, lowercased, split at anything that is not a letter or a digit (so 'CR-V' is 'cr', 'v').
 * Text without a letter or a digit is not a query.
 */
export function readSuggestQuery(raw: string): SuggestQuery {
  const words = raw
    .slice(0, MAX_SUGGEST_QUERY_LENGTH)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_SUGGEST_WORDS)
  return words.length ? { ok: true, words } : { ok: false, reason: 'no-words' }
}

/** Whether a typed word may stand for a word of a suggestion: its beginning, or the word itself in the plural. */
function begins(typed: string, forms: readonly string[], word: string): boolean {
  return word.startsWith(typed) || forms.some((form) => word.startsWith(form))
}

/** Every typed word begins a word of the term, each a later word than the one before (greedy is exact here). */
function matchesTerm(typed: readonly string[], forms: ReadonlyArray<readonly string[]>, term: readonly string[]) {
  let at = 0
  for (let i = 0; i < typed.length; i++) {
    while (at < term.length && !begins(typed[i], forms[i], term[at])) at++
    if (at === term.length) return false
    at++
  }
  return true
}

const KIND_ORDER: Record<SuggestKind, number> = { make: 0, model: 1, bodystyle: 2, feature: 3 }

export function findSuggestions(
  index: SuggestIndex,
  words: readonly string[],
  counts: SuggestCounts,
  limit = MAX_SUGGESTIONS,
): Suggestion[] {
  const forms = words.map((w) => singulars(w))
  const found: Array<{ entry: SuggestEntry; count: number }> = []
  for (const entry of index.entries) {
    const byKey = counts[entry.kind]
    const count = Object.hasOwn(byKey, entry.key) ? byKey[entry.key] : 0
    if (!(count > 0)) continue
    if (entry.terms.some((term) => matchesTerm(words, forms, term))) found.push({ entry, count })
  }
  found.sort(
    (a, b) =>
      b.count - a.count ||
      KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
      (a.entry.label < b.entry.label ? -1 : a.entry.label > b.entry.label ? 1 : 0),
  )
  return found.slice(0, Math.max(0, limit)).map(({ entry, count }) => ({
    kind: entry.kind,
    label: entry.label,
    count,
    url: formatSearchUrl(entry.filters),
  }))
}
