import type { Locale } from '@/domain/i18n/locale-path'

/**
 * The words of the result cards, the price block, the heart and Compare, in the page's language
 * (issue 39). Made on the server from the catalog (src/i18n/shopper-texts.ts) and handed to these
 * client leaves once per page through ShopperTextsProvider, so no client code carries a catalog:
 * an English page's JavaScript holds no Spanish, a Spanish page's none of the English. `{name}`
 * marks a value the leaf fills in (fillText).
 */
export type PriceTexts = {
  calculate: string
  personalize: string
  call: string
  /** 'Was ' (read before the struck price) */
  was: string
  /** '{amount}' */
  drop: string
  estimate: string
  /** '{amount}/mo' */
  perMonth: string
}

export type ShopperTexts = {
  /** The page's language, for the links the leaves draw (the saved and compare pages). */
  locale: Locale
  cookieSettings: string
  /** 'Loading the form…', while a form opened under a button arrives. */
  loadingForm: string
  /** 'Close message': the close button of a heart's or Compare's note. */
  closeNote: string
  card: {
    noPhoto: string
    /** '{miles}' */
    miles: string
    premium: string
  }
  price: PriceTexts
  save: {
    saved: string
    save: string
    /** '{name}' */
    saveName: string
    consent: string
    savedNote: string
    savedLink: string
    /** '{limit}' */
    limit: string
    limitLink: string
    limitAfter: string
    storage: string
  }
  compare: {
    button: string
    consent: string
    /** '{count}' */
    link: string
    more: string
    /** '{limit}' */
    limit: string
    /** '{count}' */
    limitLink: string
    storage: string
  }
}
