'use client'
import { useEffect, useRef } from 'react'
import { pendingWaits, type PopupEvent, type PopupState } from '@/domain/popups'

type Dispatch = (id: string, event: PopupEvent) => void
type Wait = { id: string; index: number; selector: string }

function safeMatches(target: Element, selector: string): boolean {
  try {
    return target.closest(selector) !== null
  } catch {
    return false
  }
}

function safeQuery(selector: string): Element | null {
  try {
    return document.querySelector(selector)
  } catch {
    return null
  }
}

/**
 * The runtime parts of popup conditions (visitor-layer.md section 3 "Popup condition"): timers in
 * seconds, an element that must be fully visible (tagQuery) and a click target (itemClicked).
 * Timers are reconciled by key, so a timer keeps running across navigations while its condition
 * still passes, and an unrelated event never restarts it. Elements and clicks belong to the page.
 */
export function usePageWaits(
  states: Record<string, PopupState>,
  version: number,
  pathname: string,
  dispatch: Dispatch,
): void {
  const timers = useRef(new Map<string, number>())

  useEffect(() => {
    const wanted = new Map<string, { id: string; index: number; seconds: number }>()
    for (const [id, state] of Object.entries(states)) {
      for (const wait of pendingWaits(state)) {
        if (typeof wait.timerSeconds === 'number' && wait.timerSeconds > 0)
          wanted.set(`${id}:${wait.conditionIndex}`, { id, index: wait.conditionIndex, seconds: wait.timerSeconds })
      }
    }
    for (const [key, handle] of timers.current) {
      if (!wanted.has(key)) {
        window.clearTimeout(handle)
        timers.current.delete(key)
      }
    }
    for (const [key, { id, index, seconds }] of wanted) {
      if (timers.current.has(key)) continue
      const handle = window.setTimeout(() => {
        timers.current.delete(key)
        dispatch(id, { type: 'timerElapsed', conditionIndex: index })
      }, seconds * 1000)
      timers.current.set(key, handle)
    }
  }, [states, version, dispatch])

  useEffect(() => {
    const all = timers.current
    return () => {
      for (const handle of all.values()) window.clearTimeout(handle)
      all.clear()
    }
  }, [])

  useEffect(() => {
    const tags: Wait[] = []
    const clicks: Wait[] = []
    for (const [id, state] of Object.entries(states)) {
      for (const wait of pendingWaits(state)) {
        if (wait.tagQuery) tags.push({ id, index: wait.conditionIndex, selector: wait.tagQuery })
        if (wait.itemClicked) clicks.push({ id, index: wait.conditionIndex, selector: wait.itemClicked })
      }
    }
    if (tags.length === 0 && clicks.length === 0) return

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return
      for (const click of clicks)
        if (safeMatches(event.target, click.selector))
          dispatch(click.id, { type: 'itemClicked', conditionIndex: click.index })
    }
    document.addEventListener('click', onClick, true)

    // "Fully visible": the whole element inside the viewport.
    const observed = new Map<Element, Wait[]>()
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (entry.intersectionRatio < 0.99) continue
                for (const tag of observed.get(entry.target) ?? [])
                  dispatch(tag.id, { type: 'tagVisible', conditionIndex: tag.index })
              }
            },
            { threshold: [0, 0.99, 1] },
          )
    const observeMissing = () => {
      for (const tag of tags) {
        const element = safeQuery(tag.selector)
        if (!element || observed.get(element)?.includes(tag)) continue
        observed.set(element, [...(observed.get(element) ?? []), tag])
        observer?.observe(element)
      }
    }
    observeMissing()
    // Streaming pages may add the element later.
    const poll = tags.length > 0 ? window.setInterval(observeMissing, 1000) : undefined
    return () => {
      document.removeEventListener('click', onClick, true)
      observer?.disconnect()
      if (poll !== undefined) window.clearInterval(poll)
    }
  }, [states, version, pathname, dispatch])
}
