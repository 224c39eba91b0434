import { env } from '@/config/env'
import { readOrCreateLocalSecret } from '@/config/local-secret'
import { decryptWithAny, encryptField, parseKey, type CreditKey } from './cipher'

let cached: { current: CreditKey; previous: CreditKey | null } | undefined

function keys(): { current: CreditKey; previous: CreditKey | null } {
  if (cached) return cached
  const config = env()
  const previous = config.CREDIT_DATA_KEY_PREVIOUS ? parseKey(config.CREDIT_DATA_KEY_PREVIOUS) : null
  cached = { current: parseKey(config.CREDIT_DATA_KEY ?? readOrCreateLocalSecret('credit-data-key', 32)), previous }
  return cached
}

/**
 * The credit-data key: CREDIT_DATA_KEY in production; on a machine without configuration, one
 * generated into .data/credit-data-key.secret on first use (like PAYLOAD_SECRET), so a fresh
 * checkout runs. Losing that file makes the stored SSNs unreadable, which is the point.
 * Everything is sealed under this key; sealed-columns.ts lists where such values are stored.
 */
export function creditDataKey(): CreditKey {
  return keys().current
}

/** Seals `plaintext` of `purpose` (its column's name, bound in as additional data) under the current key. */
export function sealWithCreditKey(purpose: string, plaintext: string): string {
  return encryptField(creditDataKey(), purpose, plaintext)
}

/**
 * Opens a sealed value with the current key or, while a rotation is under way
 * (CREDIT_DATA_KEY_PREVIOUS set, decision 0301), with the key it replaces: the app keeps reading
 * what `npm run credit-key:rotate` has not re-sealed yet.
 */
export function openWithCreditKey(purpose: string, sealed: string): string {
  const { current, previous } = keys()
  return decryptWithAny(previous ? [current, previous] : [current], purpose, sealed)
}
