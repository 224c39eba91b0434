/**
 * Content issue flows in Chromium (issue 5): marketing edits an offer in the admin and the home page
 * shows it without a rebuild; an offer whose end date passes disappears; the reviews filter and the
 * mobile menu work by keyboard and touch; a page edited with live preview open refreshes in the
 * admin's preview frame.
 */
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { adminFormReady, followAdminLink, loginAs, saveAdminForm, staffToken, staffAuthHeaders } from '../support/staff'
import { keepGlobals } from '../support/keep-globals'

const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['page-metadata', 'navigation', 'site-settings'])
const chromium = useBrowser()

async function freshPage(options: { mobile?: boolean } = {}): Promise<Page> {
  return chromium.page(options)
}

async function homeHtml(): Promise<string> {
  return (await fetch(`${baseUrl}/`)).text()
}

/**
 * REST as marketing: changes an offer (found by its title), and gives back what puts it as it was,
 * for the `finally` of the test that changed it (other files read the same seeded offers).
 */
async function patchPromotion(
  title: string,
  data: Record<string, unknown>,
): Promise<{ id: number; status: number; restore: () => Promise<void> }> {
  const token = await staffToken(baseUrl, 'marketing')
  const found = await (
    await fetch(`${baseUrl}/api/promotions?where[title][equals]=${encodeURIComponent(title)}&depth=0`)
  ).json()
  const original = found.docs[0] as Record<string, unknown> & { id: number }
  const patch = async (body: Record<string, unknown>) =>
    fetch(`${baseUrl}/api/promotions/${original.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...staffAuthHeaders(token) },
      body: JSON.stringify(body),
    })
  const res = await patch(data)
  const before = Object.fromEntries(Object.keys(data).map((key) => [key, original[key] ?? null]))
  return {
    id: original.id,
    status: res.status,
    restore: async () => {
      const undone = await patch(before)
      if (!undone.ok) throw new Error(`putting offer ${original.id} back: ${undone.status} ${await undone.text()}`)
    },
  }
}

let marketingToken: string | undefined
/** REST as marketing (Payload's own API, as the admin uses it). */
async function asMarketing(
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  marketingToken ||= await staffToken(baseUrl, 'marketing')
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...staffAuthHeaders(marketingToken) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
const titleOf = (html: string) => decode(html).match(/<title>([^<]*)<\/title>/)?.[1]
const descriptionOf = (html: string) => decode(html).match(/<meta name="description" content="([^"]*)"/)?.[1]
const html = async (p: string, init?: RequestInit) => (await fetch(baseUrl + p, init)).text()

async function until(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

describe('publishing offers (issue 5)', () => {
  it('marketing renames an offer in the admin and the home page shows it without a rebuild', async () => {
    expect(await homeHtml()).toContain('Tire rotation with any service')
    const page = await freshPage()
    await loginAs(page, baseUrl, 'marketing')
    await page.goto(`${baseUrl}/admin/collections/promotions?limit=20`)
    await followAdminLink(page, 'Tire rotation with any service', /\/admin\/collections\/promotions\/\d+/)
    await adminFormReady(page)
    await page.locator('#field-title').fill('Free tire rotation this month')
    try {
      await saveAdminForm(page)
      await page.context().close()
      expect(await until(async () => (await homeHtml()).includes('Free tire rotation this month'))).toBe(true)
      expect(await homeHtml()).not.toContain('Tire rotation with any service')
    } finally {
      const renamed = await (
        await fetch(`${baseUrl}/api/promotions?where[title][equals]=Free%20tire%20rotation%20this%20month&depth=0`)
      ).json()
      if (renamed.docs.length > 0) {
        expect(
          (await patchPromotion('Free tire rotation this month', { title: 'Tire rotation with any service' })).status,
        ).toBe(200)
      }
    }
  })

  it('an offer whose end date has passed leaves the home page and /special-offers', async () => {
    expect(await homeHtml()).toContain('$29.95 oil change')
    const { id, status, restore } = await patchPromotion('$29.95 oil change', {
      endDate: new Date(Date.now() - 60_000).toISOString(),
    })
    try {
      expect(status).toBe(200)
      expect(await until(async () => !(await homeHtml()).includes('$29.95 oil change'))).toBe(true)
      expect(await (await fetch(`${baseUrl}/special-offers/service`)).text()).not.toContain('$29.95 oil change')
      expect((await fetch(`${baseUrl}/special-offers/service/${id}`)).status).toBe(404)
      // The seeded offer that ended in 2025 never shows.
      expect(await homeHtml()).not.toContain('Summer sales event')
    } finally {
      await restore()
    }
  })

  it('an offers list with no running offer says so', async () => {
    // The seeded dealer list has one offer; ending it empties /special-offers/dealer.
    expect(await html('/special-offers/dealer')).toContain('Free vehicle-history report')
    const ended = await patchPromotion('Free vehicle-history report', {
      endDate: new Date(Date.now() - 60_000).toISOString(),
    })
    try {
      expect(ended.status).toBe(200)
      expect(
        await until(async () =>
          (await html('/special-offers/dealer')).includes('No offers available at this time. Please check back later.'),
        ),
      ).toBe(true)
    } finally {
      await ended.restore()
    }
  })

  it('marketing rearranges and edits home page blocks, and the home page follows without a rebuild', async () => {
    const found = await asMarketing('GET', '/api/pages?where[slug][equals]=home&depth=0')
    const home = (found.json.docs as Array<{ id: number; layout: Array<Record<string, unknown>> }>)[0]
    const original = home.layout
    const faqs = original.findIndex((b) => b.blockType === 'faqs')
    const dealership = original.findIndex((b) => b.blockType === 'callout' && b.tone === 'dealership')
    expect(faqs).toBeLessThan(dealership)
    // The dealership callout moves above the FAQs, with a new heading.
    const layout = [...original]
    const [callout] = layout.splice(dealership, 1)
    layout.splice(faqs, 0, { ...callout, heading: 'Family owned since 1987' })
    expect((await asMarketing('PATCH', `/api/pages/${home.id}`, { layout, _status: 'published' })).status).toBe(200)
    try {
      expect(await until(async () => (await homeHtml()).includes('Family owned since 1987'))).toBe(true)
      const page = await homeHtml()
      expect(page.indexOf('Family owned since 1987')).toBeLessThan(page.indexOf('Frequently asked questions'))
      expect(page).not.toContain('A family-owned dealership group')
    } finally {
      expect(
        (await asMarketing('PATCH', `/api/pages/${home.id}`, { layout: original, _status: 'published' })).status,
      ).toBe(200)
    }
    expect(await until(async () => (await homeHtml()).includes('A family-owned dealership group'))).toBe(true)
  })

  it('marketing edits page titles and descriptions, including the search page, and pages show them', async () => {
    type Row = { page: string; title?: string | null; description?: string | null; noindex?: boolean | null }
    const original = ((await asMarketing('GET', '/api/globals/page-metadata?depth=0')).json.pages as Row[]).map(
      ({ page, title, description, noindex }) => ({ page, title, description, noindex }),
    )
    const edits: Record<string, { title: string; description: string }> = {
      service: { title: 'Car care and repairs', description: 'Oil, tires and brakes by certified technicians.' },
      'cars-for-sale': { title: 'Quality used cars', description: 'Hand-picked used cars at four Midwest stores.' },
    }
    const rows = original.map((row) => (edits[row.page] ? { ...row, ...edits[row.page] } : row))
    expect((await asMarketing('POST', '/api/globals/page-metadata', { pages: rows })).status).toBe(200)
    try {
      expect(
        await until(async () => titleOf(await html('/service')) === 'Car care and repairs | Midwest Motor Group'),
      ).toBe(true)
      expect(descriptionOf(await html('/service'))).toBe(edits.service.description)
      expect(
        await until(async () => titleOf(await html('/cars-for-sale')) === 'Quality used cars | Midwest Motor Group'),
      ).toBe(true)
      expect(descriptionOf(await html('/cars-for-sale'))).toBe(edits['cars-for-sale'].description)
      // Filtered searches, the condition root included, keep their own titles.
      expect(titleOf(await html('/cars-for-sale/suvs'))).not.toContain('Quality used cars')
      expect(titleOf(await html('/used-cars-for-sale'))).not.toContain('Quality used cars')
    } finally {
      expect((await asMarketing('POST', '/api/globals/page-metadata', { pages: original })).status).toBe(200)
    }
    expect(await until(async () => titleOf(await html('/service')) === 'Service | Midwest Motor Group')).toBe(true)
  })

  it('marketing edits the menus, a review and an FAQ, and the pages that show them follow', async () => {
    const nav = (await asMarketing('GET', '/api/globals/navigation?depth=0')).json as { line: Array<{ name: string }> }
    const line = nav.line.map((item) => (item.name === 'Cookie Policy' ? { ...item, name: 'Cookie choices' } : item))
    const firstReview = decode(await homeHtml()).match(/<blockquote>([^<]+)<\/blockquote>/)![1]
    const review = (
      (await asMarketing('GET', `/api/reviews?where[text][equals]=${encodeURIComponent(firstReview)}&limit=1&depth=0`))
        .json.docs as Array<{ id: number }>
    )[0]
    const faqQuestion = 'Will getting pre-approved affect my credit score?'
    const faq = (
      (await asMarketing('GET', `/api/faqs?where[question][equals]=${encodeURIComponent(faqQuestion)}&limit=1&depth=0`))
        .json.docs as Array<{ id: number }>
    )[0]
    expect((await asMarketing('POST', '/api/globals/navigation', { line })).status).toBe(200)
    expect(
      (await asMarketing('PATCH', `/api/reviews/${review.id}`, { text: 'Edited in the admin: a great experience.' }))
        .status,
    ).toBe(200)
    expect(
      (await asMarketing('PATCH', `/api/faqs/${faq.id}`, { question: 'Does pre-approval touch my credit score?' }))
        .status,
    ).toBe(200)
    try {
      expect(await until(async () => />Cookie choices<\/a>/.test(await html('/our-company')))).toBe(true)
      expect(
        await until(async () => decode(await homeHtml()).includes('Edited in the admin: a great experience.')),
      ).toBe(true)
      expect(
        await until(async () =>
          (await html('/help-center/financing')).includes('Does pre-approval touch my credit score?'),
        ),
      ).toBe(true)
    } finally {
      expect((await asMarketing('POST', '/api/globals/navigation', { line: nav.line })).status).toBe(200)
      expect((await asMarketing('PATCH', `/api/reviews/${review.id}`, { text: firstReview })).status).toBe(200)
      expect((await asMarketing('PATCH', `/api/faqs/${faq.id}`, { question: faqQuestion })).status).toBe(200)
    }
    expect(await until(async () => />Cookie Policy<\/a>/.test(await html('/our-company')))).toBe(true)
  })

  it('the accent colour comes from the site settings, #22c55e when none is set', async () => {
    const original = (await asMarketing('GET', '/api/globals/site-settings?depth=0')).json.accentColor as string | null
    const accent = async () => decode(await homeHtml()).match(/<body[^>]*style="--accent:([^";]+)/)?.[1]
    try {
      expect((await asMarketing('POST', '/api/globals/site-settings', { accentColor: '#2563eb' })).status).toBe(200)
      expect(await until(async () => (await accent()) === '#2563eb')).toBe(true)
      expect((await asMarketing('POST', '/api/globals/site-settings', { accentColor: '' })).status).toBe(200)
      expect(await until(async () => (await accent()) === '#22c55e')).toBe(true)
    } finally {
      expect((await asMarketing('POST', '/api/globals/site-settings', { accentColor: original ?? '' })).status).toBe(
        200,
      )
    }
  })
})

describe('drafts and preview (issue 5)', () => {
  it('a saved draft of an article or a page shows in the admin preview only', async () => {
    const article = '/car-research/how-often-change-oil'
    expect((await fetch(`${baseUrl}/api/preview?path=${article}`, { redirect: 'manual' })).status).toBe(401)
    await asMarketing('GET', '/api/users/me')
    const enter = await fetch(`${baseUrl}/api/preview?path=${article}`, {
      redirect: 'manual',
      headers: { Cookie: `payload-token=${marketingToken}` },
    })
    expect([302, 303, 307]).toContain(enter.status)
    expect(enter.headers.get('location')).toMatch(new RegExp(`${article}$`))
    const bypass = enter.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith('__prerender_bypass='))
    expect(bypass).toBeTruthy()
    const preview = { headers: { Cookie: bypass! } }

    const a = (
      (await asMarketing('GET', '/api/articles?where[slug][equals]=how-often-change-oil&depth=0')).json.docs as Array<{
        id: number
        title: string
      }>
    )[0]
    const p = (
      (await asMarketing('GET', '/api/pages?where[slug][equals]=legal/cookie-policy&depth=0')).json.docs as Array<{
        id: number
        title: string
      }>
    )[0]
    expect(
      (await asMarketing('PATCH', `/api/articles/${a.id}?draft=true`, { title: 'Draft: oil change intervals' })).status,
    ).toBe(200)
    expect(
      (await asMarketing('PATCH', `/api/pages/${p.id}?draft=true`, { title: 'Cookie Policy (draft)' })).status,
    ).toBe(200)
    try {
      expect(decode(await html(article, preview))).toContain('Draft: oil change intervals')
      expect(decode(await html('/legal/cookie-policy', preview))).toContain('Cookie Policy (draft)')
      const shopperArticle = decode(await html(article))
      expect(shopperArticle).toContain(a.title)
      expect(shopperArticle).not.toContain('Draft: oil change intervals')
      expect(decode(await html('/legal/cookie-policy'))).not.toContain('Cookie Policy (draft)')
    } finally {
      expect(
        (await asMarketing('PATCH', `/api/articles/${a.id}`, { title: a.title, _status: 'published' })).status,
      ).toBe(200)
      expect((await asMarketing('PATCH', `/api/pages/${p.id}`, { title: p.title, _status: 'published' })).status).toBe(
        200,
      )
    }
  })
})

describe('live preview (issue 5)', () => {
  it('marketing edits a page with live preview open and the preview frame shows the change as autosave lands', async () => {
    const slug = 'legal/cookie-policy'
    const original = (
      (await asMarketing('GET', `/api/pages?where[slug][equals]=${slug}&depth=0`)).json.docs as Array<{
        id: number
        title: string
      }>
    )[0]
    const edited = `Cookie Policy, live edit ${Date.now().toString(36)}`
    const page = await freshPage()
    try {
      await loginAs(page, baseUrl, 'marketing')
      await page.goto(`${baseUrl}/admin/collections/pages/${original.id}`)
      await adminFormReady(page)
      await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
      // The frame loads the page through /api/preview (draft mode) and shows the current title.
      const frame = page.frameLocator('#live-preview-iframe')
      await frame.getByRole('heading', { level: 1, name: original.title, exact: true }).waitFor({ timeout: 30_000 })
      await page.locator('#field-title').fill(edited)
      // No save click: the autosave (800 ms) stores a draft and the frame re-renders it.
      await frame.getByRole('heading', { level: 1, name: edited, exact: true }).waitFor({ timeout: 30_000 })
      // Shoppers still see the published page.
      expect(decode(await html('/legal/cookie-policy'))).not.toContain(edited)
    } finally {
      await page.context().close()
      expect(
        (await asMarketing('PATCH', `/api/pages/${original.id}`, { title: original.title, _status: 'published' }))
          .status,
      ).toBe(200)
    }
  })
})

describe('home page blocks (site.md section 2)', () => {
  it('shows 9 reviews with a star badge, filterable by Finance, Sell and Service', async () => {
    const page = await freshPage()
    await page.goto(baseUrl)
    const items = page.locator('[data-testid="reviews-list"] li')
    expect(await items.count()).toBe(9)
    await expect(page.getByTestId('star-badge').textContent()).resolves.toMatch(
      /stars from [\d,]+ reviews on Google and Facebook/,
    )
    const shown: string[] = []
    for (const name of ['Finance', 'Sell', 'Service']) {
      const chip = page.getByRole('button', { name, exact: true })
      await chip.click()
      expect(await chip.getAttribute('aria-pressed')).toBe('true')
      expect(await items.count()).toBe(9)
      shown.push((await items.allInnerTexts()).join('\n'))
    }
    // Each category shows its own reviews, from both sources.
    expect(new Set(shown).size).toBe(3)
    const sources = await page.locator('[data-testid="reviews-list"] .review__by').allInnerTexts()
    expect(sources.every((t) => / · (Google|Facebook)$/.test(t))).toBe(true)
    // Department tabs move with the arrow keys.
    const finance = page.getByRole('tab', { name: 'Finance' })
    await finance.focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: 'Shop' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator('.store-card').count()).toBe(4)
    await page.context().close()
  })

  it('shows two hero slides, three action cards, four department tabs, three special-filter cards, offers, FAQs and three callouts', async () => {
    const page = await freshPage()
    await page.goto(baseUrl)
    const slides = page.locator('.hero__slide')
    expect(await slides.count()).toBe(2)
    await page.getByRole('button', { name: 'Next slide' }).click()
    await slides.nth(1).getByRole('heading', { name: 'Get pre-approved in 24-48 hours' }).waitFor({ state: 'visible' })
    expect(await page.getByRole('region', { name: 'How can we help?' }).locator('li.card').count()).toBe(3)
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Finance', 'Shop', 'Sell or Trade', 'Service'])
    const filterCards = page.locator('.cards--filter li.card')
    expect(await filterCards.locator('h3').allInnerTexts()).toEqual([
      'Under $20,000',
      'Price Drops',
      'Premium Upgrades',
    ])
    for (const href of await filterCards
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect((await fetch(baseUrl + href, { redirect: 'manual' })).status, href).toBe(200)
    }
    expect(await page.getByTestId('promotions-section').locator('.promo-card').count()).toBeGreaterThan(0)
    const faq = page
      .getByRole('heading', { name: 'Frequently asked questions' })
      .locator('xpath=..')
      .locator('details')
      .first()
    await faq.locator('summary').click()
    expect(await faq.getAttribute('open')).not.toBeNull()
    for (const tone of ['warranty', 'financing', 'dealership'])
      expect(await page.locator(`.callout--${tone}`).count(), tone).toBe(1)
    await page.context().close()
  })

  it('shows server-rendered content at once, with no loading screen waiting for script (root shell, decision 0033)', async () => {
    const context = await chromium
      .browser()
      .newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    for (const p of ['/', '/service', '/car-research/how-often-change-oil']) {
      await page.goto(baseUrl + p)
      const h1 = page.locator('h1').first()
      expect(await h1.isVisible(), p).toBe(true)
      expect(await page.locator('footer').isVisible(), p).toBe(true)
    }
    // The menus are plain links without script, too.
    expect(await page.getByRole('link', { name: 'Financing' }).first().isVisible()).toBe(true)
    await context.close()
  })

  it('opens and closes the mobile menu by touch and keyboard', async () => {
    const page = await freshPage({ mobile: true })
    await page.goto(baseUrl)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.waitFor()
    const nav = page.locator('#site-nav')
    expect(await nav.isVisible()).toBe(false)
    await toggle.tap()
    await nav.waitFor({ state: 'visible' })
    await nav.getByRole('link', { name: 'Financing' }).first().focus()
    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await nav.getByText('Shop Used Cars').click()
    await nav.getByRole('link', { name: 'Minivans' }).waitFor({ state: 'visible' })
    await page.context().close()
  })

  it.each([
    [639, true],
    [640, false],
  ])('at %i px wide the mobile menu applies: %s (mobile is below 640 px)', async (width, mobile) => {
    const context = await chromium.browser().newContext({ viewport: { width, height: 900 } })
    const page = await context.newPage()
    await page.goto(baseUrl)
    await page.locator('.mobile-nav[data-mounted="true"]').waitFor({ state: 'attached' })
    const toggle = page.getByRole('button', { name: 'Menu' })
    const financing = page.locator('#site-nav').getByRole('link', { name: 'Financing' }).first()
    if (mobile) {
      await toggle.waitFor({ state: 'visible' })
      await financing.waitFor({ state: 'hidden' })
    } else {
      await financing.waitFor({ state: 'visible' })
      await toggle.waitFor({ state: 'hidden' })
    }
    await context.close()
  })
})
