import type { Page } from 'playwright-core'
import { DEMO_USERS } from '@/seed/data/users'

/** Logs into the admin through its login form, as a staff member of that role would. */
export async function loginAs(page: Page, baseUrl: string, role: (typeof DEMO_USERS)[number]['role']): Promise<void> {
  const user = DEMO_USERS.find((u) => u.role === role)
  if (!user) throw new Error(`no demo user for ${role}`)
  await page.goto(`${baseUrl}/admin/login`)
  await page.locator('#field-email').fill(user.email)
  await page.locator('#field-password').fill(user.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })
}
