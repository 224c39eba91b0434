'use client'
import { lazy, Suspense, type ComponentProps } from 'react'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import { LazySlotLoading } from './lazy-slot'
import './forms.css'

const TestDriveScheduler = lazy(() =>
  import('./test-drive-scheduler.client').then((m) => ({ default: m.TestDriveScheduler })),
)

/**
 * The vehicle page's test drive scheduler (site.md section 4), downloaded when the visitor comes
 * near it ("Schedule a test drive" scrolls there) instead of with the page (issue 9; decision 0120).
 */
export function LazyTestDriveScheduler(props: ComponentProps<typeof TestDriveScheduler>) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const loading = <LazySlotLoading label="Loading the test drive scheduler…" />
  return (
    <div ref={ref} className="lazy-slot lazy-slot--test-drive">
      {near ? (
        <Suspense fallback={loading}>
          <TestDriveScheduler {...props} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  )
}
