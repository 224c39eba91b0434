import { describe, expect, it } from 'vitest'
import { CLOSED, comboboxKey, withSuggestions, type ComboboxState } from './combobox-keys'

const open = (active: number, count = 3): ComboboxState => ({ open: true, count, active })
const closed = (active: number, count = 3): ComboboxState => ({ open: false, count, active })

describe('comboboxKey: the header search suggestions’ keyboard (WAI-ARIA 1.2 combobox, issue 38)', () => {
  it.each<[string, ComboboxState, string, boolean, ComboboxState, boolean, boolean]>([
    // key on state -> next state, pick, handled (the key's default prevented)
    ['ArrowDown highlights the first option', open(-1), 'ArrowDown', false, open(0), false, true],
    ['ArrowDown moves on', open(0), 'ArrowDown', false, open(1), false, true],
    ['ArrowDown goes round from the last', open(2), 'ArrowDown', false, open(0), false, true],
    ['ArrowDown opens a closed list on the first', closed(-1), 'ArrowDown', false, open(0), false, true],
    ['Alt+ArrowDown opens without choosing', closed(-1), 'ArrowDown', true, open(-1), false, true],
    ['ArrowDown without suggestions is the text box’s', CLOSED, 'ArrowDown', false, CLOSED, false, false],
    ['ArrowUp from nothing highlights the last', open(-1), 'ArrowUp', false, open(2), false, true],
    ['ArrowUp moves back', open(2), 'ArrowUp', false, open(1), false, true],
    ['ArrowUp goes round from the first', open(0), 'ArrowUp', false, open(2), false, true],
    ['ArrowUp opens a closed list on the last', closed(-1), 'ArrowUp', false, open(2), false, true],
    ['ArrowUp without suggestions is the text box’s', CLOSED, 'ArrowUp', false, CLOSED, false, false],
    ['Enter on a highlighted option goes to it', open(1), 'Enter', false, closed(1), true, true],
    ['Enter with nothing highlighted is the form’s search', open(-1), 'Enter', false, closed(-1), false, false],
    ['Enter on a closed list is the form’s search', closed(-1), 'Enter', false, closed(-1), false, false],
    ['Escape closes the list and keeps the text', open(1), 'Escape', false, closed(-1), false, true],
    ['Escape on a closed list is the browser’s (clears)', closed(-1), 'Escape', false, closed(-1), false, false],
    ['Tab closes and lets the focus move', open(1), 'Tab', false, closed(-1), false, false],
    ['a letter is the text box’s', open(1), 'a', false, open(1), false, false],
    ['Home is the text box’s (the caret)', open(1), 'Home', false, open(1), false, false],
  ])('%s', (_, state, key, alt, next, pick, handled) => {
    expect(comboboxKey(state, key, alt)).toEqual({ state: next, pick, handled })
  })

  it('new suggestions open the list with nothing highlighted; none keep it closed', () => {
    expect(withSuggestions(5)).toEqual(open(-1, 5))
    expect(withSuggestions(0)).toEqual(CLOSED)
  })
})
