import { describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

type Row = { weekday?: number; open?: number; close?: number; closed?: boolean }
const row: { data: Row; rowNumber?: number } = { data: {} }
vi.mock('@payloadcms/ui', () => ({ useRowLabel: () => row }))
const { WeekdayRowLabel } = await import('./weekday-row-label')

const label = (data: Row, rowNumber?: number) => {
  row.data = data
  row.rowNumber = rowNumber
  return renderToStaticMarkup(createElement(WeekdayRowLabel))
    .replace(/<\/?span>/g, '')
    .replace(/<!-- -->/g, '')
}

/** The collapsed working-hours row in the admin reads as the site does (visitor-layer.md section 3). */
describe('WeekdayRowLabel', () => {
  it.each([
    [{ weekday: 1, open: 9, close: 18 }, 'Monday: 9:00 AM – 6:00 PM'],
    [{ weekday: 6, open: 9.5, close: 16.25 }, 'Saturday: 9:30 AM – 4:15 PM'],
    [{ weekday: 2, open: 0, close: 12 }, 'Tuesday: 12:00 AM – 12:00 PM'],
    // A fraction that rounds up to the next hour is that hour, never "9:60".
    [{ weekday: 3, open: 9.999, close: 17.9999 }, 'Wednesday: 10:00 AM – 6:00 PM'],
    [{ weekday: 4, open: 11.995, close: 23.5 }, 'Thursday: 12:00 PM – 11:30 PM'],
    [{ weekday: 0, closed: true }, 'Sunday: closed'],
  ])('%o -> %s', (data, text) => {
    expect(label(data)).toBe(text)
  })

  it('an unsaved row is named by its position, and a missing hour shows "?"', () => {
    expect(label({ open: 9 }, 5)).toBe('Friday: 9:00 AM – ?')
  })
})
