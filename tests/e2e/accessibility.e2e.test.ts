/**
 * Accessibility (issue 9 "Accessibility"; docs/accessibility.md): axe-core at WCAG 2.2 AA on every
 * route of site.md section 2 on a phone and a desktop viewport, on each step of the multi-step
 * forms and on each open dialog (consent banner, preferences dialog, popups, pricing wizard), with
 * 0 violations; then one keyboard-only journey (consent dialog, contact form, trade-in
 * questionnaire to an offer) that asserts a visible focus indicator on every element it passes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { walkCreditApplication } from '../support/credit-application'
import { staffToken, staffAuthHeaders } from '../support/staff'
import type { BrowserContext, Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { audit } from '../support/axe'
import { answerRemainingSteps, waitForTradeInWizard } from '../support/trade-in'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

async function api(
  jwt: string,
  method: string,
  route: string,
  data?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...staffAuthHeaders(jwt) },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

/** A context as the shared helper makes it, with every request off this machine refused (trackers). */
async function context(options: { mobile?: boolean; consent?: boolean } = {}): Promise<BrowserContext> {
  const ctx = await chromium.context(options)
  await ctx.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
  return ctx
}

/** Loaded and hydrated: the client leaves (consent, popups, forms) have mounted. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl + path)
  await page.waitForLoadState('networkidle').catch(() => undefined)
}

describe('axe, WCAG 2.2 AA, every route of site.md section 2 on a phone and a desktop', () => {
  const viewports: Array<{ name: string; mobile: boolean; ctx?: BrowserContext; page?: Page }> = [
    { name: 'phone', mobile: true },
    { name: 'desktop', mobile: false },
  ]
  const dynamic: Record<string, string> = {}
  let manager = ''
  let soldId = 0

  beforeAll(async () => {
    for (const v of viewports) {
      v.ctx = await context({ mobile: v.mobile })
      v.page = await v.ctx.newPage()
    }
    manager = await staffToken(baseUrl, 'manager')
    const offers = (
      (await (await fetch(`${baseUrl}/api/___sitemaps___/offers?without=1`)).json()) as Array<{ loc: string }>
    ).map((o) => o.loc)
    for (const kind of ['dealer', 'sales', 'service'])
      dynamic[`{${kind} offer}`] = offers.find((o) => o.startsWith(`/special-offers/${kind}/`)) ?? ''
    const vehicles = (
      await api(
        manager,
        'GET',
        'vehicles?where[status][equals]=available&where[private][equals]=false&limit=2&depth=0&sort=-price',
      )
    ).body as { docs: Array<{ id: number; vin: string }> }
    const [available, sold] = vehicles.docs
    const vdpOf = async (vin: string) =>
      new URL(
        (await fetch(`${baseUrl}/used-vehicle/a/b/${vin}`, { redirect: 'manual' })).headers.get('location') ?? '/',
        baseUrl,
      ).pathname
    dynamic['{VDP}'] = await vdpOf(available.vin)
    soldId = sold.id
    await api(manager, 'PATCH', `vehicles/${sold.id}`, { status: 'sold' })
    dynamic['{sold VDP}'] = await vdpOf(sold.vin)
  })
  afterAll(async () => {
    if (soldId) await api(manager, 'PATCH', `vehicles/${soldId}`, { status: 'available' })
    for (const v of viewports) await v.ctx?.close()
  })

  const routes = [
    '/',
    '/cars-for-sale',
    '/cars-for-sale/suvs',
    '/used-cars-for-sale',
    '/used-cars-for-sale-in-quad-cities?great-deals=price-drop',
    '/affordable-used-cars-for-sale-quad-cities',
    '/affordable-used-cars-for-sale-quad-cities/great_deals/premium_upgrades?mileage=null,85000',
    '{VDP}',
    '{sold VDP}',
    '/contact-us',
    '/amp-contact-request-confirmation',
    '/special-offers',
    '/special-offers/dealer',
    '{dealer offer}',
    '{sales offer}',
    '/special-offers/service',
    '{service offer}',
    '/car-research',
    '/car-research/search?q=oil',
    '/car-research/how-often-change-oil',
    '/faqs-okd/soft-credit-check-explained',
    '/auto-financing',
    '/auto-financing/apply-for-financing',
    '/auto-financing/free-credit-score-pre-approval',
    '/auto-financing/full-credit-application',
    '/auto-financing/better-than-buy-here-pay-here',
    '/auto-financing/bad-credit-auto-financing',
    '/vehicle-protection-plans',
    '/sell-trade-my-car',
    '/sell-trade-my-car/your-vehicle',
    '/service',
    '/service/schedule',
    '/our-company',
    '/our-company/careers',
    '/our-company/meet-our-team',
    '/our-company/meet-our-team/keisha-moore',
    '/referrals',
    '/help-center',
    '/help-center/financing',
    '/legal/cookie-policy',
    '/legal/privacy-policy',
    '/legal/electronic-signature-disclosure',
    '/legal/terms-of-sale',
    '/no-such-page',
  ]

  it.each(routes)('%s has no violations', async (route) => {
    const path = dynamic[route] ?? route
    expect(path, route).toMatch(/^\//)
    // The phone and the desktop load and audit the route side by side: two renderers, two cores.
    const perViewport = await Promise.all(
      viewports.map(async (v) => {
        await open(v.page!, path)
        return audit(v.page!, `${path} (${v.name})`)
      }),
    )
    const found = perViewport.flat()
    expect(found, found.join('\n')).toEqual([])
  })

  it('the phone menu, opened, has no violations', async () => {
    const page = viewports[0].page!
    await open(page, '/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.locator('.mobile-nav[data-open="true"]').waitFor()
    expect(await audit(page, 'phone menu open')).toEqual([])
  })

  // The audit's own check: an empty list above means nothing was found, not that nothing was looked
  // for. Faults planted in a real page, one inside a frame, are each reported.
  it('the audit reports faults planted in a page, inside a frame too, and fails on a frame it cannot enter', async () => {
    const page = viewports[1].page!
    await open(page, '/contact-us')
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<main-fault><img src="/planted.png"><button></button><p style="color:#ccc;background:#fff">faint</p>' +
          '<iframe srcdoc="<img src=/planted-in-frame.png>"></iframe></main-fault>',
      ),
    )
    await page.frameLocator('iframe[srcdoc]').locator('img').waitFor({ state: 'attached' })
    const found = await audit(page, 'planted')
    const ids = found.map((line) => /^planted: ([\w-]+) /.exec(line)?.[1])
    expect(ids.sort()).toEqual(['button-name', 'color-contrast', 'frame-title', 'image-alt'])
    expect(found.find((line) => line.startsWith('planted: image-alt'))).toContain('(2 nodes)')
    // A frame axe cannot enter (sandboxed: another origin) fails the audit instead of passing unseen.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<iframe title="sealed" sandbox srcdoc="<img src=/x.png>"></iframe>',
      ),
    )
    await page.frameLocator('iframe[sandbox]').locator('img').waitFor({ state: 'attached' })
    await expect(audit(page, 'sealed')).rejects.toThrow(/^axe could not audit a frame: .*iframe/)
  })
})

describe('axe, WCAG 2.2 AA, on each step of the multi-step forms', () => {
  it('full credit application: every step, with and without field errors', async () => {
    const ctx = await context({ mobile: true })
    const page = await ctx.newPage()
    const found: string[] = []
    await walkCreditApplication(
      page,
      baseUrl,
      {
        firstName: 'Ada',
        lastName: 'Access',
        email: `a11y-credit-${Date.now()}@example.com`,
        phone: '(309) 555-0123',
        ssn: '123-45-6789',
        dateOfBirth: '1985-04-12',
      },
      {
        onStep: async (step) => void found.push(...(await audit(page, `credit application: ${step}`))),
      },
    )
    expect(found, found.join('\n')).toEqual([])
    await ctx.close()
  })

  it('trade-in questionnaire: vehicle, every question step, contact and the offer', async () => {
    const ctx = await context({ mobile: true })
    const page = await ctx.newPage()
    const found: string[] = []
    await open(page, '/sell-trade-my-car/your-vehicle')
    await waitForTradeInWizard(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Enter the make of the vehicle.').waitFor()
    found.push(...(await audit(page, 'trade-in: vehicle with errors')))
    await page.getByLabel('Year').selectOption('2018')
    await page.getByLabel('Make').selectOption('Honda')
    await page.getByLabel('Model').selectOption('Accord')
    await page.getByLabel('Mileage').fill('72000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('heading', { name: 'Condition' }).waitFor()
    await page
      .getByRole('group', { name: 'What is the overall condition of your vehicle?' })
      .getByText('Fair', { exact: true })
      .click()
    await answerRemainingSteps(page, {
      maxSteps: 8,
      onStep: async (heading) => {
        found.push(...(await audit(page, `trade-in: ${heading}`)))
      },
    })
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Access')
    await page.getByLabel('E-mail').fill(`a11y-trade-${Date.now()}@example.com`)
    await page.getByLabel('Cell phone').fill('(312) 555-0199')
    await page.getByRole('button', { name: 'See my offer' }).click()
    await page.getByText(/Your instant offer, valid until/).waitFor({ timeout: 20_000 })
    found.push(...(await audit(page, 'trade-in: offer')))
    expect(found, found.join('\n')).toEqual([])
    await ctx.close()
  })

  it('pricing wizard: each of its six steps on a vehicle page', async () => {
    const manager = await staffToken(baseUrl, 'manager')
    const settings = (await api(manager, 'GET', 'globals/dealership-settings?depth=0')).body as {
      unlockRequired: string[]
    }
    await api(manager, 'POST', 'globals/dealership-settings', { unlockRequired: ['used'] })
    const ctx = await context({ mobile: false })
    try {
      const page = await ctx.newPage()
      const found: string[] = []
      await open(page, '/cars-for-sale')
      const href = await page.locator('.vehicle-card__title a').first().getAttribute('href')
      await open(page, `${href}#personalize`)
      const wizard = page.getByTestId('pricing-wizard')
      const next = async (label: string) => {
        found.push(...(await audit(page, `pricing wizard: ${label}`)))
        await wizard.getByRole('button', { name: 'Next' }).click()
      }
      await wizard.getByRole('button', { name: 'Next' }).click()
      await wizard.getByText('This field is required').waitFor()
      await next('down payment with an error')
      await wizard.getByLabel(/^Down payment/).fill('1500')
      await next('down payment')
      await wizard.getByLabel('Yes').check()
      await next('trade-in')
      await wizard.getByLabel(/^Trade equity/).fill('2000')
      await next('trade equity')
      await page.getByLabel('Good (660-719)').check()
      await next('credit score')
      await wizard.getByLabel(/^First name/).waitFor()
      found.push(...(await audit(page, 'pricing wizard: personal details')))
      await wizard.getByLabel(/^First name/).fill('Ada')
      await wizard.getByLabel(/^Last name/).fill('Access')
      await wizard.getByLabel(/^E-mail/).fill(`a11y-wizard-${Date.now()}@example.com`)
      await wizard.getByLabel(/^Phone/).fill('(309) 555-0199')
      await wizard.getByRole('button', { name: 'Unlock my price' }).click()
      await page.getByRole('heading', { name: 'Access Granted!' }).waitFor()
      found.push(...(await audit(page, 'pricing wizard: done, with its toast')))
      expect(found, found.join('\n')).toEqual([])
    } finally {
      await ctx.close()
      await api(manager, 'POST', 'globals/dealership-settings', { unlockRequired: settings.unlockRequired })
    }
  })
})

describe('axe, WCAG 2.2 AA, on each open dialog', () => {
  it('the consent banner and the preferences dialog, on a phone and a desktop', async () => {
    const found: string[] = []
    for (const mobile of [true, false]) {
      const ctx = await context({ mobile, consent: false })
      const page = await ctx.newPage()
      await open(page, '/')
      const banner = page.getByTestId('consent-banner')
      await banner.waitFor()
      found.push(...(await audit(page, `consent banner (${mobile ? 'phone' : 'desktop'})`)))
      await banner.getByRole('button', { name: 'Manage' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      // A row's description expanded, as a visitor reading it sees the dialog.
      await dialog.getByRole('button', { name: 'Analytics' }).click()
      found.push(...(await audit(page, `preferences dialog (${mobile ? 'phone' : 'desktop'})`)))
      await ctx.close()
    }
    expect(found, found.join('\n')).toEqual([])
  })

  it('a popup with a lead form, and its thank-you step', async () => {
    // Popups come from issue 8; without the collection there is nothing to check.
    const marketing = await staffToken(baseUrl, 'marketing')
    const created = await api(marketing, 'POST', 'popups', {
      _status: 'published',
      active: true,
      name: 'A11y contact offer',
      popupId: `a11y-popup-${Date.now()}`,
      conditions: [{ pages: { paths: ['/contact-us'] }, timer: 0 }],
      component: {
        type: 'component',
        title: 'A11y spring offer',
        html: '<p>Tell us who you are.</p>',
        innerComponent: 'UserLeadForm',
      },
      submitted: {
        enabled: true,
        innerComponent: 'UserLeadThanks',
        emailTemplate: 'CONTACT_GENERAL',
        trackEvent: 'Contact',
        timeoutClose: 30,
      },
      settings: { component: 'PrimeDialog', closeButton: true },
      background: { modal: true },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const ctx = await context({ mobile: true })
    try {
      const page = await ctx.newPage()
      await open(page, '/contact-us')
      const dialog = page.getByRole('dialog', { name: 'A11y spring offer' })
      await dialog.waitFor({ timeout: 15_000 })
      const found = await audit(page, 'popup')
      await dialog.getByRole('button', { name: 'Send' }).click()
      await dialog.getByText('Enter your first name.').waitFor()
      found.push(...(await audit(page, 'popup with errors')))
      await dialog.getByLabel(/^First name/).fill('Ada')
      await dialog.getByLabel(/^Last name/).fill('Access')
      await dialog.getByLabel(/^E-mail/).fill(`a11y-popup-${Date.now()}@example.com`)
      await dialog.getByLabel(/^Phone/).fill('(815) 555-0142')
      await dialog.getByRole('button', { name: 'Send' }).click()
      await page.getByTestId('popup-submitted').waitFor({ timeout: 15_000 })
      found.push(...(await audit(page, 'popup thank-you')))
      expect(found, found.join('\n')).toEqual([])
    } finally {
      await ctx.close()
      await api(marketing, 'DELETE', `popups/${id}`)
    }
  })
})

type Focused = {
  tag: string
  type: string
  name: string
  text: string
  checked: boolean
  value: string
  group: string
  visible: boolean
  indicator: boolean
}

/** The focused element as a keyboard user meets it, and whether it shows a focus indicator. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body)
      return {
        tag: 'body',
        type: '',
        name: '',
        text: '',
        checked: false,
        value: '',
        group: '',
        visible: false,
        indicator: false,
      }
    const input = el as HTMLInputElement
    const shows = (node: Element | null) => {
      if (!node) return false
      const s = getComputedStyle(node)
      return (
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '')
      )
    }
    // A visually hidden radio or checkbox shows its focus on the card (label) around it.
    const indicator = shows(el) || (['radio', 'checkbox'].includes(input.type) && shows(el.closest('label')))
    return {
      tag: el.tagName.toLowerCase(),
      type: input.type ?? '',
      name: input.name ?? '',
      text: (input.labels?.[0]?.innerText ?? el.getAttribute('aria-label') ?? el.innerText ?? '').trim(),
      checked: Boolean(input.checked),
      value: String(input.value ?? ''),
      group: el.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? '',
      visible: el.matches(':focus-visible'),
      indicator,
    }
  })
}

describe('keyboard only (issue 9): consent dialog, contact form, trade-in questionnaire to an offer', () => {
  it('gets through with Tab, Shift+Tab, Enter, Space and arrow keys, with a visible focus indicator on every stop', async () => {
    const ctx = await context({ mobile: false, consent: false })
    const page = await ctx.newPage()
    const missing: string[] = []
    const press = async (key: string) => {
      await page.keyboard.press(key)
      const f = await focused(page)
      // nextjs-portal: the dev server's overlay (never under `next start`).
      if (key.includes('Tab') && f.tag !== 'body' && f.tag !== 'nextjs-portal' && !(f.visible && f.indicator))
        missing.push(`${page.url().replace(baseUrl, '')} ${f.tag} "${f.text.slice(0, 40)}"`)
      return f
    }
    /** Tab (or Shift+Tab) until the focused element matches; every stop on the way is checked. */
    const tabTo = async (match: (f: Focused) => boolean, what: string, key = 'Tab') => {
      const seen: string[] = []
      for (let i = 0; i < 120; i++) {
        const f = await press(key)
        if (match(f)) return f
        seen.push(`${f.tag}:${f.text.slice(0, 20)}`)
      }
      throw new Error(`${what}: not reached with ${key}; passed ${seen.join(', ')}`)
    }
    const byText = (text: string | RegExp) => (f: Focused) =>
      typeof text === 'string' ? f.text === text : text.test(f.text)

    // 1. Consent: Manage (the banner's customize button) opens the preferences; Save & Continue.
    await open(page, '/contact-us')
    const banner = page.getByTestId('consent-banner')
    await banner.waitFor()
    await tabTo(byText('Manage'), 'Manage')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await tabTo(byText('Save & Continue'), 'Save & Continue')
    // Shift+Tab back one stop and forward again: focus stays inside the dialog.
    expect((await press('Shift+Tab')).text).not.toBe('Save & Continue')
    await tabTo(byText('Save & Continue'), 'Save & Continue again')
    await page.keyboard.press('Enter')
    await banner.waitFor({ state: 'detached', timeout: 5000 })
    expect(decodeURIComponent((await ctx.cookies()).find((c) => c.name === 'allowCookies')?.value ?? '')).toBe(
      'essential,functional,analytics,targeting',
    )

    // 2. Contact form: the inquiry type keeps its default (general questions); type every field.
    expect((await tabTo(byText(/^Inquiry type/), 'Inquiry type')).value).toBe('7')
    for (const [label, text] of [
      [/^First name/, 'Kim'],
      [/^Last name/, 'Keyboard'],
      [/^E-mail/, `keyboard-${Date.now()}@example.com`],
      [/^Phone/, '3095550123'],
      [/^Message/, 'Sent with the keyboard only.'],
    ] as const) {
      await tabTo(byText(label), String(label))
      await page.keyboard.type(text)
    }
    await tabTo(byText('Send message'), 'Send message')
    await page.keyboard.press('Enter')
    const toast = page.getByTestId('toast').filter({ hasText: 'Message sent!' })
    await toast.first().waitFor()
    expect(await toast.first().innerText()).toContain(
      'Your message was succesfully sent. Someone from our dealership team will contact with you soon.',
    )

    // 3. Trade-in: from the landing page's call to action through every question to the offer.
    await open(page, '/sell-trade-my-car')
    await tabTo(byText('Get my instant offer'), 'Get my instant offer')
    await page.keyboard.press('Enter')
    await page.waitForURL(/your-vehicle/)
    await waitForTradeInWizard(page)
    await page.getByRole('button', { name: 'Continue' }).waitFor()
    for (const [label, text] of [
      [/^Year/, '2018'],
      [/^Make/, 'Honda'],
      [/^Model/, 'Accord'],
    ] as const) {
      await tabTo(byText(label), String(label))
      await page.keyboard.type(text)
      expect((await focused(page)).value, String(label)).toBe(text)
    }
    await tabTo(byText(/^Mileage/), 'Mileage')
    await page.keyboard.type('72000')
    await tabTo(byText('Continue'), 'Continue')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Condition' }).waitFor()
    // Condition: Space picks the first choice (Great), ArrowDown moves to Good and selects it.
    await tabTo((f) => f.type === 'radio', 'first condition choice')
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowDown')
    expect(await focused(page)).toMatchObject({ type: 'radio', checked: true, value: 'good' })
    for (let steps = 0; steps < 8; steps++) {
      const heading = await page.locator('.trade-in h2').innerText()
      if (heading === 'Where should we send your offer?') break
      // Answer every unanswered radio or checkbox group with its first choice (Space), every empty
      // picker with ArrowDown, until Continue; then Enter.
      const answered = new Set<string>()
      for (let i = 0; i < 80; i++) {
        const f = await press('Tab')
        if (f.tag === 'button' && f.text === 'Continue') break
        if ((f.type === 'radio' || f.type === 'checkbox') && !answered.has(f.name)) {
          const anyChecked = await page.evaluate(
            (name) => !!document.querySelector(`input[name="${name}"]:checked`),
            f.name,
          )
          if (!anyChecked) await page.keyboard.press('Space')
          answered.add(f.name)
        }
        if (f.tag === 'select' && f.value === '') await page.keyboard.press('ArrowDown')
      }
      await page.keyboard.press('Enter')
      await page.waitForFunction((prev) => document.querySelector('.trade-in h2')?.textContent !== prev, heading)
    }
    for (const [label, text] of [
      [/^First name/, 'Kim'],
      [/^Last name/, 'Keyboard'],
      [/^E-mail/, `keyboard-trade-${Date.now()}@example.com`],
      [/^Cell phone/, '3125550199'],
    ] as const) {
      await tabTo(byText(label), String(label))
      await page.keyboard.type(text)
    }
    await tabTo(byText('See my offer'), 'See my offer')
    await page.keyboard.press('Enter')
    await page.getByText(/Your instant offer, valid until/).waitFor({ timeout: 20_000 })
    expect(missing).toEqual([])
    await ctx.close()
  })
})
