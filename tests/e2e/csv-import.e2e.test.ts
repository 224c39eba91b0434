import { describe, expect, inject, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from '../support/browser'
import { loginAs } from '../support/staff'
import { uploadCsvImport } from '../support/csv-import'
import { formatVehicleUrl } from '@/domain/inventory/detail-url'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { waitForTradeInWizard } from '../support/trade-in'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

// Real VINs with valid check digits (decoded offline from vPIC): the feed leaves their trim empty.
const GRAND_CHEROKEE = '1C4RJFAG0FC625797' // 2015 Jeep Grand Cherokee Laredo
const KONA = 'KM8K2CAB4PU001140' // 2023 Hyundai Kona SE
const BAD_VIN = KONA.slice(0, 8) + (KONA[8] === '1' ? '2' : '1') + KONA.slice(9)

/**
 * Loads a page until it shows `text` and answers its status: the import's commit announces the
 * vehicles tag, and the caches drop it within about a second (decision 0227).
 */
async function waitForPageText(page: Page, url: string, text: string): Promise<number> {
  let status = 0
  await expect
    .poll(
      async () => {
        status = (await page.goto(url))?.status() ?? 0
        return (await page.content()).includes(text)
      },
      { timeout: 45_000, message: `${url} never showed ${text}` },
    )
    .toBe(true)
  return status
}

describe('CSV import from the admin (issue 3 "Feeds")', () => {
  it('marketing uploads a dealer feed, watches the job finish, sees the bad row, and the good rows go live', async () => {
    const page = await chromium.page()
    await loginAs(page, baseUrl, 'marketing')
    const csv = [
      'VIN,Stock #,Year,Make,Model,Miles,Price,Type',
      `${GRAND_CHEROKEE},E2E-1,2015,Jeep,Grand Cherokee,98000,14995,Used`,
      `${BAD_VIN},E2E-2,2023,Hyundai,Kona,12000,21995,Used`,
      `${KONA},E2E-3,2023,Hyundai,Kona,12000,21995,Used`,
    ].join('\n')
    const progress = await uploadCsvImport(page, baseUrl, csv, 'e2e-feed.csv')
    await progress
      .getByText('Import finished: 2 created, 0 updated, 0 marked sold, 2 completed from the VIN, 1 row skipped.')
      .waitFor({ timeout: 60_000 })
    const badRow = progress.locator('tbody tr')
    expect(await badRow.count()).toBe(1)
    expect(await badRow.locator('td').allTextContents()).toEqual(['3', BAD_VIN, 'VIN check digit is wrong'])
    await page.context().close()

    const shopper = await chromium.page()
    const vdp = formatVehicleUrl({
      condition: 'used',
      year: 2015,
      make: 'Jeep',
      model: 'Grand Cherokee',
      trim: 'Laredo',
      vin: GRAND_CHEROKEE,
    })
    expect(await waitForPageText(shopper, baseUrl + vdp, '2015 Jeep Grand Cherokee Laredo')).toBe(200)
    await waitForPageText(shopper, `${baseUrl}/cars-for-sale?q=${KONA.toLowerCase()}`, '2023 Hyundai Kona SE')
    await shopper.context().close()
  })
})

describe('VIN entry on the trade-in form (issue 7 "Identifying the vehicle")', () => {
  it('GET /api/vin answers 400 for a bad check digit and 404 for a VIN nobody made', async () => {
    expect((await fetch(`${baseUrl}/api/vin/${BAD_VIN}`)).status).toBe(400)
    expect((await fetch(`${baseUrl}/api/vin/${KONA.slice(0, 16)}`)).status).toBe(400)
    expect((await fetch(`${baseUrl}/api/vin/${withCheckDigit('AAA11111111111111')}`)).status).toBe(404)
  })

  it('a decoded VIN prefills year, make, model and trim', async () => {
    const page = await chromium.page({ mobile: true })
    await page.goto(`${baseUrl}/sell-trade-my-car/your-vehicle`)
    await waitForTradeInWizard(page)
    await page.getByLabel('VIN (optional)').fill('2HGFC2F59KH000000')
    await page.getByText('Found your 2019 Honda Civic LX. Check the details below.').waitFor({ timeout: 20_000 })
    expect(await page.getByLabel('Year').inputValue()).toBe('2019')
    expect(await page.getByLabel('Make').inputValue()).toBe('Honda')
    expect(await page.getByLabel('Model').inputValue()).toBe('Civic')
    expect(await page.getByLabel('Trim (optional)').inputValue()).toBe('LX')
    await page.context().close()
  })
})
