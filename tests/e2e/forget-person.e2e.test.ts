/**
 * Issue 34, "Forget a person", in the admin: an admin opens the page from the navigation, enters a
 * shopper's e-mail, sees what would be removed (the lead among it), confirms; the lead is gone and
 * the audit log lists the "A person forgotten on request" entry.
 */
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { followAdminLink, loginAs, staffAuthHeaders, staffToken } from '../support/staff'
import { VALID_BODIES } from '@/domain/leads/test-fixtures'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

describe('forget a person (issue 34)', () => {
  it('previews, then removes on confirm, and the audit log shows it', async () => {
    const email = `forget-e2e-${Date.now()}@example.com`
    const shopper = await chromium.page()
    await shopper.goto(`${baseUrl}/contact-us`)
    const sent = await shopper.evaluate(
      async (body) => {
        const r = await fetch('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: r.status, body: (await r.json()) as { id: number } }
      },
      {
        formType: 'CONTACT_GENERAL',
        // A phone of this test's own: forgetting widens the address to the phone on its leads, and
        // the fixture's phone is on the other tests' leads of this run.
        data: {
          ...VALID_BODIES.CONTACT_GENERAL,
          email,
          phone: `(309) 555-0${String(Date.now() % 1000).padStart(3, '0')}`,
        },
      },
    )
    expect(sent.status).toBe(201)
    const leadId = sent.body.id
    await shopper.context().close()

    // Wide enough that Payload's navigation stays open beside the page (below 1440 px it is a closed drawer).
    const page = await chromium.page({ viewport: { width: 1600, height: 900 } })
    await loginAs(page, baseUrl, 'admin')
    await page.goto(`${baseUrl}/admin`)
    await followAdminLink(page, 'Forget a person', /\/admin\/forget-person$/)
    await page.getByRole('heading', { level: 1, name: 'Forget a person' }).waitFor()
    await page.getByLabel('E-mail address or phone number').fill(email)
    await page.getByRole('button', { name: 'Show what would be removed' }).click()

    const preview = page.getByRole('region', { name: 'What would be removed' })
    await preview.waitFor({ timeout: 30_000 })
    expect(await preview.locator('[data-kind="leads"]').textContent()).toBe('1')
    await preview.getByRole('link', { name: `#${leadId}` }).waitFor()
    // Nothing is gone before the confirm press.
    const token = await staffToken(baseUrl, 'admin')
    const lead = () =>
      fetch(`${baseUrl}/api/leads/${leadId}?depth=0`, { headers: staffAuthHeaders(token) }).then((r) => r.status)
    expect(await lead()).toBe(200)

    await preview.getByRole('button', { name: 'Remove all of it now' }).click()
    await page.getByRole('status', { name: 'Removed' }).waitFor({ timeout: 30_000 })
    expect(await lead()).toBe(404)

    await page.goto(`${baseUrl}/admin/collections/audit-events`)
    const row = page.getByRole('row').filter({ hasText: 'A person forgotten on request' }).first()
    await row.waitFor({ timeout: 30_000 })
    expect(await row.textContent()).toContain('admin@dealership.local')
    expect(await page.getByText(email).count()).toBe(0)
  })
})
