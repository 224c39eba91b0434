import { describe, expect, it } from 'vitest'
import { clock12, clock24, decimalHourMinutes, formatDecimalHour, WEEKDAY_NAMES } from './clock'

describe('formatDecimalHour', () => {
  it.each([
    [9, '9:00 AM'],
    [9.5, '9:30 AM'],
    [12, '12:00 PM'],
    [18, '6:00 PM'],
    [17.75, '5:45 PM'],
    [0, '12:00 AM'],
    [16.25, '4:15 PM'],
    [9.999, '10:00 AM'],
    [11.995, '12:00 PM'],
    [23.9999, '12:00 AM'],
    [24, '12:00 AM'],
  ])('%s -> %s', (input, expected) => {
    expect(formatDecimalHour(input)).toBe(expected)
  })
})

describe('decimal hours to minutes, then a clock', () => {
  it.each([
    [7.5, 450, '7:30 AM', '07:30'],
    [12.25, 735, '12:15 PM', '12:15'],
    [9.999, 600, '10:00 AM', '10:00'],
    [17.9999, 1080, '6:00 PM', '18:00'],
    [24, 1440, '12:00 AM', '24:00'],
  ])('%s -> %s minutes, %s, %s', (hours, minutes, twelve, twentyFour) => {
    expect(decimalHourMinutes(hours)).toBe(minutes)
    expect(clock12(minutes)).toBe(twelve)
    expect(clock24(minutes)).toBe(twentyFour)
  })
})

it('names weekdays from 0, Sunday, as working hours and Date#getDay count them', () => {
  expect(WEEKDAY_NAMES[new Date(Date.UTC(2026, 10, 29)).getUTCDay()]).toBe('Sunday')
  expect(WEEKDAY_NAMES[6]).toBe('Saturday')
})
