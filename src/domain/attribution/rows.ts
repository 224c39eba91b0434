/**
 * The attribution as the lead e-mail and the ADF comments print it (issue 15): the last touch's
 * source / medium and campaign first (what sales and the CRM report on), its click ids and other
 * ad values, where it landed and from where, then the first touch when it was another visit.
 */
import { AD_TRACKING_PARAMS } from '../tracking/ad-params'
import { channelOf } from './channel'
import type { Attribution, Touch } from './touches'

export type AttributionRow = { label: string; value: string }

const CHANNEL_PARAMS = new Set(['utm_source', 'utm_medium', 'utm_campaign'])

function channelText(touch: Touch): string {
  const channel = channelOf(touch)
  return `${channel.source} / ${channel.medium}${channel.campaign ? `, campaign ${channel.campaign}` : ''}`
}

function sameTouch(a: Touch, b: Touch): boolean {
  return a.at === b.at && a.landingPage === b.landingPage
}

export function attributionRows(attribution: Attribution | null | undefined): AttributionRow[] {
  const last = attribution?.last
  const first = attribution?.first
  if (!last && !first) return []
  const rows: AttributionRow[] = []
  if (last) {
    const channel = channelOf(last)
    rows.push({ label: 'Source / medium', value: `${channel.source} / ${channel.medium}` })
    if (channel.campaign) rows.push({ label: 'Campaign', value: channel.campaign })
    for (const name of AD_TRACKING_PARAMS) {
      if (!CHANNEL_PARAMS.has(name) && last.values[name]) rows.push({ label: name, value: last.values[name] })
    }
    rows.push({ label: 'Landing page', value: last.landingPage })
    if (last.referrer) rows.push({ label: 'Referrer', value: last.referrer })
    rows.push({ label: 'Last visit from this source', value: last.at.slice(0, 10) })
  }
  if (first && (!last || !sameTouch(first, last))) {
    rows.push({
      label: 'First touch',
      value: `${channelText(first)} on ${first.at.slice(0, 10)}, landing ${first.landingPage}`,
    })
  }
  return rows
}
