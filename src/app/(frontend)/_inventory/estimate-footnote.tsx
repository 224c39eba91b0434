/**
 * The footnote under a list of estimates (issue 6: every estimate shows its inputs and the
 * disclaimers), its first line marked by the star the estimates carry. The lines come from
 * src/i18n/estimate-footnote.ts, in the page's language.
 */
export function EstimateFootnote({ lines, testId }: { lines: string[] | null; testId?: string }) {
  if (!lines) return null
  return (
    <div className="srp__disclaimer" data-testid={testId}>
      {lines.map((line, i) => (
        <p key={line}>
          {i === 0 ? <span aria-hidden="true">*</span> : null}
          {line}
        </p>
      ))}
    </div>
  )
}
