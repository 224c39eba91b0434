'use client'
import { useRowLabel } from '@payloadcms/ui'

type Row = { label?: string; conditions?: { field?: string; operator?: string; value?: string }[] }

/** Collapsed rule rows read as "Mileage at least 160000 (mileage >= 160000)". */
export function RuleRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const summary = (data?.conditions ?? []).map((c) => `${c.field ?? '?'} ${c.operator ?? '?'} ${c.value ?? ''}`.trim()).join(' and ')
  const title = data?.label || `Rule ${(rowNumber ?? 0) + 1}`
  return <span>{summary ? `${title} (${summary})` : title}</span>
}
