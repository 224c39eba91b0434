import { describe, expect, it } from 'vitest'
import { VISIT_MESSAGES, visitDayLabel, visitErrors, visitTimes } from './visit'

// 2026-11-30 is a Monday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
describe('visitTimes (sales hours, site.md section 9)', () => {
  it.each([
    ['a weekday: 9:00 AM to an hour before 18:00', '2026-11-30', 17, '9:00 AM', '5:00 PM'],
    ['a Saturday: 9:00 AM to an hour before 16:00', '2026-12-05', 13, '9:00 AM', '3:00 PM'],
    ['a Sunday: closed', '2026-12-06', 0, undefined, undefined],
    ['not a date', '2026-02-30', 0, undefined, undefined],
  ])('%s', (_name, date, count, first, last) => {
    const times = visitTimes(date)
    expect(times).toHaveLength(count)
    expect(times[0]?.label).toBe(first)
    expect(times.at(-1)?.label).toBe(last)
  })
})

describe('visitErrors', () => {
  const earliest = '2026-11-28'
  it.each([
    ['a weekday in opening hours', { date: '2026-11-30', time: '10:00 AM' }, {}],
    ['the earliest day', { date: '2026-11-28', time: '3:00 PM' }, {}],
    ['nothing chosen', { date: '', time: '' }, { 'visit.date': VISIT_MESSAGES.day, 'visit.time': VISIT_MESSAGES.time }],
    ['no time', { date: '2026-11-30', time: '' }, { 'visit.time': VISIT_MESSAGES.time }],
    ['a day already past', { date: '2026-11-20', time: '10:00 AM' }, { 'visit.date': VISIT_MESSAGES.past }],
    ['a Sunday', { date: '2026-11-29', time: '10:00 AM' }, { 'visit.date': VISIT_MESSAGES.closed }],
    ['after closing on a Saturday', { date: '2026-12-05', time: '5:00 PM' }, { 'visit.time': VISIT_MESSAGES.time }],
    ['a time not offered', { date: '2026-11-30', time: '3:17 AM' }, { 'visit.time': VISIT_MESSAGES.time }],
    ['not a date', { date: '2026-13-01', time: '10:00 AM' }, { 'visit.date': VISIT_MESSAGES.day }],
    [
      'not strings',
      { date: 20261130, time: null },
      { 'visit.date': VISIT_MESSAGES.day, 'visit.time': VISIT_MESSAGES.time },
    ],
  ])('%s', (_name, visit, expected) => {
    expect(visitErrors(visit, earliest)).toEqual(expected)
  })
})

describe('visitDayLabel', () => {
  it.each([
    ['2026-11-30', 'Monday, November 30'],
    ['2026-12-05', 'Saturday, December 5'],
    ['not a day', 'not a day'],
  ])('%s -> %s', (date, label) => {
    expect(visitDayLabel(date)).toBe(label)
  })
})
