'use client'
import { lazy, Suspense, type ComponentProps } from 'react'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import { LazySlotLoading } from '@/components/forms/lazy-slot'
import '@/components/forms/forms.css'
import './financing.css'

const UnlockInventoryForm = lazy(() =>
  import('./unlock-inventory-form.client').then((m) => ({ default: m.UnlockInventoryForm })),
)

/**
 * The list pages' unlock form (site.md sections 2 and 6), downloaded when it becomes visible: the
 * gate's <details> hides it until opened, so most visitors never fetch it (issue 9; decision 0120).
 */
export function LazyUnlockInventoryForm({
  loadingLabel,
  ...props
}: ComponentProps<typeof UnlockInventoryForm> & {
  /** 'Loading the form…' in the page's language. */
  loadingLabel: string
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>('0px')
  const loading = <LazySlotLoading label={loadingLabel} />
  return (
    <div ref={ref} className="lazy-slot lazy-slot--unlock">
      {near ? (
        <Suspense fallback={loading}>
          <UnlockInventoryForm {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  )
}
