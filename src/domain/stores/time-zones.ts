import type { LocalNow } from './slots'

/**
 * The time zones a store can keep (OURS; decision 0290). The group's stores straddle a zone line:
 * Rockford, Merrillville and the Quad Cities keep Central time, South Bend keeps Eastern. A test
 * drive is booked on the store's clock, whatever the shopper's device says. The admin picks a zone
 * by its name; the stored value is a plain word (GraphQL enum values cannot carry the slash of an
 * IANA name), and `ianaZone` is what the browser's clock understands.
 */
export const STORE_TIME_ZONES = [
  { value: 'central', label: 'Central time', iana: 'America/Chicago' },
  { value: 'eastern', label: 'Eastern time', iana: 'America/New_York' },
  { value: 'mountain', label: 'Mountain time', iana: 'America/Denver' },
  { value: 'pacific', label: 'Pacific time', iana: 'America/Los_Angeles' },
] as const

export type StoreTimeZone = (typeof STORE_TIME_ZONES)[number]['value']

/** The values alone, for a schema's enum. */
export const STORE_TIME_ZONE_VALUES = STORE_TIME_ZONES.map((zone) => zone.value) as [StoreTimeZone, ...StoreTimeZone[]]

/** Most of the group's stores keep Central time; a store saved before zones existed does too. */
export const DEFAULT_STORE_TIME_ZONE: StoreTimeZone = 'central'

export function isStoreTimeZone(value: unknown): value is StoreTimeZone {
  return STORE_TIME_ZONES.some((zone) => zone.value === value)
}

function zoneOf(timeZone: StoreTimeZone) {
  return STORE_TIME_ZONES.find((zone) => zone.value === timeZone) ?? STORE_TIME_ZONES[0]
}

/** The zone's name for shoppers ("Eastern time"). */
export function timeZoneLabel(timeZone: StoreTimeZone): string {
  return zoneOf(timeZone).label
}

/** The IANA name of the zone ("America/New_York"). */
export function ianaZone(timeZone: StoreTimeZone): string {
  return zoneOf(timeZone).iana
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `at` on the clock of `timeZone`: its calendar date and minute of the day. */
export function nowInZone(at: Date, timeZone: StoreTimeZone): LocalNow {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ianaZone(timeZone),
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    date: `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`,
    minutes: part('hour') * 60 + part('minute'),
  }
}

/**
 * The UTC offset ("-05:00") of a wall-clock date and time in `timeZone`, for a time written with
 * its offset (the lead's ADF `earliestdate`). Summer time included.
 */
export function utcOffsetOf(date: string, time: string, timeZone: StoreTimeZone): string {
  const [y, m, d] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  const wallAsUtc = Date.UTC(y, m - 1, d, hours, minutes)
  // Minutes the zone's clock is ahead of UTC at an instant.
  const offsetAt = (instant: number) => {
    const wall = nowInZone(new Date(instant), timeZone)
    const [wy, wm, wd] = wall.date.split('-').map(Number)
    return (Date.UTC(wy, wm - 1, wd) + wall.minutes * 60_000 - instant) / 60_000
  }
  // The offset at the wall time read as UTC, then at the instant that wall time really is.
  const offset = offsetAt(wallAsUtc - offsetAt(wallAsUtc) * 60_000)
  const abs = Math.abs(offset)
  return `${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}
