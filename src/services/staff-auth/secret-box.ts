import { decryptField, encryptField } from '@/services/credit-data/cipher'
import { creditDataKey } from '@/services/credit-data/key'

/**
 * Authenticator keys are sealed at rest like SSNs (AES-256-GCM under CREDIT_DATA_KEY, the one key
 * for secrets at rest; decision 0300), bound to their purpose so a sealed key cannot be swapped
 * into another column. A database copy alone does not give anyone the codes.
 */
const PURPOSE = 'users.totpSecret'

export function sealTotpSecret(secretBase32: string): string {
  return encryptField(creditDataKey(), PURPOSE, secretBase32)
}

export function openTotpSecret(sealed: string): string {
  return decryptField(creditDataKey(), PURPOSE, sealed)
}
