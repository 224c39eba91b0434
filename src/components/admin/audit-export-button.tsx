'use client'
import { useSearchParams } from 'next/navigation'

/**
 * "Export CSV" above the audit log (issue 34): downloads the log as it is filtered and sorted now
 * (the list view's own where/sort parameters go to GET /api/audit-events/export.csv).
 */
export function AuditExportButton() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key.startsWith('where') || key === 'sort') query.append(key, value)
  const href = `/api/audit-events/export.csv${query.size > 0 ? `?${query.toString()}` : ''}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: '0.75rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={href} download>
        Export CSV
      </a>
    </div>
  )
}
