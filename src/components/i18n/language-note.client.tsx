'use client'
import { useEffect, useState } from 'react'
import { usePathname } from 'next/navigation'
import { suggestsSpanish } from '@/domain/i18n/browser-language'
import { localizedPath, splitLocalePath } from '@/domain/i18n/locale-path'
import { rememberLanguage, rememberedLanguage } from '@/client/visitor/site-language'
import './language-note.css'

/**
 * On an English page, when the browser prefers Spanish, a small note offers the Spanish version
 * (issue 39). It never redirects, so crawlers and shoppers who want English see English. Drawn
 * after hydration and fixed in a corner, so nothing on the page moves; the cookie banner covers
 * it while it is open. Closing it keeps English (remembered under functional consent); a visitor
 * without that consent sees it again on the next page load. The texts are Spanish: the note
 * speaks to a reader of Spanish.
 */
export function LanguageNote({ text, link, dismiss }: { text: string; link: string; dismiss: string }) {
  const pathname = usePathname()
  const [show, setShow] = useState(false)
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    setShow(suggestsSpanish('en', navigator.languages ?? [navigator.language], rememberedLanguage()))
  }, [])
  if (!show || closed) return null
  const here = splitLocalePath(pathname ?? '/').path
  return (
    <aside className="language-note" lang="es" aria-label={text} data-language-note>
      <p>
        {text}{' '}
        <a href={localizedPath(here, 'es')} hrefLang="es" onClick={() => rememberLanguage('es')}>
          {link}
        </a>
      </p>
      <button
        type="button"
        className="language-note__close"
        onClick={() => {
          rememberLanguage('en')
          setClosed(true)
        }}
      >
        {dismiss}
      </button>
    </aside>
  )
}
