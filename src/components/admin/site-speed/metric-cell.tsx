import { RATING_LABELS, formatMetric, type Cell, type Metric } from '@/domain/vitals'

/** Google's colours for the three ratings, as in PageSpeed Insights, with the word beside them (not colour alone). */
const COLOURS = { good: '#0c7a43', 'needs-improvement': '#a15c00', poor: '#c5221f' } as const

/** One p75 with its rating, or a dash when nothing was measured. */
export function MetricCell({ metric, cell, testId }: { metric: Metric; cell: Cell | null; testId: string }) {
  if (!cell)
    return (
      <td data-testid={testId} style={{ color: 'var(--theme-elevation-500)' }}>
        –
      </td>
    )
  return (
    <td data-testid={testId} data-rating={cell.rating} title={`${cell.visits} visits`}>
      <strong style={{ color: COLOURS[cell.rating] }}>{formatMetric(metric, cell.p75)}</strong>{' '}
      <small style={{ color: COLOURS[cell.rating] }}>{RATING_LABELS[cell.rating]}</small>
    </td>
  )
}
