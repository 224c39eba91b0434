import 'server-only'
import { cookies } from 'next/headers'
import { COOKIES } from '@/config/cookies'
import type { Store } from '@/domain/stores/types'
import { getStores } from './locations'

/**
 * The store whose phone, address, hours and lead inbox the visitor sees (visitor-layer.md
 * section 3 "Store settings", site.md section 6): the one they picked (cookie userSelectedStore,
 * decision 0021), else the default store, else the first. Reading the cookie makes a page dynamic.
 */
export async function getSelectedStore(): Promise<{ store: Store | null; picked: boolean; stores: Store[] }> {
  const [stores, jar] = await Promise.all([getStores(), cookies()])
  const chosen = jar.get(COOKIES.userSelectedStore)?.value
  const picked = chosen ? stores.find((s) => s.storeId === chosen) : undefined
  return { store: picked ?? stores.find((s) => s.isDefault) ?? stores[0] ?? null, picked: Boolean(picked), stores }
}
