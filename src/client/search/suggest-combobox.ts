/**
 * The header search's suggestions in the browser (issue 38, "Suggestions as you type"; decision
 * 0333): the WAI-ARIA 1.2 combobox pattern on the server-rendered text box, its empty listbox and its
 * polite live region (src/components/layout/site-header.tsx). Loaded on the text box's first focus,
 * never with the page. The keys' rules are pure (src/domain/inventory/suggest/combobox-keys.ts);
 * this module asks GET /api/search/suggest as the shopper types, draws the options and applies the
 * rules. Pressing Enter with no option highlighted leaves the form to its own search (the typed query).
 */
import { callApi } from '@/client/http/api'
import { CLOSED, comboboxKey, withSuggestions, type ComboboxState } from '@/domain/inventory/suggest/combobox-keys'
import { SUGGEST_KIND_LABELS, suggestionsAnnouncement, vehiclesFound } from '@/domain/inventory/suggest/suggest-copy'
import type { Suggestion } from '@/domain/inventory/suggest/suggest'
import { formatCount } from '@/domain/money/format-count'

export type SuggestElements = { input: HTMLInputElement; listbox: HTMLElement; status: HTMLElement }

/** A pause this long in typing asks for suggestions (a fast typist's letters come closer together). */
const PAUSE_MS = 120
const HAS_WORD = /[\p{L}\p{N}]/u

/** Attaches the suggestions to the header search; returns what detaches them. */
export function attachSuggestions(els: SuggestElements, navigate: (url: string) => void): () => void {
  const { input, listbox, status } = els
  let state: ComboboxState = CLOSED
  let items: Suggestion[] = []
  let shownFor = ''
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: AbortController | undefined

  const optionId = (i: number) => `${listbox.id}-${i}`

  function apply(next: ComboboxState) {
    state = next
    listbox.hidden = !state.open
    input.setAttribute('aria-expanded', String(state.open))
    const options = listbox.children
    for (let i = 0; i < options.length; i++) options[i].setAttribute('aria-selected', String(i === state.active))
    if (state.open && state.active >= 0) {
      input.setAttribute('aria-activedescendant', optionId(state.active))
      options[state.active]?.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  function option(s: Suggestion, i: number): HTMLLIElement {
    const li = document.createElement('li')
    li.id = optionId(i)
    li.setAttribute('role', 'option')
    li.className = 'site-search__option'
    const label = document.createElement('span')
    label.className = 'site-search__label'
    label.textContent = s.label
    const kind = document.createElement('span')
    kind.className = 'site-search__kind'
    kind.textContent = SUGGEST_KIND_LABELS[s.kind]
    const count = document.createElement('span')
    count.className = 'site-search__count'
    const formatted = formatCount(s.count)
    count.textContent = formatted
    li.append(label, kind, count)
    // "Chevrolet, Make, 1,204 vehicles": the screen shows the kind and the number apart.
    li.setAttribute('aria-label', `${s.label}, ${SUGGEST_KIND_LABELS[s.kind]}, ${vehiclesFound(s.count, formatted)}`)
    return li
  }

  function show(text: string, suggestions: Suggestion[]) {
    items = suggestions
    shownFor = text
    listbox.replaceChildren(...suggestions.map(option))
    apply(
      document.activeElement === input
        ? withSuggestions(items.length)
        : { ...withSuggestions(items.length), open: false },
    )
    status.textContent = suggestionsAnnouncement(items.length)
  }

  function clear() {
    pending?.abort()
    items = []
    shownFor = ''
    listbox.replaceChildren()
    apply(CLOSED)
    status.textContent = ''
  }

  async function ask(text: string) {
    pending?.abort()
    const abort = (pending = new AbortController())
    const answer = await callApi<{ suggestions: Suggestion[] }>(`/api/search/suggest?q=${encodeURIComponent(text)}`, {
      signal: abort.signal,
    })
    if (abort.signal.aborted || input.value !== text) return
    // Refused or unreachable: no list, and the plain search still works.
    if (!answer.ok || !Array.isArray(answer.body?.suggestions)) return clear()
    show(text, answer.body.suggestions)
  }

  function pick(i: number) {
    const chosen = items[i]
    if (!chosen) return
    clear()
    input.value = ''
    navigate(chosen.url)
  }

  const onInput = () => {
    clearTimeout(timer)
    // The list on screen is for the text before: nothing in it is highlighted until it is replaced.
    if (state.active >= 0) apply({ ...state, active: -1 })
    const text = input.value
    if (!HAS_WORD.test(text)) return clear()
    timer = setTimeout(() => void ask(text), PAUSE_MS)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.isComposing) return
    const step = comboboxKey(state, e.key, e.altKey)
    if (step.handled) e.preventDefault()
    const chosen = state.active
    apply(step.state)
    if (step.pick) pick(chosen)
  }
  const onFocus = () => {
    if (items.length && shownFor === input.value) apply(withSuggestions(items.length))
  }
  const onBlur = () => apply({ ...state, open: false, active: -1 })
  // A press on an option keeps the focus in the text box (no blur closing the list under the click).
  const onPointerDown = (e: Event) => e.preventDefault()
  const onClick = (e: MouseEvent) => {
    const target = (e.target as Element | null)?.closest('[role="option"]')
    const i = target ? [...listbox.children].indexOf(target) : -1
    if (i >= 0) pick(i)
  }

  input.addEventListener('input', onInput)
  input.addEventListener('keydown', onKeyDown)
  input.addEventListener('focus', onFocus)
  input.addEventListener('blur', onBlur)
  listbox.addEventListener('mousedown', onPointerDown)
  listbox.addEventListener('click', onClick)
  // Text typed before this module arrived is asked for at once.
  if (HAS_WORD.test(input.value)) void ask(input.value)

  return () => {
    clearTimeout(timer)
    pending?.abort()
    input.removeEventListener('input', onInput)
    input.removeEventListener('keydown', onKeyDown)
    input.removeEventListener('focus', onFocus)
    input.removeEventListener('blur', onBlur)
    listbox.removeEventListener('mousedown', onPointerDown)
    listbox.removeEventListener('click', onClick)
    clear()
  }
}
