'use client'
import { useRowLabel } from '@payloadcms/ui'
import { formatDecimalHour, WEEKDAY_NAMES } from '@/domain/stores/clock'

const hour = (value: unknown) => (typeof value === 'number' ? formatDecimalHour(value) : '?')

/** Shows "Monday: 9:00 AM – 6:00 PM" on each collapsed working-hours row, as the site prints the hours. */
export function WeekdayRowLabel() {
  const { data, rowNumber } = useRowLabel<{ weekday?: number; open?: number; close?: number; closed?: boolean }>()
  const day = WEEKDAY_NAMES[data?.weekday ?? rowNumber ?? 0] ?? 'Day'
  if (data?.closed) return <span>{day}: closed</span>
  return (
    <span>
      {day}: {hour(data?.open)} – {hour(data?.close)}
    </span>
  )
}
