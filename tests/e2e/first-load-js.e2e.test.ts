/**
 * Issue 9 ("Speed"): what the search and vehicle pages download before the visitor does anything
 * (decision 0120). The form validator (zod with libphonenumber) is fetched when a form needs it,
 * not with the page; the search page does not download the vehicle page's widgets (both are one
 * route); the vehicle page's test drive scheduler is fetched as the visitor goes to it, and still
 * validates with the shared schema. The header search's suggestions (issue 38, decision 0333) are
 * in no page's first load and not fetched at all until the search box takes the focus.
 * `npm run bench -- --only js` reports the sizes.
 */
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { firstVehiclePath } from '../support/inventory'
import { scriptUrlsInHtml, SUGGESTIONS_MARKER } from '../../scripts/bench/first-load-js'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
let vdp: string

/** Strings only found in the code they name (error class names, class names our components render). */
const MARKERS = {
  validator: ['ZodError', 'libphonenumber'],
  vdpWidgets: ['test-drive__step', 'pricing-wizard', 'payment-panel'],
  /** The tracker loader, one of the root shell's parts that draw nothing and load after hydration (decision 0123). */
  trackerLoader: ['googletagmanager'],
  /** The header search's suggestion code, fetched on the search box's first focus. */
  suggestions: [SUGGESTIONS_MARKER],
  /** The message catalog's keys (src/i18n/messages), which only the server reads (decision 0341). */
  catalog: ['chrome.skip-link', 'language.note.link'],
  /** The consent texts' shipped copy (src/domain/consent/texts.ts); the page has the editors' texts. */
  consentCopy: ['Choose which cookies we may use.'],
  /** The open price's two widgets: the payment sliders and the out-the-door figure. */
  paymentPanel: ['payment-panel__slider'],
  outTheDoor: ['otd__figure'],
  /** Words the cards, hearts and Compare buttons show, which reach them as props (issue 39). */
  shopperWords: ['Saving vehicles needs functional cookies', 'Photo coming soon', 'Para guardar vehículos'],
  /** Three more of the invisible parts: the page-view tracker, click-to-call and the suggestions' loader. */
  pageView: ["'page-view'", '"page-view"'],
  clickToCall: ['a[href^="tel:"]'],
  suggestionsLoader: ['site-search-q'],
} as const

type Script = { url: string; text: string; gzipBytes: number }

/** Opens `path` in a fresh phone-sized context; the scripts the HTML names, as loaded. */
async function openCold(
  path: string,
): Promise<{ page: Page; initial: () => Promise<Script[]>; all: () => Promise<Script[]> }> {
  const context = await chromium.context({ mobile: true })
  const page = await context.newPage()
  const loaded: Array<Promise<Script | null>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    loaded.push(
      response.body().then(
        (body) => ({ url: response.url(), text: body.toString('utf8'), gzipBytes: gzipSync(body).byteLength }),
        () => null,
      ),
    )
  })
  const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
  const named = scriptUrlsInHtml((await document?.text()) ?? '', `${baseUrl}${path}`)
  await page.waitForLoadState('networkidle')
  const all = async () => (await Promise.all(loaded)).filter((s) => s !== null)
  return { page, all, initial: async () => (await all()).filter((s) => named.has(s.url)) }
}

function carrying(scripts: Script[], markers: readonly string[]): string[] {
  return scripts.flatMap((s) =>
    markers.filter((m) => s.text.includes(m)).map((m) => `${new URL(s.url).pathname} (${m})`),
  )
}

beforeAll(async () => {
  vdp = await firstVehiclePath(baseUrl)
  expect(vdp).not.toBe('')
})

describe('first-load JavaScript of the search and vehicle pages', () => {
  it('the search page downloads neither the form validator nor the vehicle page widgets', async () => {
    const { page, initial, all } = await openCold('/cars-for-sale')
    try {
      const first = await initial()
      expect(first.length).toBeGreaterThan(0)
      expect(carrying(first, MARKERS.validator)).toEqual([])
      expect(carrying(await all(), MARKERS.vdpWidgets)).toEqual([])
    } finally {
      await page.context().close()
    }
  })

  it("the shell's invisible parts (here the tracker loader) are not in the first load, and still load after it", async () => {
    const { page, initial, all } = await openCold('/cars-for-sale')
    try {
      expect(carrying(await initial(), MARKERS.trackerLoader)).toEqual([])
      // Its chunk is asked for once the page has hydrated. On a loaded machine hydration is one long
      // task without network, so the network can fall idle before that request goes out: wait for it.
      await expect.poll(async () => carrying(await all(), MARKERS.trackerLoader).length).toBeGreaterThan(0)
    } finally {
      await page.context().close()
    }
  })

  it("no page loads the header search's suggestions until the search box takes the focus; a focus fetches them", async () => {
    for (const path of ['/', '/cars-for-sale', vdp]) {
      const { page, initial, all } = await openCold(path)
      try {
        expect(carrying(await initial(), MARKERS.suggestions), path).toEqual([])
        // Hydrated and idle, the shell's invisible parts loaded: still not fetched.
        await expect.poll(async () => carrying(await all(), MARKERS.trackerLoader).length).toBeGreaterThan(0)
        expect(carrying(await all(), MARKERS.suggestions), path).toEqual([])
        if (path !== '/cars-for-sale') continue
        await page.getByRole('combobox', { name: 'Search inventory' }).tap()
        await expect.poll(async () => carrying(await all(), MARKERS.suggestions).length).toBeGreaterThan(0)
      } finally {
        await page.context().close()
      }
    }
  })

  it('the vehicle page downloads the validator and the test drive scheduler only when the visitor goes to them', async () => {
    const { page, initial, all } = await openCold(vdp)
    try {
      expect(carrying(await initial(), MARKERS.validator)).toEqual([])
      // Below the fold on a phone: the scheduler's place is held by a loading line until the visitor scrolls there.
      expect(carrying(await all(), ['test-drive__step'])).toEqual([])
      await page.getByRole('link', { name: 'Schedule a test drive' }).click()
      const scheduler = page.getByRole('region', { name: 'Schedule a test drive' })
      await scheduler.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().click()
      await scheduler
        .getByRole('group', { name: /^Choose a time on / })
        .getByRole('button')
        .first()
        .click()
      // The shared schema arrives with the submit: the spec's messages, as before (site.md section 5).
      await scheduler.getByRole('button', { name: 'Confirm test drive' }).click()
      await scheduler.getByText('Enter your first name.').waitFor()
    } finally {
      await page.context().close()
    }
  })

  it('no page downloads the message catalog or the consent texts’ shipped copy (decision 0341)', async () => {
    for (const path of ['/', '/cars-for-sale', vdp]) {
      const { page, all } = await openCold(path)
      try {
        await expect.poll(async () => carrying(await all(), MARKERS.trackerLoader).length).toBeGreaterThan(0)
        const scripts = await all()
        expect(carrying(scripts, MARKERS.catalog), path).toEqual([])
        expect(carrying(scripts, MARKERS.consentCopy), path).toEqual([])
      } finally {
        await page.context().close()
      }
    }
  })

  it('a Spanish page loads at most 5 kB more script than its English twin, and no page carries the cards’ words (issue 39)', async () => {
    const sizes: string[] = []
    for (const path of ['/', '/cars-for-sale', vdp]) {
      const bytes: number[] = []
      for (const localized of [path, `/es${path === '/' ? '' : path}`]) {
        const { page, initial, all } = await openCold(localized)
        try {
          bytes.push((await initial()).reduce((sum, s) => sum + s.gzipBytes, 0))
          expect(carrying(await all(), MARKERS.shopperWords), localized).toEqual([])
        } finally {
          await page.context().close()
        }
      }
      const [english, spanish] = bytes
      sizes.push(`${path}: ${(english / 1024).toFixed(1)} kB, /es ${(spanish / 1024).toFixed(1)} kB`)
      expect(spanish - english, path).toBeLessThanOrEqual(5 * 1024)
    }
    console.log(`[first-load js] ${sizes.join('; ')}`)
  })

  it('the tracker loader, page-view tracker, click-to-call and suggestions loader come in one file, and so do the open price’s two widgets (decision 0341)', async () => {
    const { page, all } = await openCold(vdp)
    try {
      await expect.poll(async () => carrying(await all(), MARKERS.trackerLoader).length).toBeGreaterThan(0)
      const scripts = await all()
      const files = (markers: readonly string[]) => new Set(carrying(scripts, markers).map((hit) => hit.split(' ')[0]))
      expect([...files(MARKERS.trackerLoader)]).toHaveLength(1)
      expect(files(MARKERS.pageView)).toEqual(files(MARKERS.trackerLoader))
      expect(files(MARKERS.clickToCall)).toEqual(files(MARKERS.trackerLoader))
      expect(files(MARKERS.suggestionsLoader)).toEqual(files(MARKERS.trackerLoader))
      expect([...files(MARKERS.paymentPanel)]).toHaveLength(1)
      expect(files(MARKERS.outTheDoor)).toEqual(files(MARKERS.paymentPanel))
    } finally {
      await page.context().close()
    }
  })
})
