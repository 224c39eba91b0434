/**
 * Journey "A price drop" (issue 37 "Price history"; decision 0316): a manager lowers a vehicle's
 * price by $1,000 in the admin; the shopper then sees "Price dropped $1,000 on <today>" and the
 * short history on the vehicle page, the "Price drop" badge on its card in the search, and the
 * vehicle on the "Price Drops" page. The API only reads the truth to compare against and, in
 * `finally`, puts the price back and removes the history rows this test made.
 */
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../../support/browser'
import { adminFormReady, loginAs, saveAdminForm, staffApi } from '../../support/staff'
import { formatChangeDay } from '@/domain/price-history/format'
import { ianaZone, isStoreTimeZone, DEFAULT_STORE_TIME_ZONE } from '@/domain/stores/time-zones'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()

type VehicleDoc = { id: number; vin: string; price: number; store: { timeZone?: string } | null }

describe('a price drop entered in the admin (issue 37)', () => {
  it('shows on the vehicle page, on its card and on the Price Drops page', async () => {
    const manager = await staffApi(baseUrl, 'manager')
    const admin = await staffApi(baseUrl, 'admin')
    const shopper = await chromium.page()

    // A shopper-visible vehicle near the bottom of the price order, showing no drop today.
    await shopper.goto(`${baseUrl}/cars-for-sale?sort=price`)
    const card = shopper
      .locator('.vehicle-card', { has: shopper.locator('.price__amount') })
      .filter({ hasNot: shopper.locator('.badge--drop') })
      .first()
    const href = String(await card.locator('.vehicle-card__title a').getAttribute('href'))
    const vin = href.slice(-17).toUpperCase()
    const found = (await manager('GET', `/api/vehicles?where[vin][equals]=${vin}&depth=1`)) as { docs: VehicleDoc[] }
    const vehicle = found.docs[0]
    const started = new Date(Date.now() - 1000).toISOString()
    const lower = vehicle.price - 1000

    try {
      // The manager lowers the price in the admin.
      const staff = await chromium.page()
      await loginAs(staff, baseUrl, 'manager')
      await staff.goto(`${baseUrl}/admin/collections/vehicles/${vehicle.id}`)
      await adminFormReady(staff)
      await staff.locator('#field-price').fill(String(lower))
      await saveAdminForm(staff)

      // The vehicle page: the drop, dated on the store's clock, and the short history.
      const saved = (await manager('GET', `/api/vehicles/${vehicle.id}?depth=0`)) as { priceDroppedAt: string }
      const zone = ianaZone(isStoreTimeZone(vehicle.store?.timeZone) ? vehicle.store.timeZone : DEFAULT_STORE_TIME_ZONE)
      const day = formatChangeDay(new Date(saved.priceDroppedAt), zone)
      await shopper.goto(`${baseUrl}${href}`)
      await expect
        .poll(() => shopper.getByTestId('price-dropped').textContent(), { timeout: 15_000 })
        .toBe(`Price dropped $1,000 on ${day}`)
      const history = shopper.getByTestId('price-history').locator('li')
      expect(await history.first().textContent()).toBe(
        `Price dropped $1,000 to ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(lower)} on ${day}`,
      )

      // Its card in the search carries the "Price drop" badge.
      await shopper.goto(`${baseUrl}/cars-for-sale?sort=price`)
      const ownCard = shopper.locator('.vehicle-card', { has: shopper.locator(`a[href="${href}"]`) })
      await expect.poll(() => ownCard.locator('.badge--drop').textContent()).toBe('Price drop $1,000')

      // The "Price Drops" page lists it, cheapest first.
      await shopper.goto(`${baseUrl}/used-cars-for-sale-in-quad-cities?great-deals=price-drop&sort=price`)
      await shopper.getByRole('heading', { level: 1, name: /Price Drops/ }).waitFor()
      const onDeals = shopper.locator('.vehicle-card', { has: shopper.locator(`a[href="${href}"]`) })
      expect(await onDeals.locator('.badge--drop').textContent()).toBe('Price drop $1,000')
    } finally {
      await manager('PATCH', `/api/vehicles/${vehicle.id}`, { price: vehicle.price })
      await admin(
        'DELETE',
        `/api/vehicle-price-changes?where[vehicle][equals]=${vehicle.id}&where[createdAt][greater_than_equal]=${encodeURIComponent(started)}`,
      )
    }
  })
})
