'use client'
import { usePathname } from 'next/navigation'
import { splitLocalePath, type Locale } from '@/domain/i18n/locale-path'

/** The page's language in a client component: the address's /es prefix (issue 39), as the proxy reads it. */
export function usePageLocale(): Locale {
  return splitLocalePath(usePathname() ?? '/').locale
}
