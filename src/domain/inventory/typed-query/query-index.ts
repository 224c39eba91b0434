/**
 * The phrase table a typed query is read with (issue 38), built once per inventory vocabulary:
 * every make, model, feature and store of the live inventory under its own words, the shoppers'
 * words for them (shopper-words.ts), body style and condition words, and the trims, which are known
 * words that stay keywords ("Sport", "Limited"). Decision 0319 says how it is built and cached.
 */
import { BODY_STYLES, CONDITIONS, type BodyStyle, type Color, type Condition, type GreatDeal } from '../filters'
import { slugify } from '../slug'
import type { SegmentVocabulary } from '../vocabulary'
import { letterCounts } from './edit-distance'
import {
  BODY_WORDS,
  COLOR_WORDS,
  CONDITION_WORDS,
  KEYWORD_PHRASES,
  DEAL_WORDS,
  FEATURE_WORDS,
  MAKE_NICKNAMES,
  MODEL_NICKNAMES,
} from './shopper-words'

export type Meaning =
  | { kind: 'make'; make: string }
  /** `numeric`: a model named by digits alone ('1500') counts only beside its make. */
  | { kind: 'model'; make: string; model: string; numeric: boolean }
  | { kind: 'bodystyle'; bodystyle: BodyStyle }
  | { kind: 'feature'; feature: string }
  | { kind: 'store'; store: string }
  | { kind: 'condition'; condition: Condition }
  /** A condition word when only that condition is live: understood, and nothing to filter. */
  | { kind: 'implied' }
  | { kind: 'deal'; deal: GreatDeal }
  /** An exterior color (decision 0322). */
  | { kind: 'color'; color: Color }
  /** A trim: a known word that is no filter, so it stays a keyword and is never "corrected". */
  | { kind: 'trim' }

export type QueryVocabularyInput = {
  vocabulary: SegmentVocabulary
  /** store slug -> display name ('moline' -> 'Moline'), read as words too */
  storeNames?: Readonly<Record<string, string>>
  trims?: readonly string[]
  /** The colors of the live inventory; a color word for another stays a keyword. All when left out. */
  colors?: readonly Color[]
}

type FuzzyTerm = { term: string; counts: Uint8Array; meanings: Meaning[] }

export type QueryIndex = {
  phrases: ReadonlyMap<string, readonly Meaning[]>
  /** Longest phrase, in words. */
  maxWords: number
  /** Single-word terms that a misspelling may reach, by length. */
  fuzzyByLength: ReadonlyArray<readonly FuzzyTerm[] | undefined>
}

const meaningKey = (m: Meaning) => JSON.stringify(m)

/** 'cr-v' -> ['cr', 'v']; 'Silverado 1500' -> ['silverado', '1500']. */
export const wordsOf = (text: string): string[] => slugify(text).split('-').filter(Boolean)

export function buildQueryIndex(input: QueryVocabularyInput): QueryIndex {
  const phrases = new Map<string, Meaning[]>()
  let maxWords = 1
  const add = (words: readonly string[], meaning: Meaning) => {
    if (words.length === 0) return
    const keys = [words.join(' ')]
    // 'crv' for 'cr-v', 'f150' for 'f-150', 'landrover' for 'land-rover'
    if (words.length > 1 && words.join('').length >= 3) keys.push(words.join(''))
    const id = meaningKey(meaning)
    for (const key of keys) {
      const list = phrases.get(key) ?? []
      if (list.some((m) => meaningKey(m) === id)) continue
      list.push(meaning)
      phrases.set(key, list)
    }
    maxWords = Math.max(maxWords, words.length)
  }

  const { vocabulary } = input
  for (const [make, models] of Object.entries(vocabulary.makes)) {
    add(make.split('-'), { kind: 'make', make })
    for (const model of models) {
      const words = model.split('-')
      add(words, { kind: 'model', make, model, numeric: /^\d+$/.test(words.join('')) })
    }
  }
  for (const [word, makes] of Object.entries(MAKE_NICKNAMES)) {
    const make = makes.find((m) => Object.hasOwn(vocabulary.makes, m))
    if (make) add(word.split(' '), { kind: 'make', make })
  }
  for (const [word, targets] of Object.entries(MODEL_NICKNAMES)) {
    for (const target of targets) {
      const [make, model] = target.split('/')
      if (Object.hasOwn(vocabulary.makes, make) && vocabulary.makes[make].includes(model)) {
        add(word.split(' '), { kind: 'model', make, model, numeric: false })
        break
      }
    }
  }
  for (const value of BODY_STYLES) add([value], { kind: 'bodystyle', bodystyle: value })
  for (const [word, bodystyle] of Object.entries(BODY_WORDS)) add(word.split(' '), { kind: 'bodystyle', bodystyle })

  const features = new Set(vocabulary.features)
  for (const feature of vocabulary.features) add(feature.split('-'), { kind: 'feature', feature })
  for (const [word, targets] of Object.entries(FEATURE_WORDS)) {
    const feature = targets.find((t) => features.has(t))
    if (feature) add(word.split(' '), { kind: 'feature', feature })
  }

  for (const store of vocabulary.stores ?? []) {
    add(store.split('-'), { kind: 'store', store })
    const name = input.storeNames?.[store]
    if (name) add(wordsOf(name), { kind: 'store', store })
  }

  const live = vocabulary.conditions ?? CONDITIONS
  for (const [word, condition] of Object.entries(CONDITION_WORDS)) {
    if (!live.includes(condition)) continue
    add(word.split(' '), live.length > 1 ? { kind: 'condition', condition } : { kind: 'implied' })
  }
  for (const [word, deal] of Object.entries(DEAL_WORDS)) add(word.split(' '), { kind: 'deal', deal })
  for (const [word, color] of Object.entries(COLOR_WORDS))
    if (!input.colors || input.colors.includes(color)) add([word], { kind: 'color', color })

  // Phrases that hold a color word and ask for no color ("kelley blue book"): known words, like trims.
  for (const phrase of KEYWORD_PHRASES) add(phrase.split(' '), { kind: 'trim' })

  for (const trim of input.trims ?? []) {
    const words = wordsOf(trim)
    if (words.length > 0) add(words, { kind: 'trim' })
  }

  const fuzzyByLength: FuzzyTerm[][] = []
  for (const [term, meanings] of phrases) {
    if (term.includes(' ') || /\d/.test(term) || term.length < 4) continue
    ;(fuzzyByLength[term.length] ??= []).push({ term, counts: letterCounts(term), meanings })
  }
  return { phrases, maxWords, fuzzyByLength }
}
