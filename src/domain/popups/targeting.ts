/**
 * Popup targeting (visitor-layer.md sections 4, 5 and 6). Pure: returns the popups whose static
 * condition parts pass on this page, a trace of every condition part that failed (for the admin),
 * and errors for the caller to log with console.error (section 8).
 *
 * READING OF "LEAD-ONLY" (the spec is not consistent):
 *  - Section 5 says a lead-only condition "passes only for a lead"; sections 5 and 6 say a popup
 *    whose every condition is lead-only is excluded for leads and that "leads are not shown
 *    lead-only popups". Taken with one meaning, an all-lead-only popup could never show to
 *    anyone, and section 4's unlock-inventory popup ("shows for leads after a set number of
 *    viewed pages") could not exist.
 *  - Settled reading (decision 0066): the condition field `isLead` has two values with two meanings.
 *    isLead: true  = "lead-only" in section 5's first rule: the condition passes only when the
 *                    visitor IS a lead, and only if the popup's submitted step does not close
 *                    (submitted.close !== true; no submitted step counts as "does not close").
 *    isLead: false = "lead-only" in sections 5 (last rule) and 6, read as lead-CAPTURE: the
 *                    condition passes only when the visitor is NOT a lead, and a popup whose every
 *                    condition has isLead: false is excluded from the start for a lead (not
 *                    tracked, not evaluated): a visitor who already gave details is not asked again.
 *    isLead absent = no lead requirement.
 *
 * Other rules: a popup shows if ANY condition passes (section 5); all parts present in a condition
 * must pass; a popup with no conditions never shows (use [{}] for "always"); finished popups never
 * show again (section 4); `active: false` switches a popup off; an offer with validHours is not
 * shown once that many hours have passed since the visitor first saw it.
 */
import { POPUP_ADS_ERROR, POPUP_PATTERN_ERROR } from './constants'
import { matchAdsValues, matchPages } from './conditions'
import { pageItemsSatisfied } from './page-rules'
import { popupEnded } from './offer-claim'
import type { PageView, PopupCondition, PopupConditionError, PopupDefinition, ViewedPagesItems } from './types'

export type ExclusionReason = 'inactive' | 'finished' | 'expired' | 'lead-capture-for-lead'
export type ConditionPart = 'isLead' | 'pages' | 'pageItemsViewed' | 'adsValues'

export interface ConditionTrace {
  index: number
  pass: boolean
  failed: ConditionPart[]
}

export interface PopupTrace {
  id: string
  excluded?: ExclusionReason
  conditions: ConditionTrace[]
}

/** A popup whose listed conditions passed their static parts; the lifecycle waits for the rest. */
export interface PopupCandidate {
  id: string
  conditionIndexes: number[]
}

export interface TargetingContext {
  page: PageView
  isLead: boolean
  adsValues: Readonly<Record<string, string>>
  /** The persisted finished-popups list (section 7). */
  finished: readonly string[]
  viewed: ViewedPagesItems
  /** When each popup was first shown (ISO), for validHours; with `now`. */
  firstShown?: Readonly<Record<string, string>>
  now?: Date
}

export interface TargetingResult {
  candidates: PopupCandidate[]
  trace: PopupTrace[]
  errors: PopupConditionError[]
}

/** validHours elapsed since the popup was first shown (an unparseable time counts as not shown). */
export function offerExpired(popup: PopupDefinition, firstShownAt: string | undefined, now: Date | undefined): boolean {
  if (popup.validHours === undefined || firstShownAt === undefined || now === undefined) return false
  const shown = Date.parse(firstShownAt)
  return Number.isFinite(shown) && now.getTime() >= shown + popup.validHours * 60 * 60 * 1000
}

export function exclusionReason(
  popup: PopupDefinition,
  isLead: boolean,
  finished: readonly string[],
  expiry: { firstShown?: Readonly<Record<string, string>>; now?: Date } = {},
): ExclusionReason | undefined {
  if (popup.active === false) return 'inactive'
  if (finished.includes(popup.id)) return 'finished'
  if (offerExpired(popup, expiry.firstShown?.[popup.id], expiry.now)) return 'expired'
  if (expiry.now !== undefined && popupEnded(popup, expiry.now)) return 'expired'
  if (isLead && popup.conditions.length > 0 && popup.conditions.every((c) => c.isLead === false))
    return 'lead-capture-for-lead'
  return undefined
}

/** Popups still in play for this visitor; pass these to recordPageView as well. */
export function eligiblePopups(
  popups: readonly PopupDefinition[],
  isLead: boolean,
  finished: readonly string[],
): PopupDefinition[] {
  return popups.filter((popup) => exclusionReason(popup, isLead, finished) === undefined)
}

/** The isLead part of a condition (see the reading above). */
export function leadGate(condition: PopupCondition, popup: PopupDefinition, isLead: boolean): boolean {
  if (condition.isLead === true) return isLead && popup.submitted?.close !== true
  if (condition.isLead === false) return !isLead
  return true
}

export function evaluateCondition(
  popup: PopupDefinition,
  index: number,
  ctx: TargetingContext,
): { trace: ConditionTrace; errors: PopupConditionError[] } {
  const condition = popup.conditions[index]
  const failed: ConditionPart[] = []
  const errors: PopupConditionError[] = []
  if (!leadGate(condition, popup, ctx.isLead)) failed.push('isLead')

  const pages = matchPages(condition.pages, ctx.page)
  if (!pages.pass) failed.push('pages')
  for (const detail of pages.errors)
    errors.push({ message: POPUP_PATTERN_ERROR, popupId: popup.id, conditionIndex: index, detail })

  if (
    condition.pageItemsViewed?.length &&
    !pageItemsSatisfied(condition.pageItemsViewed, ctx.viewed, popup.id, index)
  ) {
    failed.push('pageItemsViewed')
  }

  const ads = matchAdsValues(condition.adsValues, ctx.adsValues)
  if (!ads.pass) failed.push('adsValues')
  for (const detail of ads.errors)
    errors.push({ message: POPUP_ADS_ERROR, popupId: popup.id, conditionIndex: index, detail })

  return { trace: { index, pass: failed.length === 0, failed }, errors }
}

export function selectPopups(popups: readonly PopupDefinition[], ctx: TargetingContext): TargetingResult {
  const result: TargetingResult = { candidates: [], trace: [], errors: [] }
  for (const popup of popups) {
    const excluded = exclusionReason(popup, ctx.isLead, ctx.finished, ctx)
    if (excluded) {
      result.trace.push({ id: popup.id, excluded, conditions: [] })
      continue
    }
    const conditions = popup.conditions.map((_, index) => {
      const evaluated = evaluateCondition(popup, index, ctx)
      result.errors.push(...evaluated.errors)
      return evaluated.trace
    })
    result.trace.push({ id: popup.id, conditions })
    const passing = conditions.filter((c) => c.pass).map((c) => c.index)
    if (passing.length > 0) result.candidates.push({ id: popup.id, conditionIndexes: passing })
  }
  return result
}
