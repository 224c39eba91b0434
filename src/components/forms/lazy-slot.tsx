/**
 * The placeholder a form shows while its code downloads (issue 9 "Speed"; decision 0120): a
 * polite status line in a box that reserves the form's first-step height, so nothing below moves.
 */
export function LazySlotLoading({ label }: { label: string }) {
  return (
    <p className="lazy-slot__loading" role="status">
      {label}
    </p>
  )
}
