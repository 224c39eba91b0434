import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import {
  feeInEffect,
  feeSwitchAt,
  printableSampleLease,
  sampleLeaseEndsAt,
  sampleLeaseFromDoc,
  type FinanceSettings,
  type SampleLease,
  type SampleLeaseDoc,
} from '@/domain/financing'
import { DEFAULT_STORE_TIME_ZONE } from '@/domain/stores/time-zones'
import { noteContentChanges } from '@/services/page-cache/content-expiry'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { toFinanceSettings, type DealershipFeesDoc, type FinanceDoc } from './financing/to-finance-settings'

export type FinanceView = { settings: FinanceSettings; preApprovalEnabled: boolean; sampleLease: SampleLease | null }

/** The two globals as the admin keeps them, the documentary fee not yet chosen by date. */
async function readFinanceView(payload: Payload): Promise<FinanceView> {
  const [finance, dealership] = await Promise.all([
    payload.findGlobal({ slug: 'finance-settings', depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: false }),
  ])
  return {
    settings: toFinanceSettings(finance as FinanceDoc, dealership as DealershipFeesDoc),
    preApprovalEnabled: (finance as FinanceDoc).preApprovalEnabled !== false,
    sampleLease: sampleLeaseFromDoc((finance as { sampleLease?: SampleLeaseDoc }).sampleLease),
  }
}

/**
 * The documentary fee in effect now (decision 0331), chosen outside any cache so a cached copy of
 * the settings cannot keep last year's fee past the date. A fee that switches later is noted, so a
 * page kept before the switch does not outlive it.
 */
function inEffect(view: FinanceView, now: Date): FinanceView {
  if (typeof view.settings.previousDocumentaryFee === 'number') {
    noteContentChanges([feeSwitchAt(view.settings.feeEffectiveDate, DEFAULT_STORE_TIME_ZONE)], now.getTime())
  }
  return { ...view, settings: feeInEffect(view.settings, now, DEFAULT_STORE_TIME_ZONE) }
}

/** Uncached read, also used by route handlers and tests (public access: overrideAccess false). */
export async function loadFinanceView(payload: Payload, now = new Date()): Promise<FinanceView> {
  return inEffect(await readFinanceView(payload), now)
}

/**
 * The settings behind every estimate on the site (issue 6): cached under both tags, since a save
 * of either the finance settings or the dealership profile (fees, sliders) changes the payment.
 */
const cachedFinanceView = unstable_cache(
  async (): Promise<FinanceView> => readFinanceView(await payloadClient()),
  ['finance-settings-v2'],
  { tags: [TAGS.financeSettings, TAGS.dealershipSettings], revalidate: SHARED_CACHE_SECONDS },
)

export async function getFinanceView(): Promise<FinanceView> {
  return inEffect(await cachedFinanceView(), new Date())
}

export async function getFinanceSettings(): Promise<FinanceSettings> {
  return (await getFinanceView()).settings
}

/**
 * The sample lease to print now (issue 37): none once its last day is over on the dealership's
 * calendar (decision 0311). Its end is noted, so a page kept before it does not outlive it.
 */
export async function getPrintableSampleLease(): Promise<SampleLease | null> {
  const { sampleLease } = await getFinanceView()
  if (sampleLease) noteContentChanges([sampleLeaseEndsAt(sampleLease, DEFAULT_STORE_TIME_ZONE)])
  return printableSampleLease(sampleLease, new Date(), DEFAULT_STORE_TIME_ZONE)
}
