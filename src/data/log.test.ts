import { describe, expect, it, vi } from 'vitest'

const warn = vi.fn()
vi.mock('./payload', () => ({ payloadClient: async () => ({ logger: { warn } }) }))
const { logPageNotFound } = await import('./log')

/** site.md section 8: no route match or a failed route validation is logged as 'Page Not Found: {path}'. */
describe('logPageNotFound', () => {
  it.each([
    ['/no-such-page', 'Page Not Found: /no-such-page'],
    ['/used-cars-for-sale/2019-honda-accord-short', 'Page Not Found: /used-cars-for-sale/2019-honda-accord-short'],
    [`/${'x'.repeat(400)}`, `Page Not Found: /${'x'.repeat(299)}`],
  ])('%s', async (path, message) => {
    warn.mockClear()
    await logPageNotFound(path)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][1]).toBe(message)
  })
})
