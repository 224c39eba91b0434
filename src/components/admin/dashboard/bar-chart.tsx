import type { Bar } from '@/domain/dashboard/lead-counts'

/**
 * A horizontal bar chart drawn on the server (issue 20): plain elements sized in percent, so no
 * chart library and no script, sharp at every width. Each bar is a list item that reads as
 * "label: value" to a screen reader; the bar itself is decorative.
 */
export function BarChart({ bars, title }: { bars: readonly Bar[]; title: string }) {
  return (
    <figure className="store-dashboard__chart">
      <figcaption className="store-dashboard__chart-title">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="store-dashboard__empty">No leads in this period.</p>
      ) : (
        <ul className="store-dashboard__bars">
          {bars.map((bar) => (
            <li key={bar.label} className="store-dashboard__bar-row">
              <span className="store-dashboard__bar-label">{bar.label}</span>
              <span className="store-dashboard__bar-track" aria-hidden="true">
                <span className="store-dashboard__bar" style={{ width: `${bar.widthPercent}%` }} />
              </span>
              <span className="store-dashboard__bar-value">
                <span className="store-dashboard__visually-hidden">: </span>
                {bar.value}
              </span>
            </li>
          ))}
        </ul>
      )}
    </figure>
  )
}
