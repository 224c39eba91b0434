/**
 * Issue 9 ("Speed"): the admin bundle does not leak into public routes. A first-time visitor's
 * cold load of each public page fetches no script that carries Payload's admin UI (markers in
 * scripts/bench/first-load-js.ts); the admin login page, which does load it, shows the markers
 * still find the admin bundle in this build. `npm run bench` reports the sizes beside it.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { useBrowser } from '../support/browser'
import { firstVehiclePath } from '../support/inventory'
import { coldLoadScripts } from '../../scripts/bench/first-load-js'

const baseUrl = inject('baseUrl')
const chromium = useBrowser()
let vdp: string

beforeAll(async () => {
  vdp = await firstVehiclePath(baseUrl)
  expect(vdp).not.toBe('')
})

describe('admin code stays in the admin', () => {
  it('the admin login page loads the admin bundle (the markers find it)', async () => {
    const scripts = await coldLoadScripts(chromium.browser(), `${baseUrl}/admin/login`)
    expect(scripts.filter((s) => s.adminMarker).length).toBeGreaterThan(0)
  })

  it('no public page loads a script with Payload admin code', async () => {
    for (const path of [
      '/',
      '/cars-for-sale',
      vdp,
      '/contact-us',
      '/sell-trade-my-car',
      '/auto-financing/apply-for-financing',
    ]) {
      const scripts = await coldLoadScripts(chromium.browser(), `${baseUrl}${path}`)
      expect(scripts.length, `${path} loads scripts`).toBeGreaterThan(0)
      expect(
        scripts.filter((s) => s.adminMarker).map((s) => `${new URL(s.url).pathname} (${s.adminMarker})`),
        path,
      ).toEqual([])
    }
  })
})
