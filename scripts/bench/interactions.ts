/**
 * Input to next paint of four interactions on a phone with the CPU slowed 4x (issue 40): ticking a
 * facet on the search page, swiping the vehicle page's gallery, opening the phone menu and typing in
 * the first field of a lead form. Each is a first visit in a fresh context (412 px, touch) whose
 * consent banner is accepted first, so that it neither covers the target nor counts. The page's own
 * Event Timing API (a PerformanceObserver of type `event`, durationThreshold 16) reports the
 * gesture's events; the longest interaction is the figure (scripts/bench/floor.ts).
 */
import type { Browser, CDPSession, Page } from 'playwright-core'
import { EVENT_THRESHOLD_MS, longestInteraction, type EventEntry, type Interaction } from './floor'

export const CPU_SLOWDOWN = 4
const PHONE = { width: 412, height: 823 }

export type InteractionSpec = {
  name: string
  path: string
  /** Brings the page to the moment before the gesture (hydrated, panel open...). */
  prepare: (page: Page) => Promise<void>
  /** The gesture itself, and the wait for what it shows. */
  act: (page: Page, cdp: CDPSession) => Promise<void>
}

/** The four interactions of issue 40 on the pages the bench measures. */
export function interactionSpecs(paths: { search: string; vehicle: string; form: string }): InteractionSpec[] {
  return [
    {
      name: 'ticking a facet',
      path: paths.search,
      prepare: async (page) => {
        // On a phone the filter panel is folded: opened first (its own tap is not the one measured).
        await page.locator('details.filters[data-mounted]').waitFor({ state: 'attached' })
        await page.locator('.filters__summary').tap()
        await page.locator('.filters__body').waitFor({ state: 'visible' })
      },
      act: async (page) => {
        const before = page.url()
        await page.locator('.filters__body a.facet__link').filter({ visible: true }).first().tap()
        await page.waitForURL((url) => url.href !== before, { timeout: 30_000 })
      },
    },
    {
      name: 'swiping the gallery',
      path: paths.vehicle,
      prepare: async (page) => {
        await page
          .locator('.gallery__track')
          .evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }))
      },
      act: async (page, cdp) => {
        const box = await page.locator('.gallery__track').boundingBox()
        if (!box) throw new Error('the gallery has no box')
        // A finger's drag as raw touch events (Chromium's synthetic gestures do not reach a nested scroller).
        const y = Math.round(box.y + box.height / 2)
        const from = Math.round(box.x + box.width * 0.85)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] })
        for (let step = 1; step <= 10; step++)
          await cdp.send('Input.dispatchTouchEvent', {
            type: 'touchMove',
            touchPoints: [{ x: from - Math.round((box.width * 0.7 * step) / 10), y }],
          })
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
        await page.waitForFunction(
          () => document.querySelector('.gallery__count')?.textContent?.startsWith('2 '),
          null,
          {
            timeout: 30_000,
          },
        )
      },
    },
    {
      name: 'opening the phone menu',
      path: '/',
      prepare: async (page) => {
        await page.locator('.mobile-nav[data-mounted="true"]').waitFor({ state: 'attached' })
      },
      act: async (page) => {
        await page.locator('.mobile-nav__toggle').tap()
        await page.locator('.mobile-nav[data-open="true"]').waitFor({ state: 'attached' })
      },
    },
    {
      name: 'typing in the first field of a lead form',
      path: paths.form,
      prepare: async (page) => {
        // Focus without a tap: the keystrokes are what is measured.
        await page.locator('main form').first().getByRole('textbox').first().focus()
      },
      act: async (page) => {
        await page.keyboard.type('Sam Shopper', { delay: 120 })
      },
    },
  ]
}

/** Starts collecting Event Timing entries; returns the page's clock at that moment. */
function observeEvents(page: Page): Promise<number> {
  return page.evaluate((threshold) => {
    const w = window as unknown as { __benchEvents: unknown[] }
    w.__benchEvents = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[])
        w.__benchEvents.push({
          name: e.name,
          startTime: e.startTime,
          duration: e.duration,
          interactionId: (e as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0,
        })
    }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit)
    return performance.now()
  }, EVENT_THRESHOLD_MS)
}

/** The consent banner's primary button (accept, or close and continue), if the banner shows. */
async function acceptConsent(page: Page): Promise<void> {
  const banner = page.getByTestId('consent-banner')
  try {
    await banner.waitFor({ state: 'visible', timeout: 15_000 })
  } catch {
    return
  }
  await banner.locator('.consent-button--primary').tap()
  await banner.waitFor({ state: 'detached', timeout: 30_000 })
}

export async function measureInteraction(
  browser: Browser,
  baseUrl: string,
  spec: InteractionSpec,
): Promise<Interaction> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${baseUrl}${spec.path}`, { waitUntil: 'load', timeout: 120_000 })
    await acceptConsent(page)
    await page.waitForLoadState('networkidle')
    await spec.prepare(page)
    // Work left from the load or the preparation settles before the gesture.
    await page.waitForTimeout(1500)
    const since = await observeEvents(page)
    await spec.act(page, cdp)
    // Entries are queued after the next paint: a second on the slowed CPU lets the last arrive.
    await page.waitForTimeout(1500)
    const entries = await page.evaluate(() => (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents)
    return longestInteraction(entries, since)
  } finally {
    await context.close()
  }
}
