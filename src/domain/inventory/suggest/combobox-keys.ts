/**
 * The keyboard of the header search's suggestions: the WAI-ARIA 1.2 combobox pattern, list
 * autocomplete with manual selection (issue 38; decision 0333). The text box keeps the focus; the
 * highlighted option is named by aria-activedescendant. Pure: the browser module applies the result.
 * - ArrowDown / ArrowUp: the next / previous option, round the list; on a closed list with
 *   suggestions, open it on the first / last. Alt+ArrowDown opens it without choosing.
 * - Enter: with an option highlighted, go to it; otherwise the form's own search (typed query).
 * - Escape: close the list and keep the text; on a closed list, the browser's own (clearing).
 * - Tab: close the list and let the focus move on.
 */

export type ComboboxState = {
  open: boolean
  /** Suggestions held for the current text. */
  count: number
  /** The highlighted option, -1 for none. */
  active: number
}

/** `pick`: go to the highlighted option. `handled`: the key was the list's (prevent its default). */
export type ComboboxStep = { state: ComboboxState; pick: boolean; handled: boolean }

export const CLOSED: ComboboxState = { open: false, count: 0, active: -1 }

/** A new list of suggestions for the text typed: open when there is one, nothing highlighted. */
export function withSuggestions(count: number): ComboboxState {
  return { open: count > 0, count, active: -1 }
}

const keep = (state: ComboboxState): ComboboxStep => ({ state, pick: false, handled: false })
const move = (state: ComboboxState, active: number): ComboboxStep => ({
  state: { ...state, open: true, active },
  pick: false,
  handled: true,
})

export function comboboxKey(state: ComboboxState, key: string, altKey = false): ComboboxStep {
  const { open, count, active } = state
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return keep(state)
      if (altKey) return move(state, open ? active : -1)
      return move(state, !open || active >= count - 1 ? 0 : active + 1)
    case 'ArrowUp':
      if (count === 0) return keep(state)
      return move(state, !open || active <= 0 ? count - 1 : active - 1)
    case 'Enter':
      if (open && active >= 0 && active < count) return { state: { ...state, open: false }, pick: true, handled: true }
      return keep({ ...state, open: false, active: -1 })
    case 'Escape':
      if (!open) return keep(state)
      return { state: { ...state, open: false, active: -1 }, pick: false, handled: true }
    case 'Tab':
      return keep({ ...state, open: false, active: -1 })
    default:
      return keep(state)
  }
}
