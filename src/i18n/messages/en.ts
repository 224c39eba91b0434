import { errorPagesEn } from './error-pages'

/**
 * English interface texts by key: the one catalog of the strings the code shows (issue 39, "One
 * message catalog"; ARCHITECTURE.md convention 17). The spec's own strings are kept verbatim, its
 * spelling included (visitor-layer.md section 2, "Error page": texts come from translation keys
 * under pages.error-page). Spanish is ./es.ts, which must have every key of this one (its type says
 * so). Experiments may override keys (their `langs`, decision 0105). `{name}` marks a value filled
 * in when the text is read (../translate.ts).
 */
export const en = {
  ...errorPagesEn,

  // The site chrome (site.md section 2, "Header menu", "Footer"; visitor-layer.md section 2, "Root shell").
  'chrome.skip-link': 'Skip to content',
  'chrome.nav.main': 'Main',
  'chrome.nav.menu': 'Menu',
  'chrome.nav.footer': 'Footer',
  'chrome.nav.legal': 'Legal',
  'chrome.search.label': 'Search inventory',
  'chrome.search.placeholder': 'Search by keyword',
  'chrome.search.suggestions': 'Search suggestions',
  'chrome.saved-vehicles': 'Saved vehicles',
  'chrome.cookie-settings': 'Cookie settings',
  'chrome.privacy-policy': 'Privacy Policy',
  'chrome.copyright': '© {year} {siteName}',
  'chrome.breadcrumb': 'Breadcrumb',
  'chrome.breadcrumb.home': 'Home',

  // The store picker in the header (issue 4).
  'store-picker.current': 'Your store: ',
  'store-picker.none': 'Choose a store',
  'store-picker.locating': 'Finding the nearest store…',
  'store-picker.choose': 'Choose your store',

  // The language switcher and the browser-language note (issue 39). Each language names itself.
  'language.switcher.label': 'Language',
  'language.name.en': 'English',
  'language.name.es': 'Español',
  'language.note.text': 'This page is also in Spanish.',
  'language.note.link': 'Read it in Spanish',
  'language.note.dismiss': 'Close',

  // The home page (site.md section 2, "/"): its blocks are editor content; this is the code's part.
  'home.recently-viewed': 'Recently viewed',
} as const

export type MessageKey = keyof typeof en
/** A whole catalog: every key of the English one, each with a text (a missing key fails typecheck). */
export type Messages = Record<MessageKey, string>
