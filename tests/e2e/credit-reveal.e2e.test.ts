/**
 * Issue 6, "Credit data protection", in the admin: the SSN and date of birth of a credit
 * application are masked until a sales user presses Reveal; each reveal leaves an audit record;
 * marketing can neither open the application nor reveal it.
 */
import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { loginAs, staffToken, staffAuthHeaders } from '../support/staff'
import { DEMO_USERS } from '@/seed/data/users'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
const SSN = '219-09-9999'
const DOB = '1981-02-03'

async function reveals(appId: number): Promise<Array<{ role: string; userEmail: string }>> {
  const res = await fetch(`${baseUrl}/api/credit-data-reveals?where[application][equals]=${appId}&depth=0`, {
    headers: { ...staffAuthHeaders(await staffToken(baseUrl, 'admin')) },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { docs: Array<{ role: string; userEmail: string }> }).docs
}

/** A shopper's full credit application, sent from the site as its form does; returns the credit application id. */
async function submitApplication(page: Page): Promise<number> {
  const data = JSON.parse(JSON.stringify(VALID_BODIES.FULL_CREDIT_APP)) as {
    applicant: Record<string, string>
    coApplicant?: unknown
  }
  data.applicant.email = `reveal-${Date.now()}@example.com`
  data.applicant.ssn = SSN
  data.applicant.dateOfBirth = DOB
  delete data.coApplicant
  await page.goto(`${baseUrl}/auto-financing/full-credit-application`)
  const res = await page.evaluate(
    async (body) => {
      const r = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: r.status, body: (await r.json()) as { id: number } }
    },
    { formType: 'FULL_CREDIT_APP', data },
  )
  expect(res.status).toBe(201)
  const apps = await fetch(`${baseUrl}/api/credit-applications?where[lead][equals]=${res.body.id}&depth=0`, {
    headers: { ...staffAuthHeaders(await staffToken(baseUrl, 'admin')) },
  })
  const { docs } = (await apps.json()) as { docs: Array<{ id: number }> }
  expect(docs).toHaveLength(1)
  return docs[0].id
}

describe('credit data in the admin (issue 6)', () => {
  it('shows the SSN masked until sales presses Reveal, and records the reveal', async () => {
    const shopper = await chromium.page()
    const appId = await submitApplication(shopper)
    await shopper.context().close()

    const page = await chromium.page()
    await loginAs(page, baseUrl, 'sales')
    await page.goto(`${baseUrl}/admin/collections/credit-applications/${appId}`)
    const ssn = page.getByTestId('applicant-ssn')
    await expect.poll(() => ssn.textContent(), { timeout: 30_000 }).toBe('***-**-****')
    expect(await page.getByText(SSN).count()).toBe(0)
    expect(await page.getByText(DOB).count()).toBe(0)
    expect(await reveals(appId)).toHaveLength(0)

    await page.getByRole('button', { name: 'Reveal (logged)' }).click()
    await expect.poll(() => ssn.textContent()).toBe(SSN)
    await page.getByText(DOB).waitFor()
    const audit = await reveals(appId)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ role: 'sales', userEmail: DEMO_USERS.find((u) => u.role === 'sales')!.email })

    // Hide drops the values from the page; revealing again is a second, separate record.
    await page.getByRole('button', { name: 'Hide' }).click()
    await expect.poll(() => ssn.textContent()).toBe('***-**-****')
    await page.getByRole('button', { name: 'Reveal (logged)' }).click()
    await expect.poll(() => ssn.textContent()).toBe(SSN)
    expect(await reveals(appId)).toHaveLength(2)
    await page.context().close()

    // Marketing: the application does not open in the admin, and the reveal endpoint answers 403.
    const marketing = await chromium.page()
    await loginAs(marketing, baseUrl, 'marketing')
    await marketing.goto(`${baseUrl}/admin/collections/credit-applications/${appId}`)
    // Payload's answer for a document the role may not read: its not-found or not-allowed screen.
    await marketing
      .getByText(/Nothing found|not allowed to access this page|Unauthorized/)
      .first()
      .waitFor({ timeout: 30_000 })
    expect(await marketing.getByRole('button', { name: 'Reveal (logged)' }).count()).toBe(0)
    expect(await marketing.getByText(SSN).count()).toBe(0)
    const denied = await marketing.evaluate(
      async (id) =>
        (await fetch(`/api/credit-applications/${id}/reveal`, { method: 'POST', credentials: 'include' })).status,
      appId,
    )
    expect(denied).toBe(403)
    expect(await reveals(appId)).toHaveLength(2)
    await marketing.context().close()
  })
})
