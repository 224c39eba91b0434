import type { PriceTexts, ShopperTexts } from '@/components/saved-vehicles/shopper-texts'
import type { Locale } from '@/domain/i18n/locale-path'
import { translator, type Translate } from './translate'

/** The price block's words in a locale, for the server pages that draw it (vehicle, compare, saved). */
export function priceTexts(locale: Locale): PriceTexts {
  return priceTextsOf(translator(locale))
}

function priceTextsOf(tr: Translate): PriceTexts {
  return {
    calculate: tr('price.calculate'),
    personalize: tr('price.personalize'),
    call: tr('price.call'),
    was: tr('price.was'),
    drop: tr('price.drop'),
    estimate: tr('price.estimate'),
    perMonth: tr('inventory.per-month'),
  }
}

/** The cards', hearts' and Compare buttons' words in a locale (issue 39), for ShopperTextsProvider. */
export function shopperTexts(locale: Locale): ShopperTexts {
  const tr = translator(locale)
  return {
    locale,
    cookieSettings: tr('chrome.cookie-settings'),
    loadingForm: tr('form.loading'),
    closeNote: tr('save.note.close'),
    card: { noPhoto: tr('card.no-photo'), miles: tr('inventory.miles'), premium: tr('card.premium') },
    price: priceTextsOf(tr),
    save: {
      saved: tr('save.saved'),
      save: tr('save.save'),
      saveName: tr('save.save-name'),
      consent: tr('save.note.consent'),
      savedNote: tr('save.note.saved'),
      savedLink: tr('save.note.saved-link'),
      limit: tr('save.note.limit'),
      limitLink: tr('save.note.limit-link'),
      limitAfter: tr('save.note.limit-after'),
      storage: tr('save.note.storage'),
    },
    compare: {
      button: tr('compare.button'),
      consent: tr('compare.note.consent'),
      link: tr('compare.note.link'),
      more: tr('compare.note.more'),
      limit: tr('compare.note.limit'),
      limitLink: tr('compare.note.limit-link'),
      storage: tr('save.note.storage'),
    },
  }
}
