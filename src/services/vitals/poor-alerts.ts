import type { Payload } from 'payload'
import { env } from '@/config/env'
import {
  METRICS,
  RATING_LABELS,
  TEMPLATES,
  THRESHOLDS,
  daysBefore,
  formatMetric,
  poorEpisodeStart,
  summarize,
  type PoorEpisode,
} from '@/domain/vitals'
import { execute } from '@/server/db/execute'
import { claimVitalsAlertSql, releaseVitalsAlertSql } from '@/server/db/web-vitals'
import { sendMail } from '@/services/mailer/send-mail'
import { REPORT_DAYS, readVitalsCounts } from './read-counts'

export type PoorAlertReport = { episodes: PoorEpisode[]; sent: number; recipients: number }

async function managerAddresses(payload: Payload): Promise<string[]> {
  const managers = await payload.find({
    collection: 'users',
    where: { role: { equals: 'manager' } },
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  })
  return managers.docs.map((u) => u.email).filter((e): e is string => typeof e === 'string' && e.includes('@'))
}

function alertMail(episode: PoorEpisode, p75: number, to: string[]) {
  const config = env()
  const site = config.PUBLIC_URL.replace(/\/+$/, '')
  const limit = formatMetric(episode.metric, THRESHOLDS[episode.metric].poor)
  return {
    to: to.join(', '),
    subject: `Site speed: ${episode.metric} on ${episode.template} pages is poor since ${episode.since}`,
    text: [
      `The 75th percentile of ${episode.metric} on ${episode.template} pages has been "${RATING_LABELS.poor}"`,
      `(over ${limit}) on real visits every day since ${episode.since}; yesterday it was ${formatMetric(episode.metric, p75)}.`,
      '',
      `See the Site speed report: ${site}/admin/site-speed`,
      '',
      'You get this e-mail once per episode: again only after the pages were out of "poor" for a day.',
    ].join('\n'),
    messageId: `<site-speed-${episode.template}-${episode.metric}-${episode.since}@${new URL(site).hostname}>`,
  }
}

/**
 * The daily check of issue 40 "An alert": for every template and metric whose p75 (all devices)
 * was poor on each of the last three complete days (yesterday and the two before, UTC), the
 * managers get one e-mail per episode (decision 0325). The episode is claimed in
 * web_vitals_alerts before the e-mail goes out, and given back if it could not be sent, so a
 * retried or doubled run sends it once and a failed one sends it later.
 */
export async function alertPoorTemplates(payload: Payload, now = new Date()): Promise<PoorAlertReport> {
  const lastDay = daysBefore(now.toISOString().slice(0, 10), 1)
  const summary = summarize(await readVitalsCounts(payload, lastDay, REPORT_DAYS))
  const episodes: Array<PoorEpisode & { p75: number }> = []
  for (const template of TEMPLATES)
    for (const metric of METRICS) {
      const days = summary.days.flatMap((day) => {
        const cell = summary.day(day, template, metric)
        return cell ? [{ day, poor: cell.rating === 'poor', visits: cell.visits }] : []
      })
      const since = poorEpisodeStart(days, lastDay, REPORT_DAYS)
      const last = summary.day(lastDay, template, metric)
      if (since && last) episodes.push({ template, metric, since, p75: last.p75 })
    }
  if (episodes.length === 0) return { episodes, sent: 0, recipients: 0 }
  const to = await managerAddresses(payload)
  if (to.length === 0) {
    payload.logger.warn({ msg: 'site speed is poor, but no manager account has an e-mail address', episodes })
    return { episodes, sent: 0, recipients: 0 }
  }
  let sent = 0
  for (const e of episodes) {
    const claimed = await execute(payload, claimVitalsAlertSql(e.template, e.metric, e.since, e.p75, now.toISOString()))
    if (claimed.length === 0) continue
    try {
      await sendMail(alertMail(e, e.p75, to))
      sent += 1
    } catch (err) {
      await execute(payload, releaseVitalsAlertSql(e.template, e.metric, e.since))
      throw err
    }
  }
  return { episodes, sent, recipients: to.length }
}
