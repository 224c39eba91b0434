import '../support/lead-test-env'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { SmtpSink, testSmtpPort } from '../support/smtp-sink'
import { acceptLead } from '@/services/leads/accept-lead'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'
import { hasUnlockAccess, unlockSetCookie } from '@/services/unlock/cookie'
import { DEMO_ROUTING } from '@/seed/email-routing'
import { countLeads, drainLeadJobs, leadRequest } from './lead-helpers'

/**
 * Issue 6, private inventory and the pricing wizard on the server: the gate form's UNLOCK_INVENTORY
 * and the wizard's UNLOCK_PRICE are stored and e-mailed, and only they earn the 7-day pass; the
 * wizard's answers are refused out of the slider bounds with the slider's message, storing nothing.
 */
const sink = new SmtpSink(testSmtpPort())
const DAY = 86_400_000

// Other files rewrite the routing global; this file routes its two form types itself, as seeded.
let originalRules: unknown[] = []
beforeAll(async () => {
  await sink.start()
  const payload = await testPayload()
  originalRules = (await payload.findGlobal({ slug: 'email-routing', depth: 0, overrideAccess: true })).rules ?? []
  const rules = DEMO_ROUTING.filter((r) => r.formType === 'UNLOCK_INVENTORY' || r.formType === 'UNLOCK_PRICE').map(
    (r) => ({ formType: r.formType, type: r.type, subject: r.subject, recipients: r.to.map((email) => ({ email })) }),
  )
  await payload.updateGlobal({ slug: 'email-routing', data: { rules }, depth: 0, overrideAccess: true })
})
afterAll(async () => {
  await (
    await testPayload()
  ).updateGlobal({ slug: 'email-routing', data: { rules: originalRules as never }, depth: 0, overrideAccess: true })
  await sink.stop()
})
beforeEach(async () => {
  await drainLeadJobs(await testPayload())
  sink.received.length = 0
})

describe('unlock leads (issue 6)', () => {
  it.each([
    ['UNLOCK_INVENTORY', 'Private Inventory Unlock'],
    ['UNLOCK_PRICE', 'Personalized Price'],
  ] as const)('%s is stored, e-mailed as "%s" and grants the private-inventory pass', async (formType, subject) => {
    const payload = await testPayload()
    const email = `${formType.toLowerCase()}-${Date.now()}@example.com`
    const result = await acceptLead(
      payload,
      leadRequest({ formType, data: { ...VALID_BODIES[formType], email } }),
      new Date(),
    )
    expect(result.status).toBe(201)
    expect(result.grantUnlock).toBe(true)
    const lead = await payload.findByID({
      collection: 'leads',
      id: result.body.id as number,
      overrideAccess: true,
      depth: 0,
    })
    expect(lead).toMatchObject({ formType })
    await drainLeadJobs(payload)
    const [mail] = await sink.waitFor(1)
    expect(mail.parsed.subject).toBe(subject)
    expect(mail.raw).toContain(email)
  })

  it('a contact lead earns no pass, and a refused unlock earns none either', async () => {
    const payload = await testPayload()
    const contact = await acceptLead(
      payload,
      leadRequest({ formType: 'CONTACT_SALES', data: VALID_BODIES.CONTACT_SALES }),
      new Date(),
    )
    expect(contact.status).toBe(201)
    expect(contact.grantUnlock).toBeFalsy()
    const refused = await acceptLead(
      payload,
      leadRequest({ formType: 'UNLOCK_INVENTORY', data: { ...VALID_BODIES.UNLOCK_INVENTORY, email: 'not-an-email' } }),
      new Date(),
    )
    expect(refused.status).toBe(422)
    expect(refused.grantUnlock).toBeFalsy()
  })

  it('refuses wizard answers outside the sliders with the slider message (422), storing nothing', async () => {
    const payload = await testPayload()
    const before = await countLeads(payload)
    const data = { ...VALID_BODIES.UNLOCK_PRICE, downPayment: 25_000, tradeEquity: 150, creditScore: 350 }
    const result = await acceptLead(payload, leadRequest({ formType: 'UNLOCK_PRICE', data }), new Date())
    expect(result.status).toBe(422)
    expect(result.body.fieldErrors).toEqual({
      downPayment: 'Down payment must be between $0 and $20,000.',
      tradeEquity: 'Trade equity must be in steps of $100.',
      creditScore: 'Credit score must be between 400 and 850.',
    })
    expect(result.grantUnlock).toBeFalsy()
    expect(await countLeads(payload)).toBe(before)
  })

  it('checks the wizard against the sliders the dealership settings set: a widened slider is accepted (issue 37)', async () => {
    const payload = await testPayload()
    const settings = await payload.findGlobal({ slug: 'dealership-settings', depth: 0, overrideAccess: true })
    const original = settings.paymentSliders
    const data = { ...VALID_BODIES.UNLOCK_PRICE, downPayment: 30_000, creditScore: 350 }
    try {
      // A manager widens two sliders: down payment to $40,000, credit score from 300.
      await payload.updateGlobal({
        slug: 'dealership-settings',
        data: {
          paymentSliders: {
            ...original,
            downPayment: { ...original?.downPayment, min: 0, max: 40_000, step: 100, default: 1000 },
            creditScore: { ...original?.creditScore, min: 300, max: 850, step: 10, default: 850 },
          },
        },
        depth: 0,
        overrideAccess: true,
      })
      const accepted = await acceptLead(payload, leadRequest({ formType: 'UNLOCK_PRICE', data }), new Date())
      expect(accepted.body).toEqual({ id: expect.any(Number) })
      expect(accepted.status).toBe(201)
      // The widened bounds are the bounds: past them, the new slider's message.
      const past = { ...data, downPayment: 45_000 }
      const refused = await acceptLead(payload, leadRequest({ formType: 'UNLOCK_PRICE', data: past }), new Date())
      expect(refused.status).toBe(422)
      expect(refused.body.fieldErrors).toEqual({ downPayment: 'Down payment must be between $0 and $40,000.' })
    } finally {
      await payload.updateGlobal({
        slug: 'dealership-settings',
        data: { paymentSliders: original },
        depth: 0,
        overrideAccess: true,
      })
    }
  })

  it('the pass set with an accepted unlock opens for 7 days, then the visitor is asked again', () => {
    const now = new Date()
    const header = unlockSetCookie(now)
    expect(header).toMatch(/^unlockAccess=[^;]+; Path=\/; Max-Age=604800; HttpOnly; Secure; SameSite=Lax$/)
    const value = header.split(';')[0].split('=')[1]
    expect(hasUnlockAccess(value, new Date(now.getTime() + 6 * DAY))).toBe(true)
    expect(hasUnlockAccess(value, new Date(now.getTime() + 7 * DAY))).toBe(false)
    expect(hasUnlockAccess(`${Number(value.split('.')[0]) + 7 * DAY}.${value.split('.')[1]}`, now)).toBe(false)
  })
})
