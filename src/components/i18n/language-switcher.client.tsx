'use client'
import { useEffect, useState } from 'react'
import { usePathname } from 'next/navigation'
import { localizedPath, splitLocalePath, type Locale } from '@/domain/i18n/locale-path'
import { rememberLanguage } from '@/client/visitor/site-language'

/**
 * The language switcher of the header and the footer (issue 39): a link to this page in the other
 * language, named in that language. A full page load, not a client navigation, so the whole shell
 * (its texts, `<html lang>`) comes in the new language. The choice is remembered only under
 * functional consent (src/client/visitor/site-language.ts). The server renders the link for the
 * path it rendered; after a client navigation it follows the address bar.
 */
export function LanguageSwitcher({
  target,
  name,
  href: serverHref,
  className,
}: {
  target: Locale
  /** The target language's own name ('Español', 'English'). */
  name: string
  href: string
  className?: string
}) {
  const pathname = usePathname()
  const [href, setHref] = useState(serverHref)
  useEffect(() => {
    const here = splitLocalePath(window.location.pathname).path
    setHref(localizedPath(`${here}${window.location.search}`, target))
  }, [pathname, target])
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className={className}
      data-language-switcher={target}
      onClick={() => rememberLanguage(target)}
    >
      {name}
    </a>
  )
}
