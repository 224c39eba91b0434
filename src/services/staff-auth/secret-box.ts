import { openWithCreditKey, sealWithCreditKey } from '@/services/credit-data/key'
import { TOTP_SECRET_PURPOSE } from '@/services/credit-data/sealed-columns'

/**
 * Authenticator keys are sealed at rest like SSNs (AES-256-GCM under CREDIT_DATA_KEY, the one key
 * for secrets at rest; decision 0300), bound to their purpose so a sealed key cannot be swapped
 * into another column. A database copy alone does not give anyone the codes. Rotating the key
 * re-seals them with the credit data (`npm run credit-key:rotate`, decision 0301).
 */
export function sealTotpSecret(secretBase32: string): string {
  return sealWithCreditKey(TOTP_SECRET_PURPOSE, secretBase32)
}

export function openTotpSecret(sealed: string): string {
  return openWithCreditKey(TOTP_SECRET_PURPOSE, sealed)
}
