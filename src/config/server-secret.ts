import { env } from './env'
import { readOrCreateLocalSecret } from './local-secret'

/**
 * The server's own secret: PAYLOAD_SECRET, or on a machine without configuration the generated
 * .data/payload.secret. Payload signs the staff sessions with it; the site keys its HMACs with it
 * (phone verification codes and proofs, the unlock cookie, the hashed person of a "forget" audit
 * record). Changing it signs every staff member out and voids those HMACs (docs/security.md).
 */
export function serverSecret(): string {
  return env().PAYLOAD_SECRET ?? readOrCreateLocalSecret('payload')
}
