/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags that
 * keep it off the closed network (../shared/STACK-NOTES.md). Each test takes a fresh context, so
 * cookies and logins never leak between tests.
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS })
}

export function newContext(browser: Browser, options: { mobile?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext(
    options.mobile
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  )
}
