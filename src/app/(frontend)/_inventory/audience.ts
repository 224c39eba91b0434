import 'server-only'
import { cookies } from 'next/headers'
import { SHOPPER, type Audience } from '@/data/vehicles'
import { UNLOCK_COOKIE } from '@/services/unlock/access-token'
import { hasUnlockAccess } from '@/services/unlock/cookie'

const UNLOCKED: Audience = { privateUnlocked: true }

/**
 * Who is looking (site.md section 6): a visitor holding a valid private-inventory pass (set when
 * the pricing wizard or the unlock form succeeded, valid 7 days; issue 6) sees private vehicles
 * and unlocked prices everywhere; everyone else is a plain shopper.
 */
export async function getShopperAudience(): Promise<Audience> {
  const jar = await cookies()
  return hasUnlockAccess(jar.get(UNLOCK_COOKIE)?.value, new Date()) ? UNLOCKED : SHOPPER
}
