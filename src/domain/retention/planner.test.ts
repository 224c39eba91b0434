import { describe, expect, it } from 'vitest'
import {
  creditDataLastUsed,
  expiredCreditApplications,
  expiredLeads,
  expiredOutboxFiles,
  expiredAlertRequests,
  outboxFileWrittenAt,
  retentionCutoffs,
} from './planner'
import { retentionPolicy } from './policy'

const NOW = new Date('2028-06-01T03:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()
const defaults = retentionCutoffs(retentionPolicy(undefined), NOW)
const leadsOn = retentionCutoffs(retentionPolicy({ leadDays: 365 }), NOW)

describe('retentionCutoffs', () => {
  it('counts days back from now; kept kinds have no cutoff', () => {
    expect(defaults).toEqual({
      creditData: new Date(daysAgo(730)),
      leads: null,
      alertRequests: new Date(daysAgo(7)),
      outboxFiles: null,
    })
    expect(leadsOn.leads).toEqual(new Date(daysAgo(365)))
    expect(leadsOn.outboxFiles).toEqual(new Date(daysAgo(365)))
  })
})

describe('creditDataLastUsed', () => {
  it.each([
    ['received only', { createdAt: daysAgo(800), lastUsedAt: daysAgo(800) }, daysAgo(800)],
    ['revealed later', { createdAt: daysAgo(800), lastUsedAt: daysAgo(3) }, daysAgo(3)],
    [
      'a housekeeping write later (updatedAt) does not count',
      { createdAt: daysAgo(800), lastUsedAt: daysAgo(800), updatedAt: daysAgo(1) },
      daysAgo(800),
    ],
    ['no last use recorded: its creation', { createdAt: daysAgo(800), lastUsedAt: null }, daysAgo(800)],
    ['unreadable dates are skipped', { createdAt: 'garbage', lastUsedAt: daysAgo(5) }, daysAgo(5)],
    ['nothing readable', { createdAt: 'garbage', lastUsedAt: undefined }, null],
  ])('%s', (_name, app, expected) => {
    expect(creditDataLastUsed(app)?.toISOString() ?? null).toBe(expected)
  })
})

describe('expiredCreditApplications', () => {
  const app = (id: number, used: number, extra: Record<string, unknown> = {}) => ({
    id,
    createdAt: daysAgo(used),
    lastUsedAt: daysAgo(used),
    disposedAt: null,
    ...extra,
  })
  it.each([
    ['unused for 731 days: expired', [app(1, 731)], [1]],
    ['unused for 729 days: kept', [app(2, 729)], []],
    ['exactly 730 days: kept (not yet past)', [app(3, 730)], []],
    ['old but revealed last month: kept', [app(4, 900, { lastUsedAt: daysAgo(30) })], []],
    ['revealed 731 days ago: expired', [app(5, 1000, { lastUsedAt: daysAgo(731) })], [5]],
    ['old, its lead anonymised yesterday: expired', [app(8, 800, { updatedAt: daysAgo(1) })], [8]],
    ['already disposed: left alone', [app(6, 1000, { disposedAt: daysAgo(1) })], []],
    ['dates unreadable: kept', [app(7, 0, { createdAt: 'x', lastUsedAt: 'y' })], []],
  ])('%s', (_name, apps, expected) => {
    expect(expiredCreditApplications(defaults, apps)).toEqual(expected)
  })

  it('follows a shorter setting', () => {
    const cutoffs = retentionCutoffs(retentionPolicy({ creditDataDays: 90 }), NOW)
    expect(expiredCreditApplications(cutoffs, [app(1, 91), app(2, 89)])).toEqual([1])
  })
})

describe('expiredLeads', () => {
  const lead = (id: number, created: number, updated = created, anonymisedAt: string | null = null) => ({
    id,
    createdAt: daysAgo(created),
    updatedAt: daysAgo(updated),
    anonymisedAt,
  })
  it.each([
    ['the setting off: nothing, however old', defaults, [lead(1, 5000)], []],
    ['older than the setting: expired', leadsOn, [lead(1, 366), lead(2, 364)], [1]],
    ['resent recently: kept', leadsOn, [lead(3, 400, 10)], []],
    ['already anonymised: left alone', leadsOn, [lead(4, 400, 400, daysAgo(1))], []],
  ])('%s', (_name, cutoffs, leads, expected) => {
    expect(expiredLeads(cutoffs, leads)).toEqual(expected)
  })
})

describe('expiredAlertRequests (price-drop alerts and saved searches)', () => {
  it.each([
    ['unconfirmed for 8 days: expired', [{ id: 1, status: 'pending', updatedAt: daysAgo(8) }], [1]],
    ['unconfirmed for 6 days: kept (its link still works)', [{ id: 2, status: 'pending', updatedAt: daysAgo(6) }], []],
    ['confirmed: kept, however old', [{ id: 3, status: 'active', updatedAt: daysAgo(900) }], []],
    [
      'unsubscribed: kept (so the address is not written to again)',
      [{ id: 4, status: 'unsubscribed', updatedAt: daysAgo(900) }],
      [],
    ],
  ])('%s', (_name, requests, expected) => {
    expect(expiredAlertRequests(defaults, requests)).toEqual(expected)
  })
})

describe('expiredOutboxFiles', () => {
  const files = [
    { name: 'old.eml', writtenAt: daysAgo(400) },
    { name: 'new.eml', writtenAt: daysAgo(1) },
    { name: 'unknown.eml', writtenAt: null },
  ]
  it.each([
    ['leads kept: outbox files kept', defaults, []],
    ['leads kept a year: files older than a year go', leadsOn, ['old.eml']],
  ])('%s', (_name, cutoffs, expected) => {
    expect(expiredOutboxFiles(cutoffs, files)).toEqual(expected)
  })
})

describe('outboxFileWrittenAt', () => {
  it.each([
    ['an e-mail', '2026-11-28T10-11-12-345Z-1a2b3c4d.eml', '2026-11-28T10:11:12.345Z'],
    ['a text message', '2025-01-02T03-04-05-006Z-abcdef01.json', '2025-01-02T03:04:05.006Z'],
    ['another name', 'notes.txt', null],
    ['an impossible date', '2026-13-45T99-11-12-345Z-1a2b3c4d.eml', null],
  ])('%s', (_name, file, expected) => {
    expect(outboxFileWrittenAt(file)?.toISOString() ?? null).toBe(expected)
  })
})
