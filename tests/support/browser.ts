/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags that
 * keep it off the closed network (../shared/STACK-NOTES.md). Each test takes a fresh context, so
 * cookies and logins never leak between tests.
 */
import { afterAll, beforeAll } from 'vitest'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS })
}

/**
 * The seeded popups (issue 8: user lead after 30 s, unlock inventory for leads, the $500 credit)
 * would open over pages under test; unless `builtInPopups: true`, a context starts with them in the
 * visitor's finished list, as a visitor who already answered them.
 */
const SEEDED_POPUP_IDS = ['unlock-inventory', 'user-lead', 'user-lead-phone-verification', 'credit-500-offer']

/**
 * Unless `consent: false`, the context starts with every cookie category accepted, as a visitor who
 * already clicked 'Accept all': the cookie banner then never covers the page under test and the
 * profile cookie is usable (visitor-layer.md section 4). tests/e2e/consent.e2e.test.ts opts out.
 */
export type ContextOptions = {
  mobile?: boolean
  consent?: boolean
  builtInPopups?: boolean
  viewport?: { width: number; height: number }
  /** The device's time zone (IANA), e.g. a shopper in Chicago booking at an Eastern store. */
  timezoneId?: string
  /** The browser's language (navigator.languages, Accept-Language), e.g. 'es-MX' for a reader of Spanish. */
  locale?: string
}

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  // `viewport` sets another screen size of the same kind (issue 21 measures a 412 x 900 phone).
  const context = await browser.newContext({
    ...(options.mobile
      ? {
          viewport: options.viewport ?? { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
        }
      : { viewport: options.viewport ?? { width: 1280, height: 900 } }),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  })
  if (options.builtInPopups !== true) {
    await context.addInitScript((ids: string[]) => {
      try {
        if (!window.localStorage.getItem('finishedPopups'))
          window.localStorage.setItem('finishedPopups', JSON.stringify(ids))
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    }, SEEDED_POPUP_IDS)
  }
  if (options.consent !== false) {
    const all = ['essential', 'functional', 'analytics', 'targeting']
    const profile = encodeURIComponent(JSON.stringify({ allowCookies: all, displayCookies: 'hide' }))
    await context.addCookies([
      { name: 'visitorProfile', value: profile, domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax' },
      {
        name: 'allowCookies',
        value: encodeURIComponent(all.join(',')),
        domain: '127.0.0.1',
        path: '/',
        secure: true,
        sameSite: 'Lax',
      },
    ])
  }
  return context
}

/**
 * The browser setup of an e2e file, in one line (`const chromium = useBrowser()`): one Chromium,
 * launched before the file's tests and closed after them. Each test takes a fresh context or page
 * from it, a visitor of its own (newContext above).
 */
export function useBrowser(): {
  browser: () => Browser
  context: (options?: ContextOptions) => Promise<BrowserContext>
  page: (options?: ContextOptions) => Promise<Page>
} {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  const launched = (): Browser => {
    if (!browser) throw new Error('the browser is launched in beforeAll')
    return browser
  }
  return {
    browser: launched,
    context: (options = {}) => newContext(launched(), options),
    page: async (options = {}) => (await newContext(launched(), options)).newPage(),
  }
}

/**
 * A slow phone's first seconds: the context's pages get their server HTML at once, but Next's
 * scripts only when the returned function is called, so a test can type and pick before React
 * takes the page over (decision 0295).
 */
export async function holdScripts(context: BrowserContext): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await context.route(/\/_next\/static\/.*\.js(\?.*)?$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
