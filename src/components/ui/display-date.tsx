import { formatDisplayDate, INVALID_DATE_TEXT } from '@/domain/content/format-date'

/** A date as text; an unreadable value shows 'Invalid date' with a warning (visitor-layer.md section 8). */
export function DisplayDate({ value }: { value: string | null | undefined }) {
  const text = formatDisplayDate(value)
  if (text === null) {
    console.warn(`Unparseable date: ${JSON.stringify(value)}`)
    return <span>{INVALID_DATE_TEXT}</span>
  }
  return <time dateTime={value ?? undefined}>{text}</time>
}
