import {
  isBodyStyle,
  type BodyStyle,
  type Color,
  type Condition,
  type GreatDeal,
  type Range,
  type SearchFilters,
} from '@/domain/inventory'
import { formatCount, formatDollars } from '@/domain/money'
import type { Locale } from '@/domain/i18n/locale-path'
import { translator, type MessageKey, type Translate } from './translate'

/** Slug -> the stored name: makes, models (`make/model`), features and stores (the inventory's vocabulary). */
export type SearchLabels = {
  makes: Record<string, string>
  models: Record<string, string>
  features: Record<string, string>
  stores: Record<string, string>
}

/**
 * A search's words in a language (issue 39): chips, facet values and the generated heading of a
 * search page, from the catalog (./messages/inventory.ts). Makes, models, features and stores are
 * the inventory's own names and stay as stored.
 */
export type SearchWords = {
  locale: Locale
  tr: Translate
  body: (value: string) => string
  color: (value: Color) => string
  deal: (value: GreatDeal) => string
  /** A chip or facet value: 'Under $20,000', '2020 and newer', 'Under 85,000 miles'. */
  range: (range: Range, unit: 'price' | 'mileage' | 'year') => string
  /** The monthly payment filter's chip: 'Up to $300/mo'. */
  payment: (amount: number) => string
  /** 'a, b and c' */
  list: (names: readonly string[]) => string
  /** The heading and title of a search: 'Used Toyota Camry Sedans for Sale', 'SUVs usados en venta'. */
  heading: (filters: SearchFilters, labels: SearchLabels) => string
}

const money = (n: number) => formatDollars(n, { whole: true })
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const label = (map: Record<string, string>, key: string) => (Object.hasOwn(map, key) ? map[key] : key)

export function searchWords(locale: Locale): SearchWords {
  const tr = translator(locale)
  const body = (value: string) =>
    isBodyStyle(value) ? tr(`inventory.body.${value}` as MessageKey) : value.charAt(0).toUpperCase() + value.slice(1)
  const range = (r: Range, unit: 'price' | 'mileage' | 'year') => {
    const f =
      unit === 'price'
        ? money
        : unit === 'mileage'
          ? (n: number) => tr('inventory.miles', { miles: formatCount(n) })
          : String
    if (r.min !== undefined && r.max !== undefined)
      return r.min === r.max ? f(r.min) : tr('inventory.range.between', { min: f(r.min), max: f(r.max) })
    if (r.max !== undefined)
      return unit === 'year'
        ? tr('inventory.year.older', { year: r.max })
        : tr('inventory.range.under', { value: f(r.max) })
    const min = r.min ?? 0
    return unit === 'year' ? tr('inventory.year.newer', { year: min }) : tr('inventory.range.over', { value: f(min) })
  }
  const list = (names: readonly string[]) =>
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ${tr('inventory.list.and')} ${names.at(-1)}`
  const words: Omit<SearchWords, 'heading'> = {
    locale,
    tr,
    body,
    color: (value) => tr(`inventory.color.${value}` as MessageKey),
    deal: (value) => tr(`inventory.deal.${value}` as MessageKey),
    range,
    payment: (amount) => tr('inventory.payment.up-to', { amount: money(amount) }),
    list,
  }
  return { ...words, heading: locale === 'es' ? spanishHeading(words) : englishHeading(words) }
}

/** 'Used Red Toyota Camry Sedans for Sale with Sunroof Under $20,000 Up to $300/mo' (issue 3). */
function englishHeading(w: Omit<SearchWords, 'heading'>) {
  return (filters: SearchFilters, labels: SearchLabels): string => {
    const words: string[] = []
    if (filters.condition) words.push(cap(filters.condition))
    if (filters.color) words.push(w.color(filters.color))
    if (filters.make) words.push(label(labels.makes, filters.make))
    if (filters.make && filters.model) words.push(label(labels.models, `${filters.make}/${filters.model}`))
    words.push(filters.bodystyle ? w.body(filters.bodystyle) : 'Cars')
    words.push('for Sale')
    if (filters.features?.length)
      words.push('with ' + filters.features.map((f) => label(labels.features, f)).join(' and '))
    if (filters.price) words.push(w.range(filters.price, 'price'))
    if (filters.payment !== undefined) words.push(w.payment(filters.payment))
    return words.join(' ')
  }
}

type Gender = 'm' | 'f'

/**
 * Spanish agrees the condition and the color with the noun: "SUVs usados", "Pickups usadas"
 * (docs/spanish.md). The gender each plural of ./messages/inventory.ts takes; "Autos" without a
 * body style.
 */
const BODY_GENDER: Record<BodyStyle, Gender> = {
  suvs: 'm',
  sedans: 'm',
  wagons: 'f',
  coupes: 'm',
  convertibles: 'm',
  hatchbacks: 'm',
  trucks: 'f',
  minivans: 'f',
  commercial: 'm',
}

const CONDITION_ES: Record<Condition, Record<Gender, string>> = {
  used: { m: 'usados', f: 'usadas' },
  new: { m: 'nuevos', f: 'nuevas' },
  certified: { m: 'certificados', f: 'certificadas' },
}

/** A color after a plural noun: "SUVs rojos", "Pickups blancas"; café, beige and naranja do not change. */
const COLOR_ES: Record<Color, Record<Gender, string>> = {
  black: { m: 'negros', f: 'negras' },
  white: { m: 'blancos', f: 'blancas' },
  gray: { m: 'grises', f: 'grises' },
  silver: { m: 'plateados', f: 'plateadas' },
  red: { m: 'rojos', f: 'rojas' },
  blue: { m: 'azules', f: 'azules' },
  green: { m: 'verdes', f: 'verdes' },
  brown: { m: 'café o beige', f: 'café o beige' },
  gold: { m: 'dorados o amarillos', f: 'doradas o amarillas' },
  orange: { m: 'naranja', f: 'naranja' },
  purple: { m: 'morados', f: 'moradas' },
  other: { m: 'de otros colores', f: 'de otros colores' },
}

/** A price range inside a sentence: "por menos de $20,000", "de $15,000 a $30,000". */
function spanishPrice(r: Range): string {
  if (r.min !== undefined && r.max !== undefined)
    return r.min === r.max ? `de ${money(r.min)}` : `de ${money(r.min)} a ${money(r.max)}`
  if (r.max !== undefined) return `por menos de ${money(r.max)}`
  return `de más de ${money(r.min ?? 0)}`
}

/** 'SUVs Toyota RAV4 rojos usados en venta con Sunroof por menos de $20,000' (issue 39). */
function spanishHeading(w: Omit<SearchWords, 'heading'>) {
  return (filters: SearchFilters, labels: SearchLabels): string => {
    const gender: Gender = filters.bodystyle && isBodyStyle(filters.bodystyle) ? BODY_GENDER[filters.bodystyle] : 'm'
    const words: string[] = [filters.bodystyle ? w.body(filters.bodystyle) : 'Autos']
    if (filters.make) words.push(label(labels.makes, filters.make))
    if (filters.make && filters.model) words.push(label(labels.models, `${filters.make}/${filters.model}`))
    if (filters.color) words.push(COLOR_ES[filters.color][gender])
    if (filters.condition) words.push(CONDITION_ES[filters.condition][gender])
    words.push('en venta')
    if (filters.features?.length) words.push(`con ${w.list(filters.features.map((f) => label(labels.features, f)))}`)
    if (filters.price) words.push(spanishPrice(filters.price))
    if (filters.payment !== undefined) words.push(`con pago de hasta ${money(filters.payment)}/mes`)
    return words.join(' ')
  }
}

/**
 * A heading inside a sentence ("Shop {search} at…"): English lowercases it, as the description
 * always did; Spanish lowercases only a first word that is not an acronym ("SUVs" stays).
 */
export function inSentence(heading: string, locale: Locale): string {
  if (locale === 'en') return heading.toLowerCase()
  return /^\p{Lu}\p{Ll}/u.test(heading) ? heading.charAt(0).toLowerCase() + heading.slice(1) : heading
}
