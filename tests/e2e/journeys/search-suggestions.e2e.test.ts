/**
 * Journey "Suggestions as you type" (issue 38, docs/journeys.md; decision 0333): on a phone, a
 * shopper focuses the header search and types the first letters of a make; the suggestions list
 * opens with counts and is announced; the keyboard chooses one and lands on the filter panel's URL
 * for it, whose results page counts what the suggestion said. The WAI-ARIA combobox attributes are
 * checked as they change (without axe): role, aria-expanded, aria-controls, aria-activedescendant,
 * the listbox and its options, the polite live region.
 */
import { describe, expect, inject, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { holdScripts, useBrowser } from '../../support/browser'
import { slugify } from '@/domain/inventory'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

const countOf = (text: string | null) => Number(text?.replace(/\D/g, ''))

/** The make with the most vehicles, as the filter panel of /cars-for-sale lists it, and its count. */
async function biggestMake(page: Page): Promise<{ label: string; count: number }> {
  await page.goto(`${baseUrl}/cars-for-sale`)
  const group = page.locator('details.facet', { has: page.locator('summary', { hasText: 'Make' }) })
  const links = group.locator('.facet__link')
  let best = { label: '', count: 0 }
  for (const link of await links.all()) {
    const count = countOf(await link.locator('.facet__count').textContent())
    const label = ((await link.locator('.facet__label').textContent()) ?? '').trim()
    if (count > best.count) best = { label, count }
  }
  return best
}

/** The search box and the parts the combobox pattern ties to it. */
function combobox(page: Page): { input: Locator; listbox: Locator; status: Locator } {
  const input = page.getByRole('combobox', { name: 'Search inventory' })
  return {
    input,
    listbox: page.locator('#site-search-suggestions'),
    status: page.locator('#site-search-status'),
  }
}

describe('journey: suggestions as you type (issue 38)', () => {
  it('a phone shopper types part of a make, picks it with the keyboard and lands on its filter URL with the same count', async () => {
    const page = await chromium.page({ mobile: true })
    const make = await biggestMake(page)
    expect(make.count).toBeGreaterThan(0)
    const typed = make.label.slice(0, 4).toLowerCase()

    await page.goto(`${baseUrl}/`)
    const { input, listbox, status } = combobox(page)
    // Before any focus: a combobox, collapsed, controlling an empty hidden listbox; a polite live region.
    expect(await input.getAttribute('aria-expanded')).toBe('false')
    expect(await input.getAttribute('aria-autocomplete')).toBe('list')
    expect(await input.getAttribute('aria-controls')).toBe('site-search-suggestions')
    expect(await input.getAttribute('aria-activedescendant')).toBeNull()
    expect(await listbox.getAttribute('role')).toBe('listbox')
    expect(await listbox.getAttribute('aria-label')).toBe('Search suggestions')
    expect(await listbox.isHidden()).toBe(true)
    expect(await status.getAttribute('role')).toBe('status')
    expect(await status.getAttribute('aria-live')).toBe('polite')

    await input.tap()
    await input.pressSequentially(typed, { delay: 60 })
    await listbox.waitFor({ state: 'visible' })
    const options = listbox.getByRole('option')
    const first = options.first()
    // The list for the whole typed text. A tap right after the page loaded can come before the
    // suggestions' code has arrived; the text typed by then is asked for at once, and its answer may
    // show while the rest is still being typed (the list is then replaced by the full text's).
    await expect.poll(() => first.locator('.site-search__label').textContent(), { timeout: 10_000 }).toBe(make.label)
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    const shown = await options.count()
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThanOrEqual(8)
    expect(await status.textContent()).toBe(
      `${shown} suggestion${shown === 1 ? '' : 's'}. Use the up and down arrow keys to choose, Enter to go.`,
    )
    // The make first (most vehicles), with the panel's count, shown and in its accessible name.
    expect(await first.locator('.site-search__label').textContent()).toBe(make.label)
    const suggested = countOf(await first.locator('.site-search__count').textContent())
    expect(suggested).toBe(make.count)
    expect(await first.getAttribute('aria-label')).toBe(
      `${make.label}, Make, ${make.count.toLocaleString('en-US')} vehicle${make.count === 1 ? '' : 's'}`,
    )
    for (const option of await options.all()) expect(await option.getAttribute('aria-selected')).toBe('false')

    // Escape closes the list and keeps the text; ArrowDown opens it again on the first option.
    await page.keyboard.press('Escape')
    expect(await input.getAttribute('aria-expanded')).toBe('false')
    expect(await listbox.isHidden()).toBe(true)
    expect(await input.inputValue()).toBe(typed)
    await page.keyboard.press('ArrowDown')
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    const firstId = await first.getAttribute('id')
    expect(firstId).toBeTruthy()
    expect(await input.getAttribute('aria-activedescendant')).toBe(firstId)
    expect(await first.getAttribute('aria-selected')).toBe('true')
    // Round the list and back: ArrowUp from the first highlights the last.
    if (shown > 1) {
      await page.keyboard.press('ArrowUp')
      expect(await input.getAttribute('aria-activedescendant')).toBe(await options.last().getAttribute('id'))
      await page.keyboard.press('ArrowDown')
      expect(await input.getAttribute('aria-activedescendant')).toBe(firstId)
    }
    // The focus never left the text box.
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/cars-for-sale/${slugify(make.label)}`)
    await expect
      .poll(async () => page.locator('.srp__count').textContent())
      .toContain(`of ${suggested.toLocaleString('en-US')} vehicles`)
    expect(await input.getAttribute('aria-expanded')).toBe('false')
    await page.context().close()
  })

  it('Enter without picking keeps the typed-query search; text typed before the scripts arrive is suggested for', async () => {
    const context = await chromium.context({ mobile: true })
    const release = await holdScripts(context)
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' })
    const { input, listbox } = combobox(page)
    // A slow phone: the shopper taps and types before any script ran.
    await input.tap()
    await input.pressSequentially('sed', { delay: 30 })
    release()
    await listbox.waitFor({ state: 'visible' })
    expect(await listbox.getByRole('option').first().locator('.site-search__label').textContent()).toBe('Sedans')
    // Nothing highlighted: Enter is the form's own search, which reads the words (decision 0320).
    await page.keyboard.press('Enter')
    await page.waitForURL(`${baseUrl}/cars-for-sale?q=sed`)
    await context.close()
  })
})
