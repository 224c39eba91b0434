/**
 * What the header search suggests as a shopper types (issue 38, "Suggestions as you type";
 * decision 0333): every make, model, body style and feature of the live inventory, each with the
 * filters it stands for and the words it answers to. Built once per inventory vocabulary, from the
 * same vocabulary and shoppers' words the typed-query reader uses (typed-query/shopper-words.ts), so
 * "chevy" suggests Chevrolet and "suv" suggests SUVs, as pressing Enter would read them.
 */
import { BODY_STYLES, type BodyStyle, type SearchFilters } from '../filters'
import { BODY_STYLE_LABELS } from '../body-style-labels'
import type { SegmentVocabulary } from '../vocabulary'
import { wordsOf } from '../typed-query/query-index'
import { BODY_WORDS, FEATURE_WORDS, MAKE_NICKNAMES, MODEL_NICKNAMES } from '../typed-query/shopper-words'

export type SuggestKind = 'make' | 'model' | 'bodystyle' | 'feature'

export type SuggestEntry = {
  kind: SuggestKind
  /** Its key in the counts (SuggestCounts): the make slug, 'make/model', the body style, the feature slug. */
  key: string
  label: string
  /** The filters of the search it leads to, as the filter panel sets them. */
  filters: SearchFilters
  /** The word lists typed words are matched against: its own words, run together, and shoppers' words. */
  terms: ReadonlyArray<readonly string[]>
}

export type SuggestIndex = { entries: readonly SuggestEntry[] }

export type SuggestIndexInput = {
  vocabulary: SegmentVocabulary
  /** Display names by slug, as the vocabulary keeps them for chips and facets. */
  labels: {
    makes: Readonly<Record<string, string>>
    models: Readonly<Record<string, string>>
    features: Readonly<Record<string, string>>
  }
}

const own = (map: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined

/** Word lists without repeats; a name of several words also run together ('cr v' and 'crv'), as the typed-query index does. */
function termsOf(lists: ReadonlyArray<readonly string[]>): string[][] {
  const seen = new Set<string>()
  const out: string[][] = []
  const add = (words: string[]) => {
    const key = words.join(' ')
    if (words.length === 0 || seen.has(key)) return
    seen.add(key)
    out.push(words)
  }
  for (const words of lists) {
    add([...words])
    if (words.length > 1 && words.join('').length >= 3) add([words.join('')])
  }
  return out
}

/** The shoppers' words that stand for `target` in a table of word -> candidate slugs (the first one the inventory has wins). */
function nicknamesOf(
  table: Readonly<Record<string, readonly string[]>>,
  target: string,
  has: (slug: string) => boolean,
): string[][] {
  return Object.entries(table)
    .filter(([, candidates]) => candidates.find(has) === target)
    .map(([word]) => word.split(' '))
}

export function buildSuggestIndex(input: SuggestIndexInput): SuggestIndex {
  const { vocabulary, labels } = input
  const hasMake = (slug: string) => Object.hasOwn(vocabulary.makes, slug)
  const hasModel = (target: string) => {
    const [make, model] = target.split('/')
    return hasMake(make) && vocabulary.makes[make].includes(model)
  }
  const features = new Set(vocabulary.features)
  const entries: SuggestEntry[] = []

  for (const [make, models] of Object.entries(vocabulary.makes)) {
    const makeLabel = own(labels.makes, make) ?? make
    const makeWords = termsOf([wordsOf(makeLabel), make.split('-'), ...nicknamesOf(MAKE_NICKNAMES, make, hasMake)])
    entries.push({ kind: 'make', key: make, label: makeLabel, filters: { make }, terms: makeWords })
    for (const model of models) {
      const key = `${make}/${model}`
      const modelLabel = own(labels.models, key) ?? model
      const modelWords = termsOf([
        wordsOf(modelLabel),
        model.split('-'),
        ...nicknamesOf(MODEL_NICKNAMES, key, hasModel),
      ])
      // The model alone ('camry') and after any of its make's words ('toyota camry', 'chevy silverado').
      const terms = termsOf([...modelWords, ...makeWords.flatMap((m) => modelWords.map((w) => [...m, ...w]))])
      entries.push({ kind: 'model', key, label: `${makeLabel} ${modelLabel}`, filters: { make, model }, terms })
    }
  }

  for (const bodystyle of BODY_STYLES) {
    const words = Object.entries(BODY_WORDS)
      .filter(([, value]) => value === bodystyle)
      .map(([word]) => word.split(' '))
    const label = BODY_STYLE_LABELS[bodystyle as BodyStyle]
    entries.push({
      kind: 'bodystyle',
      key: bodystyle,
      label,
      filters: { bodystyle },
      terms: termsOf([[bodystyle], wordsOf(label), ...words]),
    })
  }

  for (const feature of vocabulary.features) {
    const label = own(labels.features, feature) ?? feature
    const words = nicknamesOf(FEATURE_WORDS, feature, (slug) => features.has(slug))
    entries.push({
      kind: 'feature',
      key: feature,
      label,
      filters: { features: [feature] },
      terms: termsOf([wordsOf(label), feature.split('-'), ...words]),
    })
  }
  return { entries }
}
