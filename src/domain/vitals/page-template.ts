import { routes } from '@/config/routes'
import { looksLikeVehicleSlug } from '@/domain/inventory/detail-url'
import { parseSearchRoot } from '@/domain/inventory/search-url'
import type { DeviceClass, PageTemplate } from './metrics'

/**
 * The page forms whose speed the report groups (issue 40): the financing applications, the trade-in
 * and contact forms, service scheduling and the phone check. Everything else that is neither home,
 * search nor a vehicle is content (articles, legal, company pages).
 */
const FORM_ROOTS = [routes.financing, routes.sellTrade, routes.contact, '/service/schedule', '/verify-phone']

/**
 * Which template a path belongs to, read in the browser so that no address or query leaves it
 * (issue 40 "No address, no visitor id, no URL query"). Vehicle pages are
 * /{condition}-cars-for-sale/{year}-{...}-{vin}; the under-$20K page is a search page.
 */
export function pageTemplate(pathname: string): PageTemplate {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean)
  if (segments.length === 0) return 'home'
  const path = '/' + segments.join('/').toLowerCase()
  if (path === routes.under20k || path === routes.typedSearch) return 'search'
  if (parseSearchRoot(segments[0])) {
    return segments.length === 2 && looksLikeVehicleSlug(segments[1]) ? 'vehicle' : 'search'
  }
  if (FORM_ROOTS.some((root) => path === root || path.startsWith(`${root}/`))) return 'form'
  return 'content'
}

/** Device class by CSS viewport width (the site's own breakpoints: phones under 768 px, tablets under 1024 px). */
export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile'
  if (viewportWidth < 1024) return 'tablet'
  return 'desktop'
}

/** The chosen store as the beacon carries it: a short id, or null for none or anything odd. */
export function storeValue(raw: string | null | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null
}

/** The page's language as the beacon carries it (the site has English and Spanish texts). */
export function localeValue(lang: string | null | undefined): 'en' | 'es' {
  return lang?.toLowerCase().startsWith('es') ? 'es' : 'en'
}
