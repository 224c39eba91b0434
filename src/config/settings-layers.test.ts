import { describe, expect, it } from 'vitest'
import { resolveLayers } from '@/domain/settings/merge-layers'
import { DEALERSHIP_LAYERS } from './settings-layers'

/**
 * Issue 6, private inventory: "unlock rules per condition from settings (production: not required
 * for new and used; sample: required)" (site.md section 6), and the production documentary fee
 * of 367.7 with the 30-day drive fee of 10 (site.md section 9).
 */
describe('dealership settings layers: unlock rules and fees', () => {
  it.each([
    ['sample', ['new', 'used', 'certified']],
    ['staging', ['new', 'used', 'certified']],
    ['production', ['certified']],
  ] as const)('%s locks prices of %j until the visitor unlocks', (layer, expected) => {
    expect(resolveLayers(DEALERSHIP_LAYERS, layer).unlockRequired).toEqual(expected)
  })

  it('production keeps new and used prices open, and charges a $367.70 documentary fee and a $10 drive fee', () => {
    const production = resolveLayers(DEALERSHIP_LAYERS, 'production')
    expect(production.unlockRequired).not.toContain('new')
    expect(production.unlockRequired).not.toContain('used')
    expect(production).toMatchObject({ documentaryFee: 367.7, driveFee30Day: 10 })
  })
})
