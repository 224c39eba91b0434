/** Popup constants (visitor-layer.md sections 4, 7, 8 and 9). */

/** Section 9 "Modal z-index is 1100 and overlay z-index is 1000". */
export const POPUP_Z_INDEX = { modal: 1100, overlay: 1000 } as const

/** Section 9 "Popup submitted view for the lead form: closes after 5 seconds". */
export const LEAD_POPUP_CLOSE_SECONDS = 5

/** Section 9 "Mobile is a window width below 640 px". */
export const MOBILE_MAX_WIDTH_PX = 640

/** Section 7 "Browser storage": viewedPagesItems in local storage; the finished list's name is not shown. */
export const VIEWED_PAGES_STORAGE_KEY = 'viewedPagesItems'
export const FINISHED_POPUPS_STORAGE_KEY = 'finishedPopups'

/** Section 8 "Bad popup param rule". */
export const POPUP_PARAM_ERROR = 'Wrong param value in popup conditions'
/** Not in the spec: same treatment for a malformed ads-value rule or page pattern. */
export const POPUP_ADS_ERROR = 'Wrong ads value in popup conditions'
export const POPUP_PATTERN_ERROR = 'Wrong page pattern in popup conditions'

/** Keeps the local-storage list bounded; the oldest values are forgotten first. */
export const MAX_ITEMS_VIEWED = 200
