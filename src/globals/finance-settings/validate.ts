import type { GlobalBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

type Row = Record<string, unknown>

function duplicates(rows: Row[] | undefined, key: string): unknown[] {
  const seen = new Set<unknown>()
  const dup: unknown[] = []
  for (const row of rows ?? []) {
    const value = row[key]
    if (seen.has(value)) dup.push(value)
    seen.add(value)
  }
  return dup
}

/**
 * One rate per term, one tier per minimum, one row per state: with two rows for 72 months the
 * engine would silently use the first (issue 6, "rules are data"; ARCHITECTURE.md convention 3).
 */
export const validateFinanceSettings: GlobalBeforeValidateHook = ({ data }) => {
  const d = (data ?? {}) as Row
  const errors: { path: string; message: string }[] = []
  const terms = duplicates(d.baseRates as Row[], 'termMonths')
  if (terms.length)
    errors.push({
      path: 'baseRates',
      message: `Each term needs exactly one base rate; repeated: ${terms.join(', ')} months.`,
    })
  const tiers = duplicates(d.creditTiers as Row[], 'minScore')
  if (tiers.length)
    errors.push({
      path: 'creditTiers',
      message: `Each credit tier needs its own minimum score; repeated: ${tiers.join(', ')}.`,
    })
  const states = duplicates(d.states as Row[], 'state')
  if (states.length)
    errors.push({ path: 'states', message: `Each state may appear once; repeated: ${states.join(', ')}.` })
  if (errors.length) throw new ValidationError({ global: 'finance-settings', errors })
  return data
}
