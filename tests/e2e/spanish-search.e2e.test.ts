/**
 * The search pages in Spanish (issue 39, "Generated text" and "Every word in a catalog", for the
 * inventory): a phone shopper on a Spanish results page reads its heading, title, count, filters,
 * sort, cards, prices and buttons in Spanish, ticks a filter and stays in Spanish, and the notes of
 * Compare and the heart lead to the Spanish saved and compare pages. A search that finds nothing
 * says so in Spanish. A vehicle page's title, breadcrumbs and JSON-LD name its language. The
 * English twin of each page stays as it was.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { englishWordsIn } from '../support/english-words'
import { firstVehiclePath } from '../support/inventory'
import { hydrated, openPage } from '../support/hydrated'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
const contexts: BrowserContext[] = []

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)))
})

async function phone(): Promise<Page> {
  const context = await chromium.context({ mobile: true })
  contexts.push(context)
  return context.newPage()
}

const text = (page: Page, selector: string) => page.locator(selector).first().innerText()
const description = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '')

describe('the search pages in Spanish (issue 39)', () => {
  it('a phone shopper reads a Spanish results page in Spanish, ticks a filter and stays in Spanish', async () => {
    const page = await phone()
    await openPage(page, baseUrl, '/es/used-cars-for-sale/suvs')
    expect(await text(page, 'h1')).toBe('SUVs usados en venta')
    expect(await page.title()).toMatch(/^SUVs usados en venta \| /)
    expect(await description(page)).toMatch(/^Encuentre SUVs usados en venta en nuestras sucursales/)
    expect(await text(page, '.srp__count')).toMatch(/^\d[\d,]*–\d[\d,]* de \d[\d,]* vehículos$/)
    expect(await text(page, '.filters__summary')).toMatch(/^Filtros( \(\d+\))?$/)
    expect(await text(page, 'label[for="inventory-sort"]')).toBe('Ordenar por')
    expect(await page.locator('#inventory-sort option').allInnerTexts()).toEqual([
      'Más recientes',
      'Más antiguos',
      'Precio',
      'Precio: de mayor a menor',
      'Precio: de menor a mayor',
      'Menor millaje',
      'Año más reciente',
    ])
    const card = page.locator('.vehicle-card').first()
    expect(await card.locator('.vehicle-card__meta').innerText()).toMatch(/^\d[\d,]* millas/)
    expect(await card.locator('.price__monthly').innerText()).toMatch(/^Aprox\. \$[\d,]+\/mes\*?$/)
    expect(await englishWordsIn(page)).toEqual([])

    // Compare and the heart answer in Spanish, and lead to the Spanish pages.
    await page.locator('.compare-toggle[data-ready]').first().waitFor()
    const compare = page.getByRole('button', { name: /^Comparar/ })
    await compare.nth(0).click()
    await expect.poll(() => text(page, '.compare-toggle__note')).toMatch(/^Marque uno o dos vehículos más/)
    await compare.nth(1).click()
    const compareLink = page.getByRole('link', { name: 'Comparar 2 vehículos' }).last()
    expect(new URL((await compareLink.getAttribute('href')) ?? '', baseUrl).pathname).toBe('/es/compare')
    const heart = card.locator('.save-vehicle[data-ready] .save-vehicle__button')
    expect(await heart.getAttribute('aria-label')).toMatch(/^Guardar \d{4} /)
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(await heart.getAttribute('aria-label')).toBe('Guardado')
    const savedLink = card.getByRole('link', { name: 'Ver sus vehículos guardados' })
    expect(await savedLink.getAttribute('href')).toBe('/es/saved')
    // The notes and their close buttons are in Spanish too.
    expect(await englishWordsIn(page)).toEqual([])

    // A filter ticked on the phone: the chip, the heading and the address stay Spanish.
    await page.locator('.filters__summary').click()
    const price = page.locator('.facet', { hasText: 'Precio' }).first()
    await price.locator('summary').click()
    const under = price.locator('a.facet__link').first()
    const underLabel = await under.locator('.facet__label').innerText()
    expect(underLabel).toMatch(/^Menos de \$[\d,]+$/)
    await under.click()
    await page.waitForURL(/\/es\/used-cars-for-sale\/suvs\/price-under-\d+/)
    await hydrated(page)
    const amount = underLabel.replace('Menos de ', '')
    await expect.poll(() => text(page, 'h1')).toBe(`SUVs usados en venta por menos de ${amount}`)
    expect(await page.locator('.chips').innerText()).toContain(underLabel)
    expect(await englishWordsIn(page)).toEqual([])
  })

  it('a search that finds nothing says so in Spanish and offers what it finds without a filter', async () => {
    const page = await phone()
    await openPage(page, baseUrl, '/es/used-cars-for-sale/suvs/price-under-1000')
    expect(await text(page, 'h1')).toBe('SUVs usados en venta por menos de $1,000')
    expect(await text(page, '.srp__count')).toBe('No encontramos vehículos')
    expect(await text(page, '.srp__relaxed h2')).toMatch(
      /^No hay coincidencias exactas\. \d[\d,]* vehículos? coinciden? sin Menos de \$1,000$/,
    )
    expect(await englishWordsIn(page)).toEqual([])
  })

  it('the English twin stays English', async () => {
    const page = await phone()
    await openPage(page, baseUrl, '/used-cars-for-sale/suvs')
    expect(await text(page, 'h1')).toBe('Used SUVs for Sale')
    expect(await text(page, '.srp__count')).toMatch(/^\d[\d,]*–\d[\d,]* of \d[\d,]* vehicles$/)
    expect(await text(page, 'label[for="inventory-sort"]')).toBe('Sort by')
    const card = page.locator('.vehicle-card').first()
    expect(await card.locator('.vehicle-card__meta').innerText()).toMatch(/^\d[\d,]* miles/)
    expect(await card.getByRole('button', { name: /^Compare/ }).count()).toBe(1)
    expect(await page.locator('main').innerText()).not.toMatch(/vehículos|millas|Comparar|Filtros/)
  })

  it('a phone shopper reads a Spanish vehicle page in Spanish, its photos opened full screen too', async () => {
    const page = await phone()
    const vdp = await firstVehiclePath(baseUrl)
    await openPage(page, baseUrl, `/es${vdp}`)
    expect(await page.getByTestId('vehicle-promises').locator('li').first().innerText()).toBe('Inspección de 75 puntos')
    expect(
      await page.getByTestId('vehicle-summary').getByRole('link', { name: 'Consultar disponibilidad' }).count(),
    ).toBe(1)
    expect(await text(page, '#details-heading')).toBe('Detalles')
    expect(await text(page, '.vdp__crumbs')).toMatch(/^Inicio/)
    // The payment panel and the out-the-door figure are still English (docs/spanish.md, phase 2b).
    expect(await englishWordsIn(page, 'main', ['.payment-panel', '.otd'])).toEqual([])

    await hydrated(page)
    await page.getByRole('link', { name: /^.+, foto 1 de \d+\s?, abrir en pantalla completa$/ }).click()
    const dialog = page.getByRole('dialog', { name: /^Fotos del / })
    await dialog.waitFor()
    expect(await dialog.getByTestId('gallery-position').innerText()).toMatch(/^Foto 1 de \d+$/)
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    await dialog.waitFor({ state: 'detached' })
  })

  it('a vehicle page names its language: title, breadcrumbs and the JSON-LD’s inLanguage', async () => {
    const vdp = await firstVehiclePath(baseUrl)
    const html = await (await fetch(`${baseUrl}/es${vdp}`)).text()
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
    expect(title).toMatch(/ en venta \| /)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap((m) => {
      const data = JSON.parse(m[1]) as unknown
      return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>
    })
    const itemPage = blocks.find((b) => b['@type'] === 'ItemPage')
    expect(itemPage).toMatchObject({ inLanguage: 'es-US' })
    expect(new URL(String(itemPage?.url)).pathname).toBe(`/es${vdp}`)
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement as Array<{
      name: string
      item: string
    }>
    expect(crumbs[0]).toMatchObject({ name: 'Inicio' })
    expect(crumbs[1].name).toMatch(/^Autos (usados|nuevos|certificados)$/)
    expect(new URL(crumbs[1].item).pathname).toMatch(/^\/es\//)

    const english = await (await fetch(`${baseUrl}${vdp}`)).text()
    expect(/<title>([^<]*)<\/title>/.exec(english)?.[1]).toMatch(/ for sale \| /)
    expect(english).toContain('"inLanguage":"en-US"')
  })
})
