'use client'
import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { SITE_SEARCH_IDS } from './site-search-ids'
import { localizedPath, splitLocalePath } from '@/domain/i18n/locale-path'

/**
 * Brings the header search's suggestions to life on the text box's first focus (issue 38,
 * "Suggestions as you type"; decision 0333): the suggestion code is fetched then, never with the
 * page, so no page's first-load JavaScript carries it. This part itself draws nothing and arrives
 * after hydration with the shell's other invisible parts (shell-extras.client.tsx). A focus
 * that came before it is honoured at once, and the text typed meanwhile is asked for.
 * A suggestion picked goes to its filter URL as the filter panel's links do (a client navigation),
 * in the language of the page it was picked on (issue 39).
 */
export function SearchSuggestions() {
  const router = useRouter()
  useEffect(() => {
    const input = document.getElementById(SITE_SEARCH_IDS.input)
    const listbox = document.getElementById(SITE_SEARCH_IDS.listbox)
    const status = document.getElementById(SITE_SEARCH_IDS.status)
    if (!(input instanceof HTMLInputElement) || !listbox || !status) return
    let detach: (() => void) | undefined
    let gone = false
    const load = () => {
      input.removeEventListener('focus', load)
      import('@/client/search/suggest-combobox').then(
        ({ attachSuggestions }) => {
          if (!gone)
            detach = attachSuggestions({ input, listbox, status }, (url) =>
              router.push(localizedPath(url, splitLocalePath(window.location.pathname).locale)),
            )
        },
        // Not loaded (offline, a new deployment): the search box works as a plain form.
        () => undefined,
      )
    }
    if (document.activeElement === input) load()
    else input.addEventListener('focus', load)
    return () => {
      gone = true
      input.removeEventListener('focus', load)
      detach?.()
    }
  }, [router])
  return null
}
