/**
 * The site in Spanish (issue 39, phase 1: the catalog, the routing and the chrome), from where a
 * shopper starts: the English home. The switcher in the header leads to the same page under /es,
 * whose shell speaks Spanish and says so (`<html lang>`, hreflang alternates, its own canonical);
 * the choice is remembered only under functional consent; a browser that prefers Spanish is offered
 * the Spanish page in a note and never redirected; the page cache never gives a Spanish visitor an
 * English page, nor the reverse, whichever of them asked first.
 */
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser, type ContextOptions } from '../support/browser'
import { firstVehiclePath } from '../support/inventory'
import { xsdProblems } from '../support/xml-validation'
import { audit } from '../support/axe'
import { hydrated, openPage } from '../support/hydrated'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
const contexts: BrowserContext[] = []

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
})

async function visitor(options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.context(options)
  contexts.push(context)
  return { context, page: await context.newPage() }
}

/** A visitor who decided with functional cookies refused (essential only). */
async function withoutFunctional(): Promise<{ context: BrowserContext; page: Page }> {
  const v = await visitor({ consent: false })
  const allowed = ['essential']
  const cookie = (name: string, value: string) => ({
    name,
    value,
    domain: '127.0.0.1',
    path: '/',
    secure: true,
    sameSite: 'Lax' as const,
  })
  await v.context.addCookies([
    cookie('visitorProfile', encodeURIComponent(JSON.stringify({ allowCookies: allowed, displayCookies: 'hide' }))),
    cookie('allowCookies', encodeURIComponent(allowed.join(','))),
  ])
  return v
}

const open = (page: Page, path: string) => openPage(page, baseUrl, path)

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang)
const href = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const link = document.querySelector<HTMLLinkElement>(s)
    return link ? new URL(link.href).pathname : null
  }, selector)
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value

describe('the Spanish site (issue 39)', () => {
  it('a shopper on the English home switches to Español and stays in Spanish', async () => {
    const { context, page } = await visitor()
    await open(page, '/')
    expect(await lang(page)).toBe('en')
    await hydrated(page)
    const header = page.getByRole('banner')
    await header.getByRole('link', { name: 'Español' }).click()
    await page.waitForURL(`${baseUrl}/es`)
    expect(await lang(page)).toBe('es')
    // The chrome in Spanish: skip link, search, footer; the menu leads to Spanish pages.
    expect(await page.locator('.skip-link').first().textContent()).toBe('Ir al contenido')
    expect(await page.locator('input[name="q"]').getAttribute('placeholder')).toBe('Buscar por marca, modelo…')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Configuración de cookies' }).count()).toBe(1)
    const menuLinks = await page
      .getByRole('navigation', { name: 'Principal' })
      .locator('a[href^="/"]:not([data-language-switcher])')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(menuLinks.length).toBeGreaterThan(0)
    expect(
      menuLinks.filter((h) => !h?.startsWith('/es')),
      'menu links outside /es',
    ).toEqual([])
    // Its own canonical and the three alternates.
    expect(await href(page, 'link[rel="canonical"]')).toBe('/es')
    expect(await href(page, 'link[rel="alternate"][hreflang="en"]')).toBe('/')
    expect(await href(page, 'link[rel="alternate"][hreflang="es"]')).toBe('/es')
    expect(await href(page, 'link[rel="alternate"][hreflang="x-default"]')).toBe('/')
    // Remembered: this visitor allows functional cookies.
    expect(await cookie(context, 'siteLocale')).toBe('es')

    // On through the menu's own links: a search page and a vehicle page, still Spanish.
    await open(page, '/es/cars-for-sale')
    expect(await lang(page)).toBe('es')
    expect(await href(page, 'link[rel="canonical"]')).toBe('/es/cars-for-sale')
    expect(await href(page, 'link[rel="alternate"][hreflang="en"]')).toBe('/cars-for-sale')
    const vdp = await firstVehiclePath(baseUrl)
    await open(page, `/es${vdp}`)
    expect(await lang(page)).toBe('es')
    expect(await href(page, 'link[rel="canonical"]')).toBe(`/es${vdp}`)
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' })
    expect(await crumbs.getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/es')

    // And back: the footer's switcher names English, and the English page is English again.
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`${baseUrl}${vdp}`)
    expect(await lang(page)).toBe('en')
    expect(await href(page, 'link[rel="canonical"]')).toBe(vdp)
    expect(await cookie(context, 'siteLocale')).toBe('en')
  })

  it('keeps no language cookie without functional consent', async () => {
    const { context, page } = await withoutFunctional()
    await open(page, '/contact-us')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
    await page.waitForURL(`${baseUrl}/es/contact-us`)
    expect(await lang(page)).toBe('es')
    expect(await cookie(context, 'siteLocale')).toBeUndefined()
  })

  it('withdrawing functional consent forgets the language', async () => {
    const { context, page } = await visitor()
    await open(page, '/our-company')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
    await page.waitForURL(`${baseUrl}/es/our-company`)
    expect(await cookie(context, 'siteLocale')).toBe('es')
    await hydrated(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Configuración de cookies' }).click()
    const dialog = page.getByRole('dialog')
    // The banner opens in the page's language.
    await dialog.getByRole('switch', { name: 'Funcionales' }).uncheck()
    await dialog.getByRole('button', { name: 'Guardar y continuar' }).click()
    await expect.poll(() => cookie(context, 'siteLocale'), { timeout: 10_000 }).toBeUndefined()
  })

  it('a 404 under /es is the Spanish error page', async () => {
    const { page } = await visitor()
    const res = await page.goto(`${baseUrl}/es/no-such-page`)
    expect(res?.status()).toBe(404)
    // Next sends a not-found page as its error shell, without the root layout's <html lang>, and
    // renders the layout when the page hydrates (the English 404 alike): wait for that.
    await page.waitForFunction(() => document.documentElement.lang !== '', undefined, { timeout: 15_000 })
    expect(await lang(page)).toBe('es')
    expect(await page.title()).toBe('404 - Página no encontrada')
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es')
  })

  it('a browser that prefers Spanish is offered the Spanish page in a note, never redirected', async () => {
    const { context, page } = await visitor({ locale: 'es-MX' })
    await open(page, '/cars-for-sale')
    const note = page.locator('[data-language-note]')
    await note.waitFor({ state: 'visible', timeout: 15_000 })
    expect(page.url()).toBe(`${baseUrl}/cars-for-sale`)
    expect(await lang(page)).toBe('en')
    expect(await note.getByRole('link', { name: 'Leerla en español' }).getAttribute('href')).toBe('/es/cars-for-sale')
    // Closed: English is kept (remembered under functional consent), and the note does not come back.
    await note.getByRole('button', { name: 'Cerrar' }).click()
    await expect.poll(() => note.count()).toBe(0)
    expect(await cookie(context, 'siteLocale')).toBe('en')
    await open(page, '/cars-for-sale')
    await hydrated(page)
    expect(await note.count()).toBe(0)

    // An English-reading browser is never offered it, and a Spanish page never shows it.
    const english = await visitor({ locale: 'en-US' })
    await open(english.page, '/cars-for-sale')
    await hydrated(english.page)
    expect(await english.page.locator('[data-language-note]').count()).toBe(0)
    const spanish = await visitor({ locale: 'es-MX' })
    await open(spanish.page, '/es/cars-for-sale')
    await hydrated(spanish.page)
    expect(await spanish.page.locator('[data-language-note]').count()).toBe(0)
  })

  it('on a phone the switcher sits in the menu: the header keeps its size and nothing overflows at 360 px', async () => {
    const { page } = await visitor({ mobile: true, viewport: { width: 360, height: 800 } })
    await open(page, '/es/cars-for-sale')
    await page.locator('.mobile-nav[data-mounted="true"]').waitFor({ state: 'attached' })
    const header = page.getByRole('banner')
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(120)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const switcher = header.getByRole('link', { name: 'English' })
    expect(await switcher.isVisible()).toBe(false)
    await header.getByRole('button', { name: 'Menú' }).click()
    await expect.poll(() => switcher.isVisible()).toBe(true)
  })
})

describe('the page cache keeps the languages apart (issue 39)', () => {
  /** Opens the page until it comes from the cache (the first of a key renders it), then its language. */
  async function cachedLang(page: Page, path: string): Promise<string> {
    await expect.poll(() => open(page, path), { timeout: 15_000, interval: 200 }).toBe('hit')
    return lang(page)
  }

  /** A document request as a browser's navigation sends it: its language, and how the cache answered. */
  async function ask(path: string): Promise<{ lang: string | undefined; cache: string | null }> {
    const res = await fetch(`${baseUrl}${path}`, { headers: { 'sec-fetch-dest': 'document', accept: 'text/html' } })
    expect(res.status, path).toBe(200)
    return { lang: /<html lang="([^"]+)"/.exec(await res.text())?.[1], cache: res.headers.get('x-page-cache') }
  }

  it.each([
    ['Spanish', '/es/our-company', '/our-company'],
    ['English', '/contact-us', '/es/contact-us'],
  ])(
    'the %s visitor asks first; each gets their own language, rendered and from the cache',
    async (_, first, second) => {
      const stamp = `?e2e=${Date.now()}`
      const langOf = (p: string) => (p.startsWith('/es') ? 'es' : 'en')
      // Both rendered for the one who asked: a new URL, so neither could come from the cache.
      expect(await ask(first + stamp)).toEqual({ lang: langOf(first), cache: 'miss' })
      expect(await ask(second + stamp)).toEqual({ lang: langOf(second), cache: 'miss' })
      // Then two browsers, each given its own language's copy from the cache, in turn.
      const a = await visitor()
      const b = await visitor()
      for (let round = 0; round < 2; round++) {
        expect(await cachedLang(a.page, first + stamp)).toBe(langOf(first))
        expect(await cachedLang(b.page, second + stamp)).toBe(langOf(second))
      }
    },
  )

  it('a language header a client makes up changes nothing', async () => {
    const stamp = `?e2e=forged-${Date.now()}`
    const english = await fetch(`${baseUrl}/contact-us${stamp}`, { headers: { 'x-site-locale': 'es' } })
    expect(await english.text()).toMatch(/<html lang="en"/)
    const spanish = await fetch(`${baseUrl}/es/contact-us${stamp}`, { headers: { 'x-site-locale': 'en' } })
    expect(await spanish.text()).toMatch(/<html lang="es"/)
    // And the English copy the cache now holds is still English for the next visitor.
    const again = await fetch(`${baseUrl}/contact-us${stamp}`, { headers: { 'x-site-locale': 'es' } })
    expect(await again.text()).toMatch(/<html lang="en"/)
  })
})

describe('the sitemap lists both languages (issue 39)', () => {
  it('each page in English and Spanish with xhtml:link alternates, valid against the strict schema', async () => {
    const res = await fetch(`${baseUrl}/sitemap.xml`)
    const body = await res.text()
    expect(xsdProblems(body, path.resolve(import.meta.dirname, '../support/sitemap.xsd'))).toBe('')
    expect(body).toMatch(/<loc>https?:\/\/[^<]+\/es\/cars-for-sale\/suvs<\/loc>/)
    expect(body).toMatch(
      /<xhtml:link rel="alternate" hreflang="es" href="https?:\/\/[^"]+\/es\/cars-for-sale\/suvs"\/>/,
    )
    expect(body).toMatch(
      /<xhtml:link rel="alternate" hreflang="x-default" href="https?:\/\/[^"]+\/cars-for-sale\/suvs"\/>/,
    )
  })
})

describe('axe, WCAG 2.2 AA, on the Spanish pages and the note (issue 39)', () => {
  it.each([false, true])('phone %s: /es, the Spanish search and vehicle pages, the Spanish 404', async (mobile) => {
    const { page } = await visitor({ mobile })
    const vdp = await firstVehiclePath(baseUrl)
    const problems: string[] = []
    for (const path of ['/es', '/es/cars-for-sale', `/es${vdp}`, '/es/no-such-page']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
      await hydrated(page)
      problems.push(...(await audit(page, path)))
    }
    expect(problems).toEqual([])
  })

  it('the note on an English page, open', async () => {
    const { page } = await visitor({ locale: 'es-MX', mobile: true })
    await open(page, '/cars-for-sale')
    await page.locator('[data-language-note]').waitFor({ state: 'visible', timeout: 15_000 })
    expect(await audit(page, 'note')).toEqual([])
  })
})
