import { formatChangeDay, type PriceChange, type PriceDrop } from '@/domain/price-history'
import { formatDollars } from '@/domain/money/format-usd'
import type { Locale } from '@/domain/i18n/locale-path'
import { LOCALE_TAGS } from '@/domain/i18n/locale-tags'
import { translator } from './translate'

const money = (dollars: number) => formatDollars(dollars, { whole: true })

/** "Price dropped $1,000 on Nov 12" (issue 37), in the page's language. */
export function priceDropText(drop: Pick<PriceDrop, 'amount' | 'at'>, timeZone: string, locale: Locale): string {
  const day = formatChangeDay(drop.at, timeZone, LOCALE_TAGS[locale])
  return translator(locale)('vdp.price.dropped', { amount: money(drop.amount), day })
}

/** One line of the short history: what the change did and when, in the page's language. */
export function priceChangeText(change: PriceChange, timeZone: string, locale: Locale): string {
  const tr = translator(locale)
  const day = formatChangeDay(change.changedAt, timeZone, LOCALE_TAGS[locale])
  const { price, previousPrice } = change
  if (price === null) return tr('vdp.price.removed', { day })
  if (previousPrice === null) return tr('vdp.price.listed', { price: money(price), day })
  if (price < previousPrice)
    return tr('vdp.price.dropped-to', { amount: money(previousPrice - price), price: money(price), day })
  return tr('vdp.price.raised-to', { amount: money(price - previousPrice), price: money(price), day })
}
