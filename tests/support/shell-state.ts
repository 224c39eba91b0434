/**
 * What the root shell's client parts decided, read from the markers they leave on <html>
 * (decision 0238), so that a test waits for the decision instead of for a fixed time and can then
 * assert that something did NOT happen.
 */
import type { Page } from 'playwright-core'
import type { ConsentPart } from '@/components/consent/consent-applied'

/** Resolves once `part` has acted on the consent in force (html[data-consent-applied]). */
export async function consentApplied(page: Page, part: ConsentPart): Promise<void> {
  await page.waitForFunction(
    (name) => (document.documentElement.dataset.consentApplied ?? '').split(' ').includes(name),
    part,
    { timeout: 15_000 },
  )
}

/** The popups on their way or showing once the popup runtime has evaluated `pageKey` ('/contact-us?'). */
export async function popupsDue(page: Page, pageKey: string): Promise<string[]> {
  await page.waitForFunction((key) => document.documentElement.dataset.popupsPage === key, pageKey, { timeout: 15_000 })
  return page.evaluate(() => (document.documentElement.dataset.popupsDue ?? '').split(' ').filter(Boolean))
}

/** Resolves once the version check has fetched /builds/latest.json and found `result`. */
export async function buildChecked(page: Page, result: 'same' | 'changed'): Promise<void> {
  await page.waitForFunction((expected) => document.documentElement.dataset.buildCheck === expected, result, {
    timeout: 15_000,
  })
}
