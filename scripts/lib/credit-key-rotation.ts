/**
 * The keys `npm run credit-key:rotate` works with (decision 0301) and what it tells the operator
 * afterwards. The new key is the one the app will seal with: CREDIT_DATA_KEY (or, on a machine
 * without configuration, .data/credit-data-key.secret). The old one is CREDIT_DATA_KEY_PREVIOUS,
 * the same variable that lets the app read both keys while the rotation is under way.
 */
import { parseKey, type CreditKey } from '../../src/services/credit-data/cipher'
import type { RotationReport } from '../../src/services/credit-data/rotate-key'

export type RotationKeys =
  | { ok: true; oldKey: CreditKey; newKey: CreditKey; newKeyFrom: 'CREDIT_DATA_KEY' | '.data/credit-data-key.secret' }
  | { ok: false; message: string }

const PROCEDURE = 'See docs/security.md, "Rotating CREDIT_DATA_KEY".'

function parsed(name: string, text: string): CreditKey | string {
  try {
    return parseKey(text)
  } catch {
    return `${name} is not a key: give 64 hex characters or the base64 of 32 bytes. ${PROCEDURE}`
  }
}

/** `keyFile`: the text of .data/credit-data-key.secret, or null when there is none. */
export function rotationKeys(
  env: Partial<Record<'CREDIT_DATA_KEY' | 'CREDIT_DATA_KEY_PREVIOUS', string>>,
  keyFile: string | null,
): RotationKeys {
  if (!env.CREDIT_DATA_KEY_PREVIOUS)
    return {
      ok: false,
      message: `Set CREDIT_DATA_KEY_PREVIOUS to the key the data is sealed with now and CREDIT_DATA_KEY to the new key, then run this again. ${PROCEDURE}`,
    }
  const newText = env.CREDIT_DATA_KEY || keyFile
  if (!newText) return { ok: false, message: `Set CREDIT_DATA_KEY to the new key. ${PROCEDURE}` }
  const oldKey = parsed('CREDIT_DATA_KEY_PREVIOUS', env.CREDIT_DATA_KEY_PREVIOUS)
  if (typeof oldKey === 'string') return { ok: false, message: oldKey }
  const newKey = parsed(env.CREDIT_DATA_KEY ? 'CREDIT_DATA_KEY' : '.data/credit-data-key.secret', newText)
  if (typeof newKey === 'string') return { ok: false, message: newKey }
  if (oldKey.equals(newKey))
    return {
      ok: false,
      message: `CREDIT_DATA_KEY and CREDIT_DATA_KEY_PREVIOUS are the same key: set CREDIT_DATA_KEY to a new one (for example \`openssl rand -hex 32\`). ${PROCEDURE}`,
    }
  return {
    ok: true,
    oldKey,
    newKey,
    newKeyFrom: env.CREDIT_DATA_KEY ? 'CREDIT_DATA_KEY' : '.data/credit-data-key.secret',
  }
}

/** The lines printed after a run: what was done, and what the operator does next. */
export function rotationOutcome(report: RotationReport, newKeyFrom: string): string[] {
  const columns = Object.entries(report.columns).map(
    ([name, c]) => `  ${name}: ${c.resealed} re-sealed, ${c.alreadyNew} already under the new key`,
  )
  if (report.dryRun)
    return [
      `Dry run: every stored value opens with the old key (${report.oldKeyId}) or the new one (${report.newKeyId}); nothing was changed.`,
      ...columns,
      `Without --dry-run, ${report.resealed} ${report.resealed === 1 ? 'value' : 'values'} would be re-sealed.`,
    ]
  return [
    `Re-sealed ${report.resealed} ${report.resealed === 1 ? 'value' : 'values'} under the new key ${report.newKeyId} (old key ${report.oldKeyId}); ${report.alreadyNew} already were. One transaction; recorded in the audit log.`,
    ...columns,
    'Next:',
    `  1. Keep the new key where every instance reads it (now ${newKeyFrom}): the stored data opens with it only.`,
    '  2. Once every instance runs with the new key, run this command again: it re-seals only what an instance still on the old key wrote meanwhile. "0 re-sealed" means done.',
    '  3. Then remove CREDIT_DATA_KEY_PREVIOUS from every instance and restart them.',
    `  4. Take a new backup (npm run db:backup). Backups made before now open only with the old key (${report.oldKeyId}): keep that key offline for as long as you keep them, then destroy it.`,
    '  Staff need do nothing: their authenticator apps keep working.',
  ]
}
