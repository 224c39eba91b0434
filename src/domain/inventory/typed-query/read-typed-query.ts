/**
 * A typed query read into the filters the filter panel sets (issue 38, "Typed queries become
 * filters"). Pure: the inventory's words come in as a `QueryIndex` (query-index.ts). Rules, each
 * recorded in decision 0319:
 * - prices, years, mileage and monthly payments first (amounts.ts);
 * - then the longest known phrase at each word, its plural ("hondas", "camrys"), then one
 *   misspelling within `allowedEdits` when exactly one meaning is that close;
 * - a trim ("Sport") is a known word that stays a keyword and is never corrected;
 * - make and model agree with each other ("dodge ram" is Dodge's Ram, "ram" alone the make Ram);
 * - a second value for a one-value filter stays a keyword;
 * - the words left over are the keyword; when nothing at all is understood, the whole query is.
 */
import type { Range, SearchFilters } from '../filters'
import { normalizeFilters } from '../normalize'
import { sanitizeKeyword } from '../query'
import { BARRIER, extractAmounts, type AmountKind } from './amounts'
import { allowedEdits, countsWithin, editDistanceWithin, letterCounts } from './edit-distance'
import type { Meaning, QueryIndex } from './query-index'
import { FILLER_WORDS } from './shopper-words'

export type UnderstoodKind = Exclude<Meaning['kind'], 'trim'> | AmountKind | 'payment'
export type Understood = { kind: UnderstoodKind; text: string; corrected?: string }

export type TypedQueryReading = {
  filters: SearchFilters
  /** What was read as a filter, in the order typed (misspellings with the term they were read as). */
  understood: Understood[]
  /** Words kept as the keyword, in the order typed. */
  keywords: string[]
}

/** Input longer than this is cut (the keyword itself is at most 100 characters). */
export const MAX_TYPED_QUERY_LENGTH = 200

type Token = { word: string; at: number } | { barrier: true; at: number }
type Match = { text: string; at: number; meanings: readonly Meaning[]; corrected?: string }

function normalizeText(raw: string): string {
  return raw
    .slice(0, MAX_TYPED_QUERY_LENGTH)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[^a-z0-9$,.+\-/<>=;]+/g, ' ')
    .replace(/;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const m of text.matchAll(/;|[a-z0-9]+/g)) {
    tokens.push(m[0] === BARRIER ? { barrier: true, at: m.index } : { word: m[0], at: m.index })
  }
  return tokens
}

/** 'hondas' -> ['honda'], 'batteries' -> ['batterie', 'battery'], 'coupes' -> ['coupe', 'coup']; short words and others: none. */
export function singulars(word: string): string[] {
  if (word.length <= 3 || !word.endsWith('s')) return []
  const out = [word.slice(0, -1)]
  if (word.endsWith('ies')) out.push(word.slice(0, -3) + 'y')
  if (word.endsWith('es')) out.push(word.slice(0, -2))
  return out
}

/** The one meaning set within the allowed edits, or undefined when none or several targets tie. */
function closest(index: QueryIndex, word: string): { term: string; meanings: readonly Meaning[] } | undefined {
  const limit = allowedEdits(word)
  if (limit === 0 || /\d/.test(word)) return undefined
  const counts = letterCounts(word)
  let best = limit + 1
  let found: Array<{ term: string; meanings: readonly Meaning[] }> = []
  for (let len = word.length - limit; len <= word.length + limit; len++) {
    for (const t of index.fuzzyByLength[len] ?? []) {
      if (!countsWithin(counts, t.counts, Math.min(limit, best))) continue
      const d = editDistanceWithin(word, t.term, Math.min(limit, best))
      if (d < best) {
        best = d
        found = [t]
      } else if (d === best && d <= limit) found.push(t)
    }
  }
  if (found.length !== 1) return undefined
  return found[0]
}

function scan(index: QueryIndex, tokens: Token[]): { matches: Match[]; rest: Array<{ word: string; at: number }> } {
  const matches: Match[] = []
  const rest: Array<{ word: string; at: number }> = []
  let i = 0
  while (i < tokens.length) {
    const first = tokens[i]
    if (!('word' in first)) {
      i++
      continue
    }
    let run = 0
    while (run < index.maxWords && i + run < tokens.length && 'word' in tokens[i + run]) run++
    let matched = false
    for (let n = run; n >= 1 && !matched; n--) {
      const words = tokens.slice(i, i + n).map((t) => ('word' in t ? t.word : ''))
      const meanings = index.phrases.get(words.join(' ')) ?? (n > 1 ? index.phrases.get(words.join('')) : undefined)
      if (meanings) {
        matches.push({ text: words.join(' '), at: first.at, meanings })
        i += n
        matched = true
      }
    }
    if (matched) continue
    const word = first.word
    const plural = singulars(word)
      .map((w) => index.phrases.get(w))
      .find((m) => m !== undefined)
    if (plural) matches.push({ text: word, at: first.at, meanings: plural })
    else if (FILLER_WORDS.has(word)) {
      /* carries no filter */
    } else {
      const near = closest(index, word)
      if (near) matches.push({ text: word, at: first.at, meanings: near.meanings, corrected: near.term })
      else rest.push({ word, at: first.at })
    }
    i++
  }
  return { matches, rest }
}

const KIND_ORDER: ReadonlyArray<Meaning['kind']> = [
  'make',
  'model',
  'bodystyle',
  'feature',
  'store',
  'condition',
  'deal',
  'color',
  'implied',
  'trim',
]

/** A word with meanings of several kinds keeps the first kind (a make or model before a feature ...). */
function primaryMeanings(meanings: readonly Meaning[]): Meaning[] {
  const nonTrim = meanings.filter((m) => m.kind !== 'trim')
  if (nonTrim.length === 0) return []
  const hasMakeOrModel = nonTrim.some((m) => m.kind === 'make' || m.kind === 'model')
  if (hasMakeOrModel) return nonTrim.filter((m) => m.kind === 'make' || m.kind === 'model')
  const kind = KIND_ORDER.find((k) => nonTrim.some((m) => m.kind === k))
  return nonTrim.filter((m) => m.kind === kind)
}

function mergeRange(into: Range | undefined, add: Range): Range | undefined {
  const out: Range = { ...into }
  if (add.min !== undefined) {
    if (out.min !== undefined) return undefined
    out.min = add.min
  }
  if (add.max !== undefined) {
    if (out.max !== undefined) return undefined
    out.max = add.max
  }
  return out
}

export function readTypedQuery(raw: string, index: QueryIndex): TypedQueryReading {
  const text = normalizeText(raw)
  const { found, rest: amountRest } = extractAmounts(text)
  const { matches, rest } = scan(index, tokenize(amountRest))

  const filters: SearchFilters = {}
  const understood: Array<Understood & { at: number }> = []
  const kept: Array<{ word: string; at: number }> = [...rest]
  const keep = (m: { text: string; at: number }) => kept.push({ word: m.text, at: m.at })
  const accept = (m: Match, kind: UnderstoodKind) =>
    understood.push({ kind, text: m.text, at: m.at, ...(m.corrected ? { corrected: m.corrected } : {}) })

  for (const a of found) {
    if (a.kind === 'payment') {
      // "under 300 a month": the payment filter (decision 0323); a lower end or a second one stays a keyword.
      if (a.max === undefined || filters.payment !== undefined) keep(a)
      else {
        filters.payment = a.max
        understood.push({ kind: 'payment', text: a.text, at: a.at })
      }
      continue
    }
    const merged = mergeRange(filters[a.kind], a.range)
    if (!merged) keep(a)
    else {
      filters[a.kind] = merged
      understood.push({ kind: a.kind, text: a.text, at: a.at })
    }
  }

  // Make and model: makes named on their own first, then words that are a make or a model ('ram').
  const readings = matches.map((m) => ({ m, meanings: primaryMeanings(m.meanings) }))
  const namedMakes = new Set<string>()
  for (const { meanings } of readings)
    if (meanings.length > 0 && meanings.every((x) => x.kind === 'make'))
      for (const x of meanings) if (x.kind === 'make') namedMakes.add(x.make)
  type Pick = { m: Match; make: string; model?: string }
  const picks: Pick[] = []
  for (const { m, meanings } of readings) {
    const makes = meanings.flatMap((x) => (x.kind === 'make' ? [x.make] : []))
    const models = meanings.flatMap((x) => (x.kind === 'model' ? [x] : []))
    if (makes.length === 0 && models.length === 0) continue
    const besideMake = models.filter((x) => namedMakes.has(x.make) && !makes.includes(x.make))
    if (besideMake.length === 1) picks.push({ m, make: besideMake[0].make, model: besideMake[0].model })
    else if (makes.length === 1) {
      picks.push({ m, make: makes[0] })
      namedMakes.add(makes[0])
    } else {
      const alone = models.filter((x) => !x.numeric || namedMakes.has(x.make))
      const inNamed = alone.filter((x) => namedMakes.has(x.make))
      const choice = inNamed.length === 1 ? inNamed : alone
      if (choice.length === 1) picks.push({ m, make: choice[0].make, model: choice[0].model })
      else keep(m)
    }
  }
  for (const p of picks) {
    if (filters.make === undefined) filters.make = p.make
    if (p.make !== filters.make) keep(p.m)
    else if (!p.model) accept(p.m, 'make')
    else if (filters.model === undefined || filters.model === p.model) {
      filters.model = p.model
      accept(p.m, 'model')
    } else keep(p.m)
  }

  for (const { m, meanings } of readings) {
    const x = meanings[0]
    if (x === undefined) keep(m)
    else if (x.kind === 'make' || x.kind === 'model') continue
    else if (x.kind === 'feature') {
      filters.features = [...(filters.features ?? []), x.feature]
      accept(m, 'feature')
    } else if (x.kind === 'implied') accept(m, 'implied')
    else if (x.kind === 'color') {
      if (filters.color === undefined || filters.color === x.color) {
        filters.color = x.color
        accept(m, 'color')
      } else keep(m)
    } else {
      const [key, value] =
        x.kind === 'bodystyle'
          ? (['bodystyle', x.bodystyle] as const)
          : x.kind === 'store'
            ? (['store', x.store] as const)
            : x.kind === 'condition'
              ? (['condition', x.condition] as const)
              : x.kind === 'deal'
                ? (['greatDeals', x.deal] as const)
                : (['trim', ''] as const)
      if (key === 'trim') keep(m)
      else if (filters[key] === undefined || filters[key] === value) {
        ;(filters as Record<string, unknown>)[key] = value
        accept(m, x.kind as UnderstoodKind)
      } else keep(m)
    }
  }

  understood.sort((a, b) => a.at - b.at)
  kept.sort((a, b) => a.at - b.at)
  const keywords = understood.length === 0 ? (text ? [raw.trim()] : []) : kept.map((k) => k.word)
  const q = sanitizeKeyword(keywords.join(' '))
  if (q) filters.q = q
  return {
    filters: normalizeFilters(filters),
    understood: understood.map(({ at: _at, ...u }) => u),
    keywords: q ? keywords : [],
  }
}
