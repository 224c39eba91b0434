/**
 * Popup lifecycle as a pure state machine (visitor-layer.md sections 2, 4 and 9).
 *
 *   inactive --(a candidate condition fully satisfied [+ button triggered])--> active
 *   active --close / allowed dismiss--> inactive
 *   active --submit, no submitted step--> finished        effects: close, markFinished
 *   active --submit, submitted step--> submitted          effects: sendEmail?, trackEvent?,
 *            markFinished, then redirect | close (-> finished) | closeAfter(timeoutClose) | none
 *   submitted --close--> finished (terminal: every event is ignored)
 *
 * "Fully satisfied" = targeting passed the static parts ('evaluated' event, see targeting.ts) and
 * the runtime parts reported in: timer elapsed, tagQuery element fully visible, itemClicked
 * clicked. A popup with a button stays hidden until the button is triggered; the button is offered
 * only while a condition is satisfied (showButton). Closing a button popup keeps its progress so
 * the button can reopen it; closing any other popup clears progress until the next evaluation.
 * Submitting always finishes the popup (it joins the persisted finished list): the submitted view
 * is only its thank-you state. An elapsed timer survives re-evaluation (navigation); a tag or
 * click is page-bound and must happen again.
 */
import { closeAllowed } from './display'
import type { PopupCondition, PopupDefinition, PopupSubmitPayload } from './types'

export type PopupStatus = 'inactive' | 'active' | 'submitted' | 'finished'

/** true = that runtime part is satisfied (or the condition has none). */
export interface ConditionProgress {
  index: number
  timer: boolean
  tag: boolean
  click: boolean
}

export interface PopupState {
  popup: PopupDefinition
  status: PopupStatus
  progress: ConditionProgress[]
  buttonTriggered: boolean
}

export type PopupEvent =
  | { type: 'evaluated'; conditionIndexes: readonly number[] }
  | { type: 'timerElapsed'; conditionIndex: number }
  | { type: 'tagVisible'; conditionIndex: number }
  | { type: 'itemClicked'; conditionIndex: number }
  | { type: 'buttonTriggered' }
  | { type: 'dismiss'; via: 'closeButton' | 'escape' | 'outside' }
  | { type: 'close' }
  | { type: 'submit'; payload?: PopupSubmitPayload }

export type PopupEffect =
  | { type: 'sendEmail'; template: string; payload?: PopupSubmitPayload }
  | { type: 'trackEvent'; name: string; payload?: PopupSubmitPayload }
  | { type: 'markFinished'; id: string }
  | { type: 'redirect'; url: string }
  | { type: 'close' }
  | { type: 'closeAfter'; seconds: number }

export interface PopupTransition {
  state: PopupState
  effects: PopupEffect[]
}

export interface PendingWait {
  conditionIndex: number
  timerSeconds?: number
  tagQuery?: string
  itemClicked?: string
}

const hasTimer = (c: PopupCondition): boolean => typeof c.timer === 'number' && c.timer > 0

export function initialPopupState(popup: PopupDefinition): PopupState {
  return { popup, status: 'inactive', progress: [], buttonTriggered: false }
}

export function isSatisfied(state: PopupState): boolean {
  return state.progress.some((p) => p.timer && p.tag && p.click)
}

export function isVisible(state: PopupState): boolean {
  return state.status === 'active' || state.status === 'submitted'
}

/** The floating button shows while a condition is satisfied and the popup is closed. */
export function showButton(state: PopupState): boolean {
  return state.popup.button !== undefined && state.status === 'inactive' && isSatisfied(state)
}

/** What the browser runtime must still watch for (timers to start, elements to observe). */
export function pendingWaits(state: PopupState): PendingWait[] {
  if (state.status !== 'inactive') return []
  return state.progress
    .filter((p) => !(p.timer && p.tag && p.click))
    .map((p) => {
      const c = state.popup.conditions[p.index]
      return {
        conditionIndex: p.index,
        ...(p.timer ? {} : { timerSeconds: c.timer }),
        ...(p.tag ? {} : { tagQuery: c.tagQuery }),
        ...(p.click ? {} : { itemClicked: c.itemClicked }),
      }
    })
}

function activate(state: PopupState): PopupState {
  const ready = isSatisfied(state) && (state.popup.button === undefined || state.buttonTriggered)
  return state.status === 'inactive' && ready ? { ...state, status: 'active' } : state
}

function evaluated(state: PopupState, indexes: readonly number[]): PopupState {
  const { conditions } = state.popup
  const progress = [...new Set(indexes)]
    .filter((index) => Number.isInteger(index) && index >= 0 && index < conditions.length)
    .map((index) => {
      const c = conditions[index]
      const previous = state.progress.find((p) => p.index === index)
      return { index, timer: !hasTimer(c) || previous?.timer === true, tag: !c.tagQuery, click: !c.itemClicked }
    })
  return activate({ ...state, progress })
}

function mark(state: PopupState, index: number, part: 'timer' | 'tag' | 'click'): PopupState {
  if (!state.progress.some((p) => p.index === index)) return state
  return activate({ ...state, progress: state.progress.map((p) => (p.index === index ? { ...p, [part]: true } : p)) })
}

function close(state: PopupState): PopupTransition {
  if (state.status === 'submitted') return { state: { ...state, status: 'finished' }, effects: [] }
  if (state.status !== 'active') return { state, effects: [] }
  const progress = state.popup.button === undefined ? [] : state.progress
  return { state: { ...state, status: 'inactive', buttonTriggered: false, progress }, effects: [] }
}

function submit(state: PopupState, payload: PopupSubmitPayload | undefined): PopupTransition {
  const { popup } = state
  const finished: PopupEffect = { type: 'markFinished', id: popup.id }
  const step = popup.submitted
  if (!step) return { state: { ...state, status: 'finished' }, effects: [{ type: 'close' }, finished] }

  const effects: PopupEffect[] = []
  if (step.EMAIL) effects.push({ type: 'sendEmail', template: step.EMAIL, payload })
  if (step.trackEvent) effects.push({ type: 'trackEvent', name: step.trackEvent, payload })
  effects.push(finished)
  if (step.redirect) effects.push({ type: 'redirect', url: step.redirect })
  else if (step.close) return { state: { ...state, status: 'finished' }, effects: [...effects, { type: 'close' }] }
  else if (typeof step.timeoutClose === 'number' && step.timeoutClose > 0) {
    effects.push({ type: 'closeAfter', seconds: step.timeoutClose })
  }
  return { state: { ...state, status: 'submitted' }, effects }
}

export function popupReducer(state: PopupState, event: PopupEvent): PopupTransition {
  const same: PopupTransition = { state, effects: [] }
  if (state.status === 'finished') return same
  switch (event.type) {
    case 'evaluated':
      return state.status === 'inactive' ? { state: evaluated(state, event.conditionIndexes), effects: [] } : same
    case 'timerElapsed':
      return state.status === 'inactive' ? { state: mark(state, event.conditionIndex, 'timer'), effects: [] } : same
    case 'tagVisible':
      return state.status === 'inactive' ? { state: mark(state, event.conditionIndex, 'tag'), effects: [] } : same
    case 'itemClicked':
      return state.status === 'inactive' ? { state: mark(state, event.conditionIndex, 'click'), effects: [] } : same
    case 'buttonTriggered':
      return showButton(state) ? { state: activate({ ...state, buttonTriggered: true }), effects: [] } : same
    case 'dismiss':
      return closeAllowed(state.popup) ? close(state) : same
    case 'close':
      return close(state)
    case 'submit':
      return state.status === 'active' ? submit(state, event.payload) : same
  }
}
