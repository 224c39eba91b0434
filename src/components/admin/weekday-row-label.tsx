'use client'
import { useRowLabel } from '@payloadcms/ui'

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function formatHour(value: unknown): string {
  if (typeof value !== 'number') return '?'
  const h = Math.floor(value)
  const m = Math.round((value - h) * 60)
  const suffix = h >= 12 ? 'PM' : 'AM'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`
}

/** Shows "Monday: 9:00 AM – 6:00 PM" on each collapsed working-hours row. */
export function WeekdayRowLabel() {
  const { data, rowNumber } = useRowLabel<{ weekday?: number; open?: number; close?: number; closed?: boolean }>()
  const day = DAYS[data?.weekday ?? rowNumber ?? 0] ?? 'Day'
  if (data?.closed) return <span>{day}: closed</span>
  return (
    <span>
      {day}: {formatHour(data?.open)} – {formatHour(data?.close)}
    </span>
  )
}
