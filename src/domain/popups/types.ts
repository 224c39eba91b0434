/**
 * Popup definition and condition (visitor-layer.md section 3 "Popup definition", "Popup
 * condition", "Page-item rule state", "Other records"). Field names follow the spec so that popup
 * arrays returned by experiments (section 3 "An experiment may return ... popups") fit unchanged.
 */

/** Param rule (section 5): true = any not-yet-seen value; string = exact; list = membership. */
export type ParamRule = true | string | readonly (string | number)[]

/** One pageItemsViewed rule: a page by route name and/or path, optional params, visit bounds. */
export interface PageItemRule {
  name?: string
  path?: string
  params?: Readonly<Record<string, ParamRule>>
  minCount?: number
  maxCount?: number
}

/** Ads-value rule (section 5): false absent, true present, string exact, or { not, in } lists. */
export type AdsValueRule = boolean | string | { not?: readonly string[]; in?: readonly string[] }

export interface PageMatch {
  /** Route names, e.g. 'cars-direct-page'. */
  names?: readonly string[]
  /** Exact paths (a trailing slash is ignored). */
  paths?: readonly string[]
  /** Regular-expression sources tested against the path. */
  patterns?: readonly string[]
}

/** Every part present must hold for the condition to pass (section 4 "fully satisfied"). */
export interface PopupCondition {
  pages?: PageMatch
  pageItemsViewed?: readonly PageItemRule[]
  /** true: lead-only (for leads); false: lead-capture (non-leads only). See targeting.ts. */
  isLead?: boolean
  adsValues?: Readonly<Record<string, AdsValueRule>>
  /** Selector of a page element that must be fully visible (checked by the browser runtime). */
  tagQuery?: string
  /** Selector of a click target (checked by the browser runtime). */
  itemClicked?: string
  /** Seconds to wait before showing (section 9 "Popup timers ... are in seconds"). */
  timer?: number
}

/** The after-submit step (section 3). */
export interface SubmittedStep {
  innerComponent?: string
  /** E-mail template / form type code for the send-email action (section 7). */
  EMAIL?: string
  /** Tracking event fired with user and vehicle (section 7). */
  trackEvent?: string
  redirect?: string
  close?: boolean
  /** Seconds before the submitted view closes. */
  timeoutClose?: number
}

export type DialogKind = 'PrimeDialog' | 'ModalHeadless'
export type PopupPosition = string | { mobile?: string; desktop?: string }

export interface PopupSettings {
  component?: DialogKind
  position?: PopupPosition
  closeButton?: boolean
}

/** Floating side button config (section 3 "Floating button config"). */
export interface PopupButton {
  class?: string
  icon?: string
  hoverText?: string
  text?: string
}

export interface PopupComponent {
  type: 'html' | 'component'
  data: {
    title?: string
    html?: string
    innerComponent?: string
    style?: string | Readonly<Record<string, string>>
  }
}

export interface PopupDefinition {
  id: string
  conditions: readonly PopupCondition[]
  component: PopupComponent
  submitted?: SubmittedStep
  settings?: PopupSettings
  button?: PopupButton
  closeButton?: boolean
  background?: { modal?: boolean }
  /** Editor switch; false keeps the popup out entirely. */
  active?: boolean
  /**
   * OURS (not in the spec's definition): hours an offer stays valid after the visitor first saw it
   * (the $500 credit "valid 24 hours"); afterwards the popup is not shown again. Absent: no limit.
   */
  validHours?: number
  /**
   * OURS (issue 37): when the campaign ends (ISO). From then on the popup is shown to no one and a
   * claim of it is refused. Absent: no end date.
   */
  endsAt?: string
}

/** The page being viewed: route name, path and route/query params. */
export interface PageView {
  name?: string
  path: string
  params?: Readonly<Record<string, unknown>>
}

/** Stored per popup, per condition, per rule (section 3 "Page-item rule state", section 7). */
export interface PageRuleState {
  /** The latest page view matched this rule (page and params). Informational. */
  popupPageRuleAllowed: boolean
  countVisits: number
  /** Values already counted by `true` param rules, as 'param=value'. */
  itemsListViewed: string[]
}

/** viewedPagesItems in local storage: popup id -> condition index -> rule index -> state. */
export type ViewedPagesItems = Record<string, Record<string, Record<string, PageRuleState>>>

/** An error the caller logs with console.error (section 8). */
export interface PopupConditionError {
  message: string
  popupId: string
  conditionIndex: number
  detail: string
}

/** Popup submit payload (section 3 "Other records"). */
export interface PopupSubmitPayload {
  user?: Readonly<Record<string, unknown>>
  vehicle?: Readonly<Record<string, unknown>>
  text?: string
  emailData?: Readonly<Record<string, unknown>>
}
