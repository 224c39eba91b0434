/**
 * Static condition parts: pages and adsValues (visitor-layer.md sections 3 and 5).
 * Runtime parts (timer, tagQuery, itemClicked) are waited for by the lifecycle (lifecycle.ts).
 *
 * pages: passes when the page's route name is listed, OR its path is listed, OR a pattern matches
 * the path; an empty or absent pages part passes. Patterns are regular-expression sources; an
 * invalid one never matches and yields POPUP_PATTERN_ERROR.
 * adsValues (section 5 "Popup ads-value condition"), every key must pass: false -> absent; true ->
 * present; a string -> exact match; { not, in } -> value not in `not` (absent passes) and, when
 * `in` is given, value present and in `in`. Anything else fails with POPUP_ADS_ERROR.
 */
import { normalizePath } from './page-rules'
import type { AdsValueRule, PageMatch, PageView } from './types'

export interface PartCheck {
  pass: boolean
  errors: string[]
}

export function matchPages(pages: PageMatch | undefined, page: PageView): PartCheck {
  const errors: string[] = []
  const names = pages?.names ?? []
  const paths = pages?.paths ?? []
  const patterns = pages?.patterns ?? []
  if (names.length + paths.length + patterns.length === 0) return { pass: true, errors }
  const path = normalizePath(page.path)
  if (page.name !== undefined && names.includes(page.name)) return { pass: true, errors }
  if (paths.some((p) => normalizePath(p) === path)) return { pass: true, errors }
  for (const source of patterns) {
    try {
      if (new RegExp(source).test(path)) return { pass: true, errors }
    } catch {
      errors.push(`pattern ${JSON.stringify(source)}`)
    }
  }
  return { pass: false, errors }
}

const isStringList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

function adsRulePasses(rule: AdsValueRule, value: string | undefined): boolean | 'invalid' {
  if (rule === false) return value === undefined
  if (rule === true) return value !== undefined
  if (typeof rule === 'string') return value === rule
  if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) return 'invalid'
  const { not, in: within } = rule
  if ((not !== undefined && !isStringList(not)) || (within !== undefined && !isStringList(within))) return 'invalid'
  if (not && value !== undefined && not.includes(value)) return false
  if (within && (value === undefined || !within.includes(value))) return false
  return true
}

export function matchAdsValues(
  rules: Readonly<Record<string, AdsValueRule>> | undefined,
  adsValues: Readonly<Record<string, string>>,
): PartCheck {
  const errors: string[] = []
  let pass = true
  for (const [key, rule] of Object.entries(rules ?? {})) {
    const raw = adsValues[key]
    const value = typeof raw === 'string' && raw.trim() !== '' ? raw : undefined
    const outcome = adsRulePasses(rule, value)
    if (outcome === 'invalid') errors.push(`${key}: ${JSON.stringify(rule)}`)
    if (outcome !== true) pass = false
  }
  return { pass, errors }
}
