import type { WorkingHours } from '@/domain/stores/types'
import { hoursTable } from '@/domain/stores/hours'

/** One week of opening hours, Monday first (site.md section 2 "Contact": sales and service hours). */
export function HoursList({ title, hours, testId }: { title: string; hours: WorkingHours; testId?: string }) {
  return (
    <div className="store-card">
      <h3>{title}</h3>
      <dl className="hours" data-testid={testId}>
        {hoursTable(hours).map((line) => (
          <div key={line.weekday}>
            <dt>{line.day}</dt>
            <dd>{line.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
