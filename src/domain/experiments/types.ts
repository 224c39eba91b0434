/**
 * Self-hosted experiments (visitor-layer.md sections 3, 4 and 7; issue 8; decision 0070).
 * An experiment, as GET /api/experiments publishes it, and the feature-flag user of section 3.
 */
export type JsonObject = Record<string, unknown>

export interface ExperimentVariant {
  name: string
  /** Relative share of visitors (0 = nobody). */
  weight: number
  /** Merged into the public config (section 3 "settings, merged into public config"). */
  settings: JsonObject
  /** Popup ids (popupId) switched on for this variant (section 3 "popups, an array"). */
  popups: string[]
  /** Popup ids (popupId) of site popups this variant never sees (issue 8: popups on/off). */
  hiddenPopups: string[]
  /** Translation overrides by key (section 3 "langs"). */
  langs: Record<string, string>
}

export interface ExperimentTargeting {
  /** Every listed parameter must be present; a null value accepts any value. */
  urlParams: { param: string; value: string | null }[]
  /** Store ids; empty = any (section 3 "customIDs.companyID"). */
  companies: string[]
}

export interface Experiment {
  name: string
  variants: ExperimentVariant[]
  targeting: ExperimentTargeting
}

/** The feature-flag user (section 3): userID from the uniqueUserId cookie, the URL query as custom. */
export interface ExperimentUser {
  userID: string
  companyID?: string
  custom: Record<string, string>
}

export interface Assignment {
  experiment: string
  variant: string
}

export interface ExperimentResult {
  assignments: Assignment[]
  settings: JsonObject
  popups: string[]
  hiddenPopups: string[]
  langs: Record<string, string>
}

/** The result for a visitor in no experiment: the site unchanged. */
export const NO_EXPERIMENTS: ExperimentResult = Object.freeze({
  assignments: [],
  settings: {},
  popups: [],
  hiddenPopups: [],
  langs: {},
}) as ExperimentResult
