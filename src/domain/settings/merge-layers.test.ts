import { describe, expect, it } from 'vitest'
import { resolveLayers } from './merge-layers'

const layers = {
  sample: {
    itemsPerPage: 19,
    liveConditions: ['new', 'used', 'certified'],
    unlock: { new: true, used: true },
    name: 'Sample',
  },
  staging: { name: 'Staging' },
  production: { liveConditions: ['used'], unlock: { new: false, used: false } },
}

describe('resolveLayers', () => {
  it.each([
    [
      'sample',
      {
        itemsPerPage: 19,
        liveConditions: ['new', 'used', 'certified'],
        unlock: { new: true, used: true },
        name: 'Sample',
      },
    ],
    [
      'staging',
      {
        itemsPerPage: 19,
        liveConditions: ['new', 'used', 'certified'],
        unlock: { new: true, used: true },
        name: 'Staging',
      },
    ],
    // production wins; arrays are replaced, not concatenated; untouched keys fall through
    [
      'production',
      { itemsPerPage: 19, liveConditions: ['used'], unlock: { new: false, used: false }, name: 'Staging' },
    ],
  ] as const)('%s layer', (active, expected) => {
    expect(resolveLayers(layers, active)).toEqual(expected)
  })
})
