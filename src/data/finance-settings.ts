import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import type { FinanceSettings } from '@/domain/financing'
import { payloadClient } from './payload'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { toFinanceSettings, type DealershipFeesDoc, type FinanceDoc } from './financing/to-finance-settings'

export type FinanceView = { settings: FinanceSettings; preApprovalEnabled: boolean }

/** Uncached read, also used by route handlers and tests (public access: overrideAccess false). */
export async function loadFinanceView(payload: Payload): Promise<FinanceView> {
  const [finance, dealership] = await Promise.all([
    payload.findGlobal({ slug: 'finance-settings', depth: 0, overrideAccess: false }),
    payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: false }),
  ])
  return {
    settings: toFinanceSettings(finance as FinanceDoc, dealership as DealershipFeesDoc),
    preApprovalEnabled: (finance as FinanceDoc).preApprovalEnabled !== false,
  }
}

/**
 * The settings behind every estimate on the site (issue 6): cached under both tags, since a save
 * of either the finance settings or the dealership profile (fees, sliders) changes the payment.
 */
export const getFinanceView = unstable_cache(
  async (): Promise<FinanceView> => loadFinanceView(await payloadClient()),
  ['finance-settings-v1'],
  { tags: [TAGS.financeSettings, TAGS.dealershipSettings], revalidate: SHARED_CACHE_SECONDS },
)

export async function getFinanceSettings(): Promise<FinanceSettings> {
  return (await getFinanceView()).settings
}
