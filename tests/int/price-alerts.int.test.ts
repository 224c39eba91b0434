import '../support/lead-test-env'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { drainLeadJobs } from './lead-helpers'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { acceptPriceAlertRequest } from '@/services/price-alerts/accept-request'
import { confirmPriceAlert } from '@/services/price-alerts/confirm'
import { sendConfirmation } from '@/services/price-alerts/send-confirmation'
import { unsubscribePriceAlert } from '@/services/price-alerts/unsubscribe'
import { queueAlertsForPriceChange } from '@/services/price-alerts/queue-alerts'
import { SEND_ALERT_TASK } from '@/services/price-alerts/queue'
import { importVehicleFeed } from '@/services/inventory-import/run-import'
import { expectForbidden } from '../support/refusals'

/**
 * Issue 21, price-drop alerts (decision 0270), on the real database with the real job queue and a
 * loopback SMTP server: a drop queues exactly one alert per active subscriber, however often and
 * however concurrently the hook runs; a sold vehicle sends nothing; the e-mails carry the one-click
 * unsubscribe headers; the double opt-in makes a lead only when the box was ticked.
 */
const sink = new SmtpSink(testSmtpPort())
let seq = 0
/** The vehicles this file adds, removed at the end with their subscriptions: the inventory tests count what is for sale. */
const createdVins: string[] = []

beforeAll(async () => {
  await sink.start()
})
afterAll(async () => {
  await sink.stop()
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { vin: { in: createdVins } },
    overrideAccess: true,
    depth: 0,
    limit: 0,
  })
  const ids = docs.map((v) => v.id)
  if (ids.length === 0) return
  await payload.delete({
    collection: 'price-alert-subscriptions',
    where: { vehicle: { in: ids } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'vehicles', where: { id: { in: ids } }, overrideAccess: true })
})
beforeEach(async () => {
  await drainLeadJobs(await testPayload())
  sink.received.length = 0
})

async function usedCondition(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: true })
  return (settings.liveConditions ?? ['used'])[0]
}

/** A vehicle of this test's own, for sale at `price`. */
async function vehicleAt(payload: Payload, price: number) {
  seq += 1
  const vin = withCheckDigit(`2HGFC2F50MH${String(900_000 + seq + (process.pid % 1000) * 100).padStart(6, '0')}`)
  createdVins.push(vin)
  return payload.create({
    collection: 'vehicles',
    data: {
      vin,
      year: 2021,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
      condition: (await usedCondition(payload)) as 'used',
      status: 'available',
      price,
    },
    overrideAccess: true,
    depth: 0,
  })
}

async function subscribe(
  payload: Payload,
  vehicleId: number,
  email: string,
  status: 'pending' | 'active' | 'unsubscribed',
  confirmedPrice: number | null,
) {
  return payload.create({
    collection: 'price-alert-subscriptions',
    data: { email, vehicle: vehicleId, status, confirmedPrice },
    overrideAccess: true,
    depth: 0,
  })
}

async function noticesOf(payload: Payload, vehicleId: number) {
  const { docs } = await payload.find({
    collection: 'price-alert-notices',
    where: { vehicle: { equals: vehicleId } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: 'id',
  })
  return docs.map((n) => ({
    subscription: typeof n.subscription === 'object' ? n.subscription.id : n.subscription,
    price: n.price,
    previousPrice: n.previousPrice,
    status: n.status,
    id: n.id,
  }))
}

async function alertJobs(payload: Payload, noticeIds: number[]): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: SEND_ALERT_TASK } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.filter((j) => noticeIds.includes(Number((j.input as { noticeId?: number }).noticeId))).length
}

function setPrice(payload: Payload, id: number, price: number, extra: Record<string, unknown> = {}) {
  return payload.update({ collection: 'vehicles', id, data: { price, ...extra }, overrideAccess: true, depth: 0 })
}

const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1]

describe('price-drop alerts (issue 21)', () => {
  it('a drop queues one alert per active subscriber, even when two saves and two hook runs race', async () => {
    const payload = await testPayload()
    const vehicle = await vehicleAt(payload, 20_000)
    const a = await subscribe(payload, vehicle.id, `a${seq}@example.com`, 'active', 20_000)
    const b = await subscribe(payload, vehicle.id, `b${seq}@example.com`, 'active', 20_000)
    await subscribe(payload, vehicle.id, `pending${seq}@example.com`, 'pending', null)
    await subscribe(payload, vehicle.id, `gone${seq}@example.com`, 'unsubscribed', 20_000)

    // Two instances save the same drop at once; each save runs the hook in its own transaction.
    await Promise.all([setPrice(payload, vehicle.id, 19_000), setPrice(payload, vehicle.id, 19_000)])
    // And the hook runs twice more, concurrently, outside any transaction (a retried hook elsewhere).
    const change = { vehicleId: vehicle.id, status: 'available', price: 19_000, previousPrice: 20_000 }
    const [first, second] = await Promise.all([
      queueAlertsForPriceChange(await createLocalReq({}, payload), change),
      queueAlertsForPriceChange(await createLocalReq({}, payload), change),
    ])
    expect(first + second).toBe(0)

    const notices = (await noticesOf(payload, vehicle.id)).sort((x, y) => x.subscription - y.subscription)
    expect(notices.map((n) => [n.subscription, n.price, n.previousPrice, n.status])).toEqual([
      [a.id, 19_000, 20_000, 'queued'],
      [b.id, 19_000, 20_000, 'queued'],
    ])
    expect(
      await alertJobs(
        payload,
        notices.map((n) => n.id),
      ),
    ).toBe(2)

    // Delivered once each, with the one-click unsubscribe headers; running the queue again sends nothing.
    await drainLeadJobs(payload)
    await sink.waitFor(2)
    await drainLeadJobs(payload)
    const mails = sink.received.filter((m) => m.parsed.subject?.startsWith('Price drop'))
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual([a.email, b.email].sort())
    for (const mail of mails) {
      const headers = Object.fromEntries(mail.parsed.headers.map((h) => [h.key, h.value]))
      expect(headers['list-unsubscribe']).toMatch(
        /^<http:\/\/localhost:3000\/api\/price-alerts\/unsubscribe\?token=[\w-]{43}>$/,
      )
      expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.parsed.text).toContain('Was: $20,000')
      expect(mail.parsed.text).toContain('Now: $19,000')
    }
    expect((await noticesOf(payload, vehicle.id)).map((n) => n.status)).toEqual(['sent', 'sent'])
    const after = await payload.findByID({ collection: 'price-alert-subscriptions', id: a.id, overrideAccess: true })
    expect(after.lastNotifiedPrice).toBe(19_000)
  })

  it('a rise sends nothing, a further drop sends again, a sold vehicle never', async () => {
    const payload = await testPayload()
    const vehicle = await vehicleAt(payload, 30_000)
    const a = await subscribe(payload, vehicle.id, `rise${seq}@example.com`, 'active', 30_000)

    await setPrice(payload, vehicle.id, 31_000) // a rise
    await setPrice(payload, vehicle.id, 30_500) // down, but still above what the shopper knows
    expect(await noticesOf(payload, vehicle.id)).toEqual([])

    await setPrice(payload, vehicle.id, 29_000)
    await setPrice(payload, vehicle.id, 28_000)
    expect((await noticesOf(payload, vehicle.id)).map((n) => [n.price, n.previousPrice])).toEqual([
      [29_000, 30_000],
      [28_000, 29_000],
    ])
    await drainLeadJobs(payload)
    // The 29,000 alert had been overtaken by the 28,000 one before the queue ran: one e-mail, the newer.
    expect((await noticesOf(payload, vehicle.id)).map((n) => n.status)).toEqual(['skipped', 'sent'])
    const sent = await sink.waitFor(1)
    expect(sent.map((m) => m.parsed.subject)).toEqual(['Price drop: 2021 Honda Civic EX is now $28,000'])

    // Sold in the same save as the drop: nothing is queued.
    await setPrice(payload, vehicle.id, 27_000, { status: 'sold' })
    expect((await noticesOf(payload, vehicle.id)).length).toBe(2)
    // Back for sale, dropped, then sold before the queue runs: checked again at send time, nothing goes out.
    await setPrice(payload, vehicle.id, 27_000, { status: 'available' })
    await setPrice(payload, vehicle.id, 26_000)
    await payload.update({ collection: 'vehicles', id: vehicle.id, data: { status: 'sold' }, overrideAccess: true })
    await drainLeadJobs(payload)
    const last = (await noticesOf(payload, vehicle.id)).at(-1)
    expect(last).toMatchObject({ subscription: a.id, price: 26_000, status: 'skipped' })
    expect(sink.received.length).toBe(1)
  })

  it('a CSV import that lowers a price queues the alert with the import; a crashed import queues none', async () => {
    const payload = await testPayload()
    const vin = withCheckDigit(`1FMCU0G6XNU${String(700_000 + (process.pid % 1000) * 10).padStart(6, '0')}`)
    createdVins.push(vin)
    const header = 'VIN,Stock,Year,Make,Model,Trim,Miles,Price,Old Price,Body,Features,Photos,Store'
    const feed = (price: number) => [header, `${vin},PA1,2022,Ford,Escape,SE,20000,${price},,SUV,,,`].join('\n')
    await importVehicleFeed(payload, feed(25_000), { full: false })
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { vin: { equals: vin } },
      overrideAccess: true,
    })
    const a = await subscribe(payload, docs[0].id, `csv${seq}@example.com`, 'active', 25_000)

    // The import stops after writing the row: rolled back with it, the alert too.
    await expect(
      importVehicleFeed(payload, feed(24_000), {
        full: false,
        onProgress: (done, _total, phase) => {
          if (phase === 'writing' && done === 1) throw new Error('crash after the first row')
        },
      }),
    ).rejects.toThrow('crash')
    expect(await noticesOf(payload, docs[0].id)).toEqual([])

    await importVehicleFeed(payload, feed(24_000), { full: false })
    await importVehicleFeed(payload, feed(24_000), { full: false }) // the same file again: no new drop
    expect((await noticesOf(payload, docs[0].id)).map((n) => [n.subscription, n.price, n.previousPrice])).toEqual([
      [a.id, 24_000, 25_000],
    ])
  })

  it('double opt-in: request, confirmation e-mail, confirm; the ticked box makes one lead; no duplicates', async () => {
    const payload = await testPayload()
    const vehicle = await vehicleAt(payload, 22_000)
    const email = `optin${seq}@example.com`
    const post = (body: unknown) =>
      acceptPriceAlertRequest(
        payload,
        new Request('http://localhost:3000/api/price-alerts', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.21' },
          body: JSON.stringify(body),
        }),
        new Date(),
      )
    expect(await post({ vin: vehicle.vin, email: 'nope@example.c' })).toMatchObject({
      status: 422,
      body: { fieldErrors: { email: 'Please enter a valid email address' } },
    })
    expect((await post({ vin: vehicle.vin, email: email.toUpperCase(), sendToSales: true })).status).toBe(202)
    expect((await post({ vin: vehicle.vin, email, sendToSales: true })).status).toBe(202)
    const { docs } = await payload.find({
      collection: 'price-alert-subscriptions',
      where: { vehicle: { equals: vehicle.id } },
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.email, d.status])).toEqual([[email, 'pending']])

    // Two confirmation e-mails; a drop before confirmation tells nobody.
    await drainLeadJobs(payload)
    const confirmations = (await sink.waitFor(2)).filter((m) => m.parsed.subject?.startsWith('Confirm price-drop'))
    const tokens = confirmations.map((m) => tokenIn(m.parsed.text ?? '', '/price-alerts/confirm'))
    expect(tokens.length).toBe(2)
    expect(tokens.every(Boolean)).toBe(true)
    await setPrice(payload, vehicle.id, 21_500)
    expect(await noticesOf(payload, vehicle.id)).toEqual([])

    // Both links pressed twice at once (two tabs, a double click): the link written last confirms, once.
    const leadsBefore = await payload.count({
      collection: 'leads',
      where: { formType: { equals: 'PRICE_ALERT' } },
      overrideAccess: true,
    })
    const outcomes = await Promise.all([...tokens, ...tokens].map((t) => confirmPriceAlert(payload, t, new Date())))
    expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, vin: vehicle.vin, leadJobId: expect.any(Number) }])
    const leads = await payload.find({
      collection: 'leads',
      where: { formType: { equals: 'PRICE_ALERT' } },
      overrideAccess: true,
      sort: '-id',
    })
    expect(leads.totalDocs).toBe(leadsBefore.totalDocs + 1)
    expect(leads.docs[0]).toMatchObject({ title: email, fields: { email, vehicle: { vin: vehicle.vin } } })
    const sub = await payload.findByID({
      collection: 'price-alert-subscriptions',
      id: docs[0].id,
      overrideAccess: true,
      depth: 0,
    })
    expect(sub).toMatchObject({ status: 'active', sendToSales: true, lead: leads.docs[0].id, confirmedPrice: 21_500 })

    // The lead goes to the CRM like any other, by the routing table (stated here: other files change it).
    const routing = await payload.findGlobal({ slug: 'email-routing', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'email-routing',
      data: {
        rules: [
          {
            formType: 'PRICE_ALERT',
            type: 'adf',
            subject: 'Price-Drop Alert',
            storeInbox: 'ignore',
            recipients: [{ email: 'crm@midwestmotorgroup.example' }],
          },
        ],
      },
      overrideAccess: true,
    })
    try {
      sink.received.length = 0
      await drainLeadJobs(payload)
      const [adf] = await sink.waitFor(1)
      expect(adf.envelopeTo).toEqual(['crm@midwestmotorgroup.example'])
      expect(adf.parsed.text).toContain(`<name part="full" type="individual">${email}</name>`)
      expect(adf.parsed.text).toContain(vehicle.vin)
    } finally {
      await payload.updateGlobal({
        slug: 'email-routing',
        data: { rules: routing.rules ?? [] },
        overrideAccess: true,
      })
    }
  })

  it('a confirmation job that runs twice (a retry, the crash sweep) mails the same link, and that link confirms', async () => {
    const payload = await testPayload()
    const vehicle = await vehicleAt(payload, 23_000)
    const email = `twice${seq}@example.com`
    const answer = await acceptPriceAlertRequest(
      payload,
      new Request('http://localhost:3000/api/price-alerts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.22' },
        body: JSON.stringify({ vin: vehicle.vin, email }),
      }),
      new Date(),
    )
    expect(answer.status).toBe(202)
    const job = await payload.findByID({
      collection: 'payload-jobs',
      id: answer.jobId!,
      overrideAccess: true,
      depth: 0,
    })
    const input = job.input as { subscriptionId: number; linkSeed?: string }
    expect(input.linkSeed).toMatch(/^[\w-]{22}$/)

    // The queue sends it, then the same job runs again as a retry would.
    await drainLeadJobs(payload)
    expect(await sendConfirmation(payload, input.subscriptionId, false, { linkSeed: input.linkSeed })).toBe('sent')
    const mails = (await sink.waitFor(2)).filter((m) => m.envelopeTo.includes(email))
    const links = mails.map((m) => tokenIn(m.parsed.text ?? '', '/price-alerts/confirm'))
    expect(links).toHaveLength(2)
    expect(links[0]).toBeTruthy()
    expect(links[1]).toBe(links[0])
    // The first e-mail's link, which the shopper may well open, still confirms.
    expect(await confirmPriceAlert(payload, links[0]!, new Date())).toMatchObject({ ok: true, vin: vehicle.vin })
  })

  it('unsubscribing from an alert stops the next ones; an unticked box makes no lead', async () => {
    const payload = await testPayload()
    const vehicle = await vehicleAt(payload, 18_000)
    const email = `stop${seq}@example.com`
    const leadsBefore = await payload.count({ collection: 'leads', overrideAccess: true })
    const request = new Request('http://localhost:3000/api/price-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.22' },
      body: JSON.stringify({ vin: vehicle.vin, email }),
    })
    expect((await acceptPriceAlertRequest(payload, request, new Date())).status).toBe(202)
    await drainLeadJobs(payload)
    const token = tokenIn((await sink.waitFor(1))[0].parsed.text ?? '', '/price-alerts/confirm')
    expect(await confirmPriceAlert(payload, token, new Date())).toMatchObject({ ok: true, leadJobId: null })
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(leadsBefore.totalDocs)

    await setPrice(payload, vehicle.id, 17_500)
    await drainLeadJobs(payload)
    const alert = (await sink.waitFor(2))[1]
    const oneClick = /<([^>]+)>/.exec(
      String(alert.parsed.headers.find((h) => h.key === 'list-unsubscribe')?.value),
    )?.[1]
    const unsubscribeToken = new URL(String(oneClick)).searchParams.get('token')
    expect(await unsubscribePriceAlert(payload, unsubscribeToken, new Date())).toMatchObject({
      ok: true,
      vin: vehicle.vin,
    })
    expect(await unsubscribePriceAlert(payload, unsubscribeToken, new Date())).toMatchObject({ ok: true })
    expect(await unsubscribePriceAlert(payload, 'x'.repeat(43), new Date())).toEqual({ ok: false, reason: 'invalid' })

    await setPrice(payload, vehicle.id, 16_000)
    expect((await noticesOf(payload, vehicle.id)).map((n) => n.price)).toEqual([17_500])
  })

  it('staff access: admin, manager and marketing read; sales and visitors do not; nobody creates', async () => {
    const payload = await testPayload()
    const users = await payload.find({ collection: 'users', pagination: false, depth: 0, overrideAccess: true })
    const as = (role: string) => users.docs.find((u) => u.role === role)
    const read = async (user: unknown) =>
      payload
        .find({ collection: 'price-alert-subscriptions', user: user as never, overrideAccess: false, limit: 1 })
        .then(
          () => 'yes',
          () => 'no',
        )
    expect(await Promise.all(['admin', 'manager', 'marketing', 'sales'].map((r) => read(as(r))))).toEqual([
      'yes',
      'yes',
      'yes',
      'no',
    ])
    expect(await read(undefined)).toBe('no')
    const vehicle = await vehicleAt(payload, 15_000)
    await expectForbidden(
      payload.create({
        collection: 'price-alert-subscriptions',
        data: { email: 'x@example.com', vehicle: vehicle.id, status: 'pending' },
        user: as('admin') as never,
        overrideAccess: false,
      }),
    )
    // The hashes of the links never leave the server, not even to an admin.
    const { docs } = await payload.find({
      collection: 'price-alert-subscriptions',
      user: as('admin') as never,
      overrideAccess: false,
      limit: 5,
    })
    for (const doc of docs) expect(doc).not.toHaveProperty('confirmTokenHash')
  })
})
