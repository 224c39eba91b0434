/**
 * The root shell and layouts (visitor-layer.md section 2, "Root shell"; site.md section 2): the page
 * loading bar during client-side navigations, the minimal layout of the questionnaire step, and
 * the search pages' robots meta agreeing with the filters sitemap source ("Page metadata").
 */
import { describe, expect, inject, it } from 'vitest'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { formatSearchUrl } from '@/domain/inventory'
import { keepGlobals } from '../support/keep-globals'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['finance-settings'])
const chromium = useBrowser()

/**
 * The bar listens for clicks once the page is hydrated, which can come after the load event (the
 * shell's invisible parts load after it, decision 0123); a click before that is a full page load.
 */
async function barListening(page: Page): Promise<void> {
  await page.locator('.page-loading-bar[data-ready="true"]').waitFor({ state: 'attached' })
}

/** Holds every React Server Component response (client navigations and prefetches) for `ms`: a slow network. */
async function slowNavigations(page: Page, ms: number): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc'] === '1') await new Promise((r) => setTimeout(r, ms))
    await route.continue().catch(() => undefined)
  })
}

describe('page loading bar (visitor-layer.md section 2)', () => {
  it('appears during a slow client-side navigation, marks the page busy, and disappears after', async () => {
    const page = await chromium.page()
    await page.goto(`${baseUrl}/our-company`)
    await barListening(page)
    const bar = page.getByRole('progressbar', { name: 'Loading page' })
    expect(await bar.count()).toBe(0)
    await slowNavigations(page, 2500)
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click()
    await bar.waitFor({ state: 'visible', timeout: 5000 })
    expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('3px')
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true')
    expect(new URL(page.url()).pathname).toBe('/our-company') // still on the old page: the bar is the only sign of progress
    await page.waitForURL(`${baseUrl}/legal/privacy-policy`, { timeout: 20_000 })
    await bar.waitFor({ state: 'hidden', timeout: 5000 })
    expect(await page.locator('main').getAttribute('aria-busy')).toBeNull()
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor()
    await page.context().close()
  })

  it('stays still for visitors who prefer reduced motion', async () => {
    const page = await chromium.page()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${baseUrl}/our-company`)
    await barListening(page)
    await slowNavigations(page, 2500)
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Cookie Policy' }).click()
    const bar = page.getByRole('progressbar', { name: 'Loading page' })
    await bar.waitFor({ state: 'visible', timeout: 5000 })
    const style = await bar.evaluate((el) => ({
      animation: getComputedStyle(el).animationName,
      transform: getComputedStyle(el).transform,
    }))
    expect(style).toEqual({ animation: 'none', transform: 'matrix(1, 0, 0, 1, 0, 0)' })
    await page.waitForURL(`${baseUrl}/legal/cookie-policy`, { timeout: 20_000 })
    await bar.waitFor({ state: 'hidden', timeout: 5000 })
    await page.context().close()
  })
})

describe('minimal layout (site.md section 2)', () => {
  it('shows the questionnaire step without the site menus and footer, and /sell-trade-my-car with them', async () => {
    const page = await chromium.page()
    await page.goto(`${baseUrl}/sell-trade-my-car`)
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1)
    expect(await page.getByRole('navigation', { name: 'Footer' }).count()).toBe(1)
    expect(await page.getByRole('search').count()).toBe(1)

    await page.getByRole('link', { name: 'Get my instant offer' }).click()
    await page.waitForURL(/\/sell-trade-my-car\/your-vehicle$/)
    await page.getByText(/^Step 1 of \d+$/).waitFor()
    expect(await page.locator('body').getAttribute('data-site-layout')).toBe('minimal')
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Footer' }).count()).toBe(0)
    expect(await page.getByRole('search').count()).toBe(0)
    expect(await page.locator('.site-footer').count()).toBe(0)
    // Logo home, a way out of the questionnaire, and the privacy policy stay.
    expect(await page.getByRole('banner').locator('a.site-header__brand').getAttribute('href')).toBe('/')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/legal/privacy-policy',
    )
    await page.getByRole('link', { name: 'Exit the questionnaire' }).click()
    await page.waitForURL(`${baseUrl}/sell-trade-my-car`)
    await page.getByRole('navigation', { name: 'Main' }).waitFor()
    await page.context().close()
  })
})

describe('apply for financing layout (site.md section 2)', () => {
  it('is the default layout with pre-approval enabled and the minimal one without', async () => {
    const jwt = await staffToken(baseUrl, 'manager')
    const setPreApproval = async (on: boolean) => {
      const res = await fetch(`${baseUrl}/api/globals/finance-settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staffAuthHeaders(jwt) },
        body: JSON.stringify({ preApprovalEnabled: on }),
      })
      expect(res.status).toBe(200)
    }
    const page = await chromium.page()
    await page.goto(`${baseUrl}/auto-financing/apply-for-financing`)
    await page.getByRole('heading', { level: 1, name: 'Get Pre-Approved' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1)
    expect(await page.getByRole('navigation', { name: 'Footer' }).count()).toBe(1)
    await setPreApproval(false)
    try {
      await expect
        .poll(
          async () => {
            await page.goto(`${baseUrl}/auto-financing/apply-for-financing`)
            return page.locator('body').getAttribute('data-site-layout')
          },
          { timeout: 15_000 },
        )
        .toBe('minimal')
      await page.getByRole('heading', { level: 1, name: 'Apply for Financing' }).waitFor()
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
      expect(await page.getByRole('navigation', { name: 'Footer' }).count()).toBe(0)
    } finally {
      await setPreApproval(true)
    }
    await page.context().close()
  })
})

describe('search page robots and the filters sitemap (visitor-layer.md section 2)', () => {
  const robotsOf = (html: string) => html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? ''
  const isIndex = (content: string) =>
    content
      .split(',')
      .map((d) => d.trim())
      .includes('index')
  const isNoindex = (content: string) =>
    content
      .split(',')
      .map((d) => d.trim())
      .includes('noindex')

  it('indexes every page the filters source lists, and no filtered page it leaves out', async () => {
    const listed = (
      (await (await fetch(`${baseUrl}/api/___sitemaps___/filters?without=1`)).json()) as Array<{ loc: string }>
    ).map((e) => e.loc)
    expect(listed.length).toBeGreaterThan(20)
    const wrong: string[] = []
    // Four at a time: the machine runs other suites too.
    for (let i = 0; i < listed.length; i += 4) {
      await Promise.all(
        listed.slice(i, i + 4).map(async (loc) => {
          const res = await fetch(baseUrl + loc, { redirect: 'manual' })
          const robots = robotsOf(await res.text())
          if (res.status !== 200 || !isIndex(robots)) wrong.push(`${loc}: ${res.status} ${robots}`)
        }),
      )
    }
    expect(wrong).toEqual([])

    const make = listed
      .find(
        (l) =>
          /^\/cars-for-sale\/[a-z0-9-]+$/.test(l) &&
          !l.endsWith('/suvs') &&
          !/\/(sedans|wagons|coupes|convertibles|hatchbacks|trucks|minivans|commercial)$/.test(l),
      )!
      .split('/')[2]
    for (const unlisted of [
      formatSearchUrl({ bodystyle: 'suvs', make }),
      formatSearchUrl({ price: { max: 15000 } }),
      formatSearchUrl({ make, year: { min: 2015 } }),
      '/cars-for-sale/suvs?sort=price',
      '/affordable-used-cars-for-sale-quad-cities?mileage=null,85000',
    ]) {
      expect(listed, unlisted).not.toContain(unlisted)
      const res = await fetch(baseUrl + unlisted, { redirect: 'manual' })
      expect(res.status, unlisted).toBe(200)
      expect(isNoindex(robotsOf(await res.text())), unlisted).toBe(true)
    }
  })
})

describe('site icons and the web app manifest (public/, decision 0237)', () => {
  const TYPES: Record<string, string[]> = {
    ico: ['image/x-icon', 'image/vnd.microsoft.icon'],
    svg: ['image/svg+xml'],
    png: ['image/png'],
    webmanifest: ['application/manifest+json'],
  }
  /** The status and the media type a URL answers with, checked against its extension. */
  async function served(url: string): Promise<string> {
    const res = await fetch(url)
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
    const extension = new URL(url).pathname.split('.').pop() ?? ''
    return `${res.status} ${TYPES[extension]?.includes(type) ? 'typed' : `untyped (${type})`}`
  }

  it('links each from the head of every layout, and each answers 200 with its own content type', async () => {
    const links = new Set<string>()
    // The default layout, the minimal one and the apply-for-financing root layout (decisions 0042, 0053).
    for (const path of ['/', '/sell-trade-my-car/your-vehicle', '/auto-financing/apply-for-financing']) {
      const head = (await (await fetch(baseUrl + path)).text()).split('</head>')[0]
      const rels = [...head.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /rel="(icon|apple-touch-icon|manifest)"/.test(tag))
      expect(rels.map((tag) => /rel="([^"]+)"/.exec(tag)?.[1]).sort(), path).toEqual([
        'apple-touch-icon',
        'icon',
        'icon',
        'manifest',
      ])
      for (const tag of rels) links.add(new URL(/href="([^"]+)"/.exec(tag)![1], baseUrl).href)
    }
    const manifestUrl = [...links].find((href) => href.endsWith('.webmanifest'))!
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      name: string
      start_url: string
      icons: Array<{ src: string; sizes: string }>
    }
    expect(manifest.name).toBe('Midwest Motor Group')
    expect(manifest.start_url).toBe('/')
    for (const icon of manifest.icons) links.add(new URL(icon.src, baseUrl).href)
    expect(links.size).toBe(6)
    const answers = Object.fromEntries(
      await Promise.all([...links].map(async (href) => [new URL(href).pathname, await served(href)])),
    )
    expect(answers).toEqual({
      '/favicon.ico': '200 typed',
      '/icon.svg': '200 typed',
      '/apple-touch-icon.png': '200 typed',
      '/manifest.webmanifest': '200 typed',
      '/icon-192.png': '200 typed',
      '/icon-512.png': '200 typed',
    })
  })
})
