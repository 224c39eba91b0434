import type { Messages } from './en'
import { errorPagesEs } from './error-pages'

/**
 * Spanish interface texts (issue 39): every key of ./en.ts, written for a shopper rather than
 * translated word for word, with the words of docs/spanish.md (the glossary). The type makes a
 * missing or misspelt key fail `npm run typecheck`; ../translate.test.ts checks the placeholders.
 */
export const es: Messages = {
  ...errorPagesEs,

  'chrome.skip-link': 'Ir al contenido',
  'chrome.nav.main': 'Principal',
  'chrome.nav.menu': 'Menú',
  'chrome.nav.footer': 'Pie de página',
  'chrome.nav.legal': 'Avisos legales',
  'chrome.search.label': 'Buscar en el inventario',
  'chrome.search.placeholder': 'Buscar por marca, modelo…',
  'chrome.search.suggestions': 'Sugerencias de búsqueda',
  'chrome.saved-vehicles': 'Vehículos guardados',
  'chrome.cookie-settings': 'Configuración de cookies',
  'chrome.privacy-policy': 'Aviso de privacidad',
  'chrome.copyright': '© {year} {siteName}',
  'chrome.breadcrumb': 'Ruta de navegación',
  'chrome.breadcrumb.home': 'Inicio',

  'store-picker.current': 'Su sucursal: ',
  'store-picker.none': 'Elija una sucursal',
  'store-picker.locating': 'Buscando la sucursal más cercana…',
  'store-picker.choose': 'Elija su sucursal',

  'language.switcher.label': 'Idioma',
  'language.name.en': 'English',
  'language.name.es': 'Español',
  'language.note.text': 'Esta página también está en español.',
  'language.note.link': 'Leerla en español',
  'language.note.dismiss': 'Cerrar',

  'home.recently-viewed': 'Vistos recientemente',
}
