import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Waits until React has hydrated the public page: the experiments client marks `<html>` with
 * `data-experiments="Ready"` once it runs (src/components/experiments). Before that a click or a
 * key press may do nothing.
 */
export function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(() => document.documentElement.dataset.experiments === 'Ready', undefined, {
    timeout: 15_000,
  })
}

/** Loads `path` as a browser navigation, expects a 200, and says how the page cache answered it (`x-page-cache`). */
export async function openPage(page: Page, baseUrl: string, path: string): Promise<string | null> {
  const res = await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' })
  expect(res?.status(), path).toBe(200)
  return res?.headers()['x-page-cache'] ?? null
}
