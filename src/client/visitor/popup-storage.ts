import {
  addFinished,
  FINISHED_POPUPS_STORAGE_KEY,
  parseFinishedList,
  parseViewedPagesItems,
  popupStoragePolicy,
  VIEWED_PAGES_STORAGE_KEY,
  type PopupStoragePolicy,
  type ViewedPagesItems,
} from '@/domain/popups'
import { readConsentRecord } from './consent'
import type { ConsentCategory } from '@/domain/consent'

/**
 * Popup state in the browser (visitor-layer.md section 7 "Browser storage"; decision 0067):
 * viewedPagesItems and the first-shown times in local storage only with functional consent, else
 * in memory (they survive client-side navigation, not a reload); the finished list always in local
 * storage. Storage may be disabled (private mode): every access is guarded, memory is the fallback.
 */
export const FIRST_SHOWN_STORAGE_KEY = 'popupFirstShown'

const memory: { viewed: ViewedPagesItems; firstShown: Record<string, string>; finished: string[] } = {
  viewed: {},
  firstShown: {},
  finished: [],
}
let policy: PopupStoragePolicy = popupStoragePolicy(undefined)

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: memory keeps the value for this tab.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing stored, nothing to remove.
  }
}

function parseTimes(raw: unknown): Record<string, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** Applies a consent decision: refusing functional moves the browsing state out of local storage. */
export function applyPopupConsent(allowed: readonly ConsentCategory[] | undefined): void {
  policy = popupStoragePolicy(allowed ?? readConsentRecord().stored)
  if (policy.persistViewed) {
    memory.viewed = { ...parseViewedPagesItems(readJson(VIEWED_PAGES_STORAGE_KEY)), ...memory.viewed }
    memory.firstShown = { ...parseTimes(readJson(FIRST_SHOWN_STORAGE_KEY)), ...memory.firstShown }
    writeJson(VIEWED_PAGES_STORAGE_KEY, memory.viewed)
    writeJson(FIRST_SHOWN_STORAGE_KEY, memory.firstShown)
  } else {
    remove(VIEWED_PAGES_STORAGE_KEY)
    remove(FIRST_SHOWN_STORAGE_KEY)
  }
}

export function readViewed(): ViewedPagesItems {
  return policy.persistViewed
    ? parseViewedPagesItems(readJson(VIEWED_PAGES_STORAGE_KEY) ?? memory.viewed)
    : memory.viewed
}

export function writeViewed(viewed: ViewedPagesItems): void {
  memory.viewed = viewed
  if (policy.persistViewed) writeJson(VIEWED_PAGES_STORAGE_KEY, viewed)
}

export function readFirstShown(): Record<string, string> {
  return policy.persistViewed
    ? { ...memory.firstShown, ...parseTimes(readJson(FIRST_SHOWN_STORAGE_KEY)) }
    : memory.firstShown
}

/** Remembers the first time a popup was shown (for validHours); later showings keep the first time. */
export function recordFirstShown(id: string, now: Date): void {
  const times = readFirstShown()
  if (times[id]) return
  memory.firstShown = { ...times, [id]: now.toISOString() }
  if (policy.persistViewed) writeJson(FIRST_SHOWN_STORAGE_KEY, memory.firstShown)
}

export function readFinished(): string[] {
  const stored = parseFinishedList(readJson(FINISHED_POPUPS_STORAGE_KEY))
  return [...new Set([...stored, ...memory.finished])]
}

export function markFinished(id: string): void {
  memory.finished = addFinished(readFinished(), id)
  writeJson(FINISHED_POPUPS_STORAGE_KEY, memory.finished)
}
