/**
 * pageItemsViewed rules (visitor-layer.md sections 3, 5 and 7).
 *
 * Visit bounds (section 5 "Popup page-item rule"): neither bound -> at least 1 visit; minCount only
 * -> at least min; maxCount only -> at most max; both -> inclusive range.
 * Params (section 5 "Popup param rule"), checked when a page view is recorded:
 *  - true: a string or number value not seen before counts, and is recorded;
 *  - a string: exact match; a list: the value must be in it (compared as text);
 *  - a page value that is neither string nor number fails;
 *  - any other rule value fails and yields POPUP_PARAM_ERROR (the caller logs it, section 8).
 * A page view counts for a rule when its page matches (name and/or path; a rule naming neither
 * counts every page) and every param passes. Counting happens in recordPageView, a pure reducer
 * over the viewedPagesItems object kept in local storage.
 */
import { MAX_ITEMS_VIEWED, POPUP_PARAM_ERROR } from './constants'
import type {
  PageItemRule,
  PageRuleState,
  PageView,
  PopupConditionError,
  PopupDefinition,
  ViewedPagesItems,
} from './types'

export const EMPTY_RULE_STATE: Readonly<PageRuleState> = Object.freeze({
  popupPageRuleAllowed: false,
  countVisits: 0,
  itemsListViewed: [],
})

export function visitsInRange(count: number, minCount?: number, maxCount?: number): boolean {
  const hasMin = typeof minCount === 'number'
  const hasMax = typeof maxCount === 'number'
  if (!hasMin && !hasMax) return count >= 1
  return (!hasMin || count >= minCount) && (!hasMax || count <= maxCount)
}

/** '/cars/' and '/cars' are the same page; the root stays '/'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

export function rulePageMatches(rule: PageItemRule, page: PageView): boolean {
  if (rule.name !== undefined && rule.name !== page.name) return false
  if (rule.path !== undefined && normalizePath(rule.path) !== normalizePath(page.path)) return false
  return true
}

export interface ParamCheck {
  pass: boolean
  /** 'param=value' entries to record when the view counts. */
  newlySeen: string[]
  /** Details of malformed rules. */
  errors: string[]
}

export function checkParams(
  params: PageItemRule['params'],
  pageParams: PageView['params'],
  seen: readonly string[],
): ParamCheck {
  const result: ParamCheck = { pass: true, newlySeen: [], errors: [] }
  for (const [key, rule] of Object.entries(params ?? {})) {
    const raw = pageParams?.[key]
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined
    if (rule === true) {
      const entry = `${key}=${value}`
      if (value === undefined || seen.includes(entry)) result.pass = false
      else result.newlySeen.push(entry)
    } else if (typeof rule === 'string') {
      if (value !== rule) result.pass = false
    } else if (Array.isArray(rule)) {
      if (value === undefined || !rule.some((item) => String(item) === value)) result.pass = false
    } else {
      result.pass = false
      result.errors.push(`${key}: ${JSON.stringify(rule)}`)
    }
  }
  return result
}

/** One page view against one rule: the next rule state and any malformed-rule details. */
export function recordRuleVisit(
  state: PageRuleState,
  rule: PageItemRule,
  page: PageView,
): { state: PageRuleState; errors: string[] } {
  if (!rulePageMatches(rule, page)) return { state: { ...state, popupPageRuleAllowed: false }, errors: [] }
  const check = checkParams(rule.params, page.params, state.itemsListViewed)
  if (!check.pass) return { state: { ...state, popupPageRuleAllowed: false }, errors: check.errors }
  return {
    state: {
      popupPageRuleAllowed: true,
      countVisits: state.countVisits + 1,
      itemsListViewed: [...state.itemsListViewed, ...check.newlySeen].slice(-MAX_ITEMS_VIEWED),
    },
    errors: [],
  }
}

export function ruleStateOf(
  viewed: ViewedPagesItems,
  popupId: string,
  conditionIndex: number,
  ruleIndex: number,
): PageRuleState {
  return viewed[popupId]?.[String(conditionIndex)]?.[String(ruleIndex)] ?? EMPTY_RULE_STATE
}

/** Records one page view for every pageItemsViewed rule of the given popups. Inputs are not mutated. */
export function recordPageView(
  state: ViewedPagesItems,
  page: PageView,
  popups: readonly PopupDefinition[],
): { state: ViewedPagesItems; errors: PopupConditionError[] } {
  const next: ViewedPagesItems = { ...state }
  const errors: PopupConditionError[] = []
  for (const popup of popups) {
    popup.conditions.forEach((condition, conditionIndex) => {
      const rules = condition.pageItemsViewed
      if (!rules?.length) return
      const popupState = { ...next[popup.id] }
      const conditionState = { ...popupState[String(conditionIndex)] }
      rules.forEach((rule, ruleIndex) => {
        const result = recordRuleVisit(ruleStateOf(next, popup.id, conditionIndex, ruleIndex), rule, page)
        conditionState[String(ruleIndex)] = result.state
        for (const detail of result.errors) {
          errors.push({
            message: POPUP_PARAM_ERROR,
            popupId: popup.id,
            conditionIndex,
            detail: `rule ${ruleIndex} ${detail}`,
          })
        }
      })
      popupState[String(conditionIndex)] = conditionState
      next[popup.id] = popupState
    })
  }
  return { state: next, errors }
}

/** Every rule of a condition is within its visit bounds (checked at targeting time). */
export function pageItemsSatisfied(
  rules: readonly PageItemRule[],
  viewed: ViewedPagesItems,
  popupId: string,
  conditionIndex: number,
): boolean {
  return rules.every((rule, ruleIndex) =>
    visitsInRange(ruleStateOf(viewed, popupId, conditionIndex, ruleIndex).countVisits, rule.minCount, rule.maxCount),
  )
}
