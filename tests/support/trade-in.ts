import type { Page } from 'playwright-core'

/** The questionnaire's last step: the contact details (site.md section 4, trade-in questionnaire). */
export const CONTACT_STEP_HEADING = 'Where should we send your offer?'

/**
 * Walks the trade-in questionnaire's question steps up to the contact step, answering every
 * unanswered group with its first choice and every empty select with its first option.
 * `onStep` runs on each step before it is answered (e.g. an accessibility audit).
 */
export async function answerRemainingSteps(
  page: Page,
  options: { maxSteps: number; onStep?: (heading: string) => Promise<void> },
): Promise<void> {
  for (let step = 0; step < options.maxSteps; step++) {
    const heading = await page.locator('.trade-in h2').innerText()
    await options.onStep?.(heading)
    if (heading === CONTACT_STEP_HEADING) return
    for (const group of await page.locator('fieldset.trade-in__question').all()) {
      if (!(await group.locator('input:checked').count())) await group.locator('label.trade-in__choice').first().click()
    }
    for (const select of await page.locator('.trade-in form select').all()) {
      if (!(await select.inputValue())) await select.selectOption({ index: 1 })
    }
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForFunction((prev) => document.querySelector('.trade-in h2')?.textContent !== prev, heading)
  }
}

/**
 * Waits until the questionnaire's form is hydrated (`data-ready`): a pick or a press made on the
 * server-rendered form before that never reaches the wizard, which made tests flaky under load.
 */
export async function waitForTradeInWizard(page: Page): Promise<void> {
  await page.locator('.trade-in form[data-ready="true"]').waitFor()
}
