/**
 * For a row laid out from all its items (centred, or sharing out what the others leave), where a
 * frame painted while the parser is still inside it would place the first items for an emptier row
 * (decision 0287). Give the row the class `SHOWN_WHEN_WHOLE` and render `<RowEnd />` as its last
 * child: globals.css keeps the row `visibility: hidden` until the marker has been parsed. A browser
 * without :has() ignores the rule and shows the row at once.
 */
export const SHOWN_WHEN_WHOLE = 'shown-when-whole'

export function RowEnd() {
  return <span className="shown-when-whole__end" hidden />
}
