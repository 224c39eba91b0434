/**
 * Environment shared by every script: secrets generated under .data/ when unset (so a fresh
 * machine needs no manual step), telemetry off.
 */
import { readOrCreateLocalSecret } from '../../src/config/local-secret'

export function prepareProcessEnv(): void {
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  process.env.PAYLOAD_SECRET ||= readOrCreateLocalSecret('payload')
}
