import { createHmac } from 'node:crypto'
import { serverSecret } from '@/config/server-secret'
import { normalisedKey, type PersonKey } from '@/domain/privacy/person'

/**
 * What the "person forgotten" audit record keeps in place of the address or phone (issue 34;
 * decision 0302): an HMAC-SHA256 of the normalised key (the address in lower case, the phone in
 * E.164) under the server secret (config/server-secret.ts), with a purpose prefix so it can never
 * equal another of the site's HMACs. A plain SHA-256 of a US phone number is undone by hashing
 * the few billion possible numbers; without the secret, this is not. `keyId` names the secret a
 * record was made under (16 hex digits of an HMAC of a fixed text, which reveal nothing about
 * it): after PAYLOAD_SECRET changes, an older record no longer matches a new HMAC of the same key.
 */
const PURPOSE = 'forget-person'

export function personKeyHmac(key: PersonKey, secret: string = serverSecret()): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${normalisedKey(key)}`)
    .digest('hex')
}

export function personKeyHmacKeyId(secret: string = serverSecret()): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:key-id`).digest('hex').slice(0, 16)
}
