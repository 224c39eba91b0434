/**
 * Toasts and the phone mask as a shopper sees them (visitor-layer.md sections 3, 5 and 9; decision
 * 0107): top-right with a 20 px offset, the severity shown, a close button, a 0.45 s leave, and the
 * phone placeholder from the default masking phone.
 */
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

describe('toasts (section 9)', () => {
  it('an error toast sits top-right 20 px from the edges, is closable and leaves with a 0.45 s animation', async () => {
    const context = await chromium.context()
    const page = await context.newPage()
    // The page's timers run on a clock the test holds once the toast is up: the leave (a 0.45 s
    // animation, then removal) is then read at leisure, not raced on a loaded machine.
    await page.clock.install()
    await page.goto(`${baseUrl}/contact-us`)
    expect(await page.getByLabel('Phone').first().getAttribute('placeholder')).toBe('+1 (999) 999-9999')
    await page.getByRole('button', { name: 'Send message' }).click()
    const toast = page.getByTestId('toast')
    await toast.waitFor()
    expect(await toast.getAttribute('data-severity')).toBe('error')
    expect(await toast.getAttribute('role')).toBe('alert')
    const viewport = page.viewportSize()!
    const region = (await page.locator('.toaster').boundingBox())!
    expect(Math.round(region.y)).toBe(20)
    expect(Math.round(viewport.width - (region.x + region.width))).toBe(20)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
    await page.getByRole('button', { name: /Close: Something went wrong/ }).click()
    const leaving = page.locator('.toast--leaving')
    await leaving.waitFor()
    expect(await leaving.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0.45s')
    // Still there just before the 0.45 s are up, gone just after.
    await page.clock.runFor(440)
    expect(await toast.count()).toBe(1)
    await page.clock.runFor(20)
    await toast.waitFor({ state: 'detached', timeout: 2000 })
    await context.close()
  })

  it('on a phone, Send pressed again on a form with mistakes shows its toast again instead of stacking another', async () => {
    const page = await chromium.page({ mobile: true })
    await page.goto(`${baseUrl}/contact-us`)
    const send = page.getByRole('button', { name: 'Send message' })
    const toasts = page.getByTestId('toast')
    for (let press = 1; press <= 3; press++) {
      // Mark the toast on screen, press again, and wait for a toast that is not the marked one.
      await toasts.evaluateAll((els) => els.forEach((el) => el.setAttribute('data-earlier', '')))
      await send.click()
      await page.locator('[data-testid="toast"]:not([data-earlier])').waitFor()
      expect(await toasts.count()).toBe(1)
      expect(await toasts.innerText()).toContain('Something went wrong')
    }
    await page.context().close()
  })
})
