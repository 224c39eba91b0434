'use client'
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { useNearViewport } from '@/components/ui/use-near-viewport'
import { LazySlotLoading } from './lazy-slot'
import { dayLabelsNow } from './test-drive-days'
import type { TestDriveTexts } from './test-drive-texts'
import { fillText } from '@/domain/i18n/fill-text'
import './forms.css'

const TestDriveScheduler = lazy(() =>
  import('./test-drive-scheduler.client').then((m) => ({ default: m.TestDriveScheduler })),
)

/** Before the browser knows its own date: 14 days (testDriveDays) of a typical label's width. */
const SERVER_LABELS = Array.from({ length: 14 }, () => 'Tue, Dec 8')

/**
 * The scheduler's first step as boxes alone, unseen and out of reach: the same section, step line,
 * legend and day buttons. Once the page runs, the buttons carry the very days the scheduler will
 * offer (on the store's clock, read in the browser), so the slot is exactly as tall as
 * the scheduler that replaces it at every width (it reserved 224 px before; the scheduler is
 * 306-630 px), and the content below does not move when it arrives, however late on a slow phone.
 */
function FirstStepShape({ labels, texts }: { labels: readonly string[]; texts: TestDriveTexts }) {
  return (
    <div className="lazy-slot__shape" aria-hidden="true" inert>
      <section className="test-drive">
        {/* Not the scheduler's own class name: the first-load test finds the scheduler's code by it. */}
        <p className="lazy-slot__step">{fillText(texts.step, { step: 1 })}</p>
        <fieldset className="test-drive__choices" disabled>
          <legend>{texts.chooseDay}</legend>
          {labels.map((label, i) => (
            <button key={i} type="button" className="button" tabIndex={-1}>
              {label}
            </button>
          ))}
        </fieldset>
      </section>
    </div>
  )
}

/**
 * The vehicle page's test drive scheduler (site.md section 4), downloaded when the visitor comes
 * near it ("Schedule a test drive" scrolls there) instead of with the page (issue 9; decision 0120).
 */
export function LazyTestDriveScheduler(props: ComponentProps<typeof TestDriveScheduler>) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const [labels, setLabels] = useState(SERVER_LABELS)
  const { salesHours, timeZone, texts } = props
  const { dateLocale } = texts
  useEffect(() => setLabels(dayLabelsNow(salesHours, timeZone, dateLocale)), [salesHours, timeZone, dateLocale])
  const loading = (
    <div className="lazy-slot__frame">
      <LazySlotLoading label={texts.loading} />
      <FirstStepShape labels={labels} texts={texts} />
    </div>
  )
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
