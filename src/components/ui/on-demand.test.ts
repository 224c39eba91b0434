import { describe, expect, it, vi } from 'vitest'
import { onDemand } from './on-demand'

describe('onDemand', () => {
  it('downloads once for every caller', async () => {
    const importer = vi.fn(async () => ({ value: 1 }))
    const mod = onDemand(importer)
    mod.warm()
    const [a, b] = await Promise.all([mod.load(), mod.load()])
    expect(a).toBe(b)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed download, so the next call tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ value: 2 })
    const mod = onDemand(importer)
    await expect(mod.load()).rejects.toThrow('offline')
    await expect(mod.load()).resolves.toEqual({ value: 2 })
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('warm never leaves an unhandled rejection', async () => {
    const mod = onDemand(() => Promise.reject(new Error('offline')))
    expect(() => mod.warm()).not.toThrow()
    await new Promise((r) => setTimeout(r, 0))
  })
})
