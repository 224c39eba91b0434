import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/payload'
import { SAMPLE_FINANCE_SETTINGS, estimateMonthlyPayment } from '@/domain/financing'
import { loadFinanceView } from '@/data/finance-settings'
import { expectForbidden } from '../support/refusals'

/** Issue 6, finance settings global: seeded from the samples, edited by managers, versioned, read by the engine. */
async function userByRole(payload: Payload, role: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: role } },
    limit: 1,
    overrideAccess: true,
  })
  return { ...docs[0], collection: 'users' as const }
}

describe('finance settings (issue 6)', () => {
  it("is seeded from the sample settings and reads back as the engine's settings", async () => {
    const payload = await testPayload()
    const view = await loadFinanceView(payload)
    expect(view.preApprovalEnabled).toBe(true)
    expect(view.settings.baseRates).toEqual(SAMPLE_FINANCE_SETTINGS.baseRates)
    expect(view.settings.creditTiers).toEqual(SAMPLE_FINANCE_SETTINGS.creditTiers)
    expect(view.settings.states).toEqual(SAMPLE_FINANCE_SETTINGS.states)
    expect(view.settings.documentaryFee).toBe(367.7)
    expect(view.settings.sliders.financeTerm).toEqual({ min: 12, max: 72, step: 12, default: 72 })
  })

  it.each([
    ['manager', true],
    ['admin', true],
    ['marketing', false],
    ['sales', false],
  ] as const)('%s may edit it: %s', async (role, allowed) => {
    const payload = await testPayload()
    const user = await userByRole(payload, role)
    const current = await payload.findGlobal({ slug: 'finance-settings', depth: 0 })
    const update = payload.updateGlobal({
      slug: 'finance-settings',
      data: { preApprovalEnabled: current.preApprovalEnabled },
      user,
      overrideAccess: false,
      depth: 0,
    })
    if (allowed) await expect(update).resolves.toBeTruthy()
    else await expectForbidden(update)
  })

  it("a manager's new 72-month rate changes the estimate, keeps a version, and can be undone", async () => {
    const payload = await testPayload()
    const manager = await userByRole(payload, 'manager')
    const before = await payload.findGlobal({ slug: 'finance-settings', depth: 0 })
    const price = 2_000_000
    const oldEstimate = estimateMonthlyPayment(price, (await loadFinanceView(payload)).settings)
    const rates = (before.baseRates ?? []).map((r) => ({
      termMonths: r.termMonths,
      baseApr: r.termMonths === 72 ? 12.9 : r.baseApr,
    }))
    await payload.updateGlobal({
      slug: 'finance-settings',
      data: { baseRates: rates },
      user: manager,
      overrideAccess: false,
      depth: 0,
    })
    const newEstimate = estimateMonthlyPayment(price, (await loadFinanceView(payload)).settings)
    expect(oldEstimate.ok && newEstimate.ok).toBe(true)
    if (oldEstimate.ok && newEstimate.ok) {
      expect(newEstimate.aprQuote.apr).toBe(12.9)
      expect(newEstimate.breakdown.monthlyPayment).toBeGreaterThan(oldEstimate.breakdown.monthlyPayment)
    }
    const versions = await payload.findGlobalVersions({
      slug: 'finance-settings',
      limit: 5,
      sort: '-updatedAt',
      depth: 0,
    })
    expect(versions.totalDocs).toBeGreaterThanOrEqual(2)
    await payload.updateGlobal({
      slug: 'finance-settings',
      data: { baseRates: (before.baseRates ?? []).map(({ termMonths, baseApr }) => ({ termMonths, baseApr })) },
      depth: 0,
    })
  })

  it('refuses two rates for the same term', async () => {
    const payload = await testPayload()
    const manager = await userByRole(payload, 'manager')
    const bad = [
      { termMonths: 72, baseApr: 6.9 },
      { termMonths: 72, baseApr: 7.9 },
    ]
    const error = await payload
      .updateGlobal({ slug: 'finance-settings', data: { baseRates: bad }, user: manager, overrideAccess: false })
      .catch((e: unknown) => e)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('repeated: 72 months')
  })
})
