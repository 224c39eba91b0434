import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../../support/browser'
import { staffApi, type StaffApi } from '../../support/staff'
import { capiCalls } from '../../support/capi-stub'
import { stubTrackers, valuesInClear, type TrackerRequest } from '../../support/tracker-stubs'
import { routeNameOf } from '@/domain/popups/page-view'
import { fillContactForm } from '../../support/contact-form'
import { keepGlobals } from '../../support/keep-globals'

/**
 * Journey: no personal data in clear to trackers (issue 15; visitor-layer.md section 7; decisions
 * 0065 and 0181). A shopper who accepted everything gives name, e-mail and phone to the chat, to a
 * popup form and to the contact form. Every request the browser sends to a tracker host (answered
 * by local stand-ins that send what the real scripts would, tests/support/tracker-stubs.ts) and
 * every Conversions API call the server makes (to the loopback stub, tests/support/capi-stub.ts)
 * is read: none holds those values in clear; Meta gets them only as SHA-256 user_data.
 * Then GA4 on its own (no GTM): the spec's events and the ad-tag values reach it as gtag events.
 */
const baseUrl = inject('baseUrl')
keepGlobals(baseUrl, ['site-settings', 'consent-settings'])
const capiDir = inject('capiDir')
const CHAT_URL = 'https://chat.widget.test/loader.js'
const FIRST = 'Zephyrine'
const LAST = 'Quillfeather'
const EMAIL = `zephyrine.quillfeather.${Date.now()}@example.com`
const PHONE = '3095550188'
/** Every form the shopper's details could take in a request. */
const KNOWN = [
  FIRST,
  LAST,
  `${FIRST} ${LAST}`,
  EMAIL,
  PHONE,
  '1' + PHONE,
  '+1' + PHONE,
  '(309) 555-0188',
  '+1 (309) 555-0188',
  '309-555-0188',
]
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

const chromium = useBrowser()
let api: StaffApi
let before: Record<string, unknown> = {}
const popups: number[] = []

beforeAll(async () => {
  api = await staffApi(baseUrl, 'marketing')
  before = await api('GET', '/api/globals/site-settings')
  await api('POST', '/api/globals/consent-settings', { tier: '3', displayMode: 'show', lockBackground: false })
  // A popup whose submit step reports its own event (Lead), as marketing may set one up.
  const popup = await api('POST', '/api/popups', {
    _status: 'published',
    active: true,
    name: 'Journey service offer',
    popupId: 'journey-service-offer',
    conditions: [{ pages: { paths: ['/service'] }, timer: 1 }],
    component: { type: 'component', title: 'Journey service offer', innerComponent: 'UserLeadForm' },
    submitted: {
      enabled: true,
      innerComponent: 'UserLeadThanks',
      emailTemplate: 'CONTACT_GENERAL',
      trackEvent: 'Lead',
      timeoutClose: 1,
    },
    settings: { component: 'PrimeDialog', closeButton: true },
    background: { modal: true },
  })
  popups.push((popup.doc as { id: number }).id)
})
afterAll(async () => {
  for (const id of popups) await api('DELETE', `/api/popups/${id}`).catch(() => undefined)
  await api('POST', '/api/globals/site-settings', {
    gtmId: before.gtmId ?? null,
    ga4Id: before.ga4Id ?? null,
    metaPixelId: before.metaPixelId ?? null,
    chatScriptUrl: before.chatScriptUrl ?? null,
    chatHosts: before.chatHosts ?? [],
  }).catch(() => undefined)
})

async function sendContactMessage(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/contact-us`)
  await page.getByLabel('Inquiry type').selectOption('1')
  await fillContactForm(page, {
    firstName: FIRST,
    lastName: LAST,
    email: EMAIL,
    phone: '(309) 555-0188',
    message: 'Do you have a red pickup?',
  })
  await page.getByRole('button', { name: 'Send message' }).click()
  await page.getByTestId('toast').waitFor()
}

const leaks = (what: string, text: string) => valuesInClear(text, KNOWN).map((value) => `${what} carries ${value}`)

type CapiEvent = { event_name: string; user_data: Record<string, string[]>; custom_data: Record<string, unknown> }
const capiEvents = (from: number): CapiEvent[] =>
  capiCalls(capiDir)
    .slice(from)
    .flatMap((call) => (JSON.parse(call.body) as { data: CapiEvent[] }).data)

describe('journey: personal data reaches trackers only hashed', () => {
  it('chat, popup form and contact form: no tracker request and no Conversions API call carries the name, e-mail or phone in clear', async () => {
    await api('POST', '/api/globals/site-settings', {
      gtmId: 'GTM-JOURNEY',
      ga4Id: null,
      metaPixelId: '1234567890',
      chatScriptUrl: CHAT_URL,
      chatHosts: [],
    })
    const capiFrom = capiCalls(capiDir).length
    const context = await chromium.context({ consent: false })
    const requests = await stubTrackers(context)
    // The chat provider's script: the shopper starts a conversation giving name and phone.
    await context.route(CHAT_URL, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/javascript',
        body: `window.onChatEvent && window.onChatEvent('Conversation Started', { customer_name: '${FIRST} ${LAST}', customer_phone: '(309) 555-0188' })`,
      }),
    )
    const page = await context.newPage()
    const dataLayers: string[] = []
    const keepDataLayer = async () => dataLayers.push(await page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))

    await page.goto(baseUrl)
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all', exact: true }).click()
    await expect
      .poll(() => requests.some((r) => r.url.includes('ev=ConversationStarted')), { timeout: 10_000 })
      .toBe(true)
    await keepDataLayer()

    await page.goto(`${baseUrl}/service`)
    const popup = page.getByRole('dialog', { name: 'Journey service offer' })
    await popup.waitFor({ timeout: 15_000 })
    await popup.getByLabel(/^First name/).fill(FIRST)
    await popup.getByLabel(/^Last name/).fill(LAST)
    await popup.getByLabel(/^E-mail/).fill(EMAIL)
    await popup.getByLabel(/^Phone/).fill('(309) 555-0188')
    await popup.getByRole('button', { name: 'Send' }).click()
    await page.getByTestId('popup-submitted').waitFor({ timeout: 15_000 })
    await popup.waitFor({ state: 'detached', timeout: 10_000 })
    await keepDataLayer()

    await sendContactMessage(page)
    await expect.poll(() => requests.some((r) => r.url.includes('ev=Contact')), { timeout: 10_000 }).toBe(true)
    // The server forwards each event to the Conversions API after the browser's call: wait for all three.
    await expect
      .poll(() => capiEvents(capiFrom).map((e) => e.event_name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['ConversationStarted', 'Lead', 'Contact']))
    await keepDataLayer()

    // The events did reach Meta and the tag manager (the check below is not vacuous)...
    const sent = (r: TrackerRequest) =>
      new URLSearchParams(r.url.split('?')[1] ?? '').get('ev') ??
      new URLSearchParams(r.url.split('?')[1] ?? '').get('en')
    const reached = new Set(requests.map(sent))
    expect(['ConversationStarted', 'Lead', 'Contact'].filter((name) => !reached.has(name))).toEqual([])
    const events = capiEvents(capiFrom)
    expect(events.map((e) => e.event_name)).toEqual(expect.arrayContaining(['ConversationStarted', 'Lead', 'Contact']))
    // ...and none of them carries the shopper's details in clear: not the browser's, not the server's.
    const found = [
      ...requests.flatMap((r) => leaks(`request ${r.url.slice(0, 60)}`, `${r.url}\n${r.body}`)),
      ...capiCalls(capiDir)
        .slice(capiFrom)
        .flatMap((call) => leaks(`Conversions API call ${call.url.split('?')[0]}`, `${call.url}\n${call.body}`)),
      ...dataLayers.flatMap((text) => leaks('dataLayer', text)),
    ]
    expect(found).toEqual([])
    // Meta gets them as user_data, normalised and hashed by its rules.
    const chat = events.find((e) => e.event_name === 'ConversationStarted')!
    expect(chat.user_data).toMatchObject({
      fn: [sha256('zephyrine')],
      ln: [sha256('quillfeather')],
      ph: [sha256('13095550188')],
    })
    const contact = events.find((e) => e.event_name === 'Contact')!
    expect(contact.user_data).toMatchObject({
      em: [sha256(EMAIL)],
      fn: [sha256('zephyrine')],
      ph: [sha256('13095550188')],
    })
    await context.close()
  })

  it('GA4 without a tag manager: the spec events and the ad-tag values arrive as gtag events', async () => {
    await api('POST', '/api/globals/site-settings', {
      gtmId: null,
      ga4Id: 'G-JOURNEY',
      metaPixelId: null,
      chatScriptUrl: null,
    })
    const context = await chromium.context()
    const requests = await stubTrackers(context)
    const page = await context.newPage()
    const collected = () =>
      requests
        .filter((r) => r.url.includes('google-analytics.com/g/collect'))
        .map((r) => Object.fromEntries(new URLSearchParams(r.url.split('?')[1])))
    const sentEvent = (name: string) => collected().find((p) => p.en === name)

    await page.goto(`${baseUrl}/cars-for-sale`)
    await expect
      .poll(() => sentEvent('view_item_list'), { timeout: 10_000 })
      .toMatchObject({ 'ep.value': '3', 'ep.currency': 'USD' })
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    const vehicle = hrefs.find((h) => h.startsWith('/') && routeNameOf(h.split('?')[0]) === 'cars-direct-page')
    expect(vehicle).toBeDefined()
    await page.goto(`${baseUrl}${vehicle}`)
    await expect
      .poll(() => sentEvent('view_item'), { timeout: 10_000 })
      .toMatchObject({ 'ep.value': '5', 'ep.currency': 'USD' })

    await sendContactMessage(page)
    await expect
      .poll(() => sentEvent('Contact'), { timeout: 10_000 })
      .toMatchObject({ 'ep.value': '2', 'ep.currency': 'USD' })
    expect(requests.flatMap((r) => leaks(`request ${r.url.slice(0, 60)}`, `${r.url}\n${r.body}`))).toEqual([])
    await context.close()
  })
})
