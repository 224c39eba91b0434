import type { Metric, PageTemplate } from './metrics'

/** A template's metric whose daily p75 was poor for DAYS_FOR_ALERT days running (issue 40 "An alert"). */
export const DAYS_FOR_ALERT = 3

/** A day counts only with enough visits: a p75 of three visits says little about real phones. */
export const MIN_VISITS_PER_DAY = 20

export type DailyRating = { day: string; poor: boolean; visits: number }

/** YYYY-MM-DD of the day `n` days before `day` (UTC calendar days). */
export function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - n)
  return d.toISOString().slice(0, 10)
}

/**
 * The first day of the poor run that ends on `lastDay`, when that run is at least DAYS_FOR_ALERT
 * complete days long; null otherwise. A day without enough visits breaks the run. The first day
 * names the episode: the job sends one e-mail per (template, metric, first day), so a run that goes
 * on is not reported again every day, and a new run after a good day is a new episode. Only
 * `windowDays` days are read (the report's 28).
 */
export function poorEpisodeStart(days: readonly DailyRating[], lastDay: string, windowDays = 28): string | null {
  const byDay = new Map(days.map((d) => [d.day, d]))
  const isPoor = (day: string) => {
    const d = byDay.get(day)
    return d !== undefined && d.poor && d.visits >= MIN_VISITS_PER_DAY
  }
  let length = 0
  while (length < windowDays && isPoor(daysBefore(lastDay, length))) length += 1
  // A run as long as the window began before it: its first day is not known here, and it was
  // reported when it began (otherwise the first day read would move every day: a daily e-mail).
  if (length >= windowDays) return null
  return length >= DAYS_FOR_ALERT ? daysBefore(lastDay, length - 1) : null
}

export type PoorEpisode = { template: PageTemplate; metric: Metric; since: string }
