'use client'
import { useSearchParams } from 'next/navigation'

/**
 * "Export CSV" above the leads list (issue 15): downloads the list as it is filtered and sorted
 * now (the list view's own where/sort parameters go to GET /api/leads/export.csv).
 */
export function LeadsExportButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where') || key === 'sort') query.append(key, value)
  const href = `/api/leads/export.csv${query.size > 0 ? `?${query.toString()}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '0.75rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
    </div>
  )
}
