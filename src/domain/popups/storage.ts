/**
 * Browser-storage shapes for popups (visitor-layer.md section 7 "Browser storage"): the
 * viewedPagesItems object in local storage and the persisted finished-popups list. Parsing is
 * defensive because anything may sit in local storage; bad entries are dropped, never thrown.
 */
import { MAX_ITEMS_VIEWED } from './constants'
import type { PageRuleState, ViewedPagesItems } from './types'

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Adds a finished popup id once (section 4 "never shown again"). */
export function addFinished(list: readonly string[], id: string): string[] {
  return list.includes(id) ? [...list] : [...list, id]
}

export function parseFinishedList(raw: unknown): string[] {
  if (!Array.isArray(raw)) return []
  return [...new Set(raw.filter((id): id is string => typeof id === 'string' && id !== ''))]
}

function parseRuleState(raw: unknown): PageRuleState | undefined {
  if (!isPlain(raw)) return undefined
  const count = raw.countVisits
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return undefined
  const items = Array.isArray(raw.itemsListViewed)
    ? raw.itemsListViewed.filter((v): v is string => typeof v === 'string')
    : []
  return {
    popupPageRuleAllowed: raw.popupPageRuleAllowed === true,
    countVisits: count,
    itemsListViewed: items.slice(-MAX_ITEMS_VIEWED),
  }
}

function parseLevel<T>(raw: unknown, parseChild: (value: unknown) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {}
  if (!isPlain(raw)) return out
  for (const [key, value] of Object.entries(raw)) {
    const child = parseChild(value)
    if (child !== undefined) out[key] = child
  }
  return out
}

export function parseViewedPagesItems(raw: unknown): ViewedPagesItems {
  return parseLevel(raw, (popup) => parseLevel(popup, (condition) => parseLevel(condition, parseRuleState)))
}
