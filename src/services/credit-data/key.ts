import { env } from '@/config/env'
import { readOrCreateLocalSecret } from '@/config/local-secret'
import { parseKey, type CreditKey } from './cipher'

let cached: CreditKey | undefined

/**
 * The credit-data key: CREDIT_DATA_KEY in production; on a machine without configuration, one
 * generated into .data/credit-data-key.secret on first use (like PAYLOAD_SECRET), so a fresh
 * checkout runs. Losing that file makes the stored SSNs unreadable, which is the point.
 */
export function creditDataKey(): CreditKey {
  if (cached) return cached
  cached = parseKey(env().CREDIT_DATA_KEY ?? readOrCreateLocalSecret('credit-data-key', 32))
  return cached
}
