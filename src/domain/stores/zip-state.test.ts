import { describe, expect, it } from 'vitest'
import { isZipCode, stateForZip } from './zip-state'

describe('stateForZip: ZIP prefix ranges, no network', () => {
  it.each([
    ['60601', 'IL'], // Chicago
    ['61265', 'IL'], // Moline
    ['62999', 'IL'], // last Illinois prefix
    ['46410', 'IN'], // Merrillville
    ['46601', 'IN'], // South Bend
    ['47999', 'IN'],
    ['52801', 'IA'], // Davenport
    ['50001', 'IA'],
    ['53202', 'WI'],
    ['49503', 'MI'],
    ['63101', 'MO'],
    ['40202', 'KY'],
    ['43215', 'OH'],
    ['55401', 'MN'],
    [' 60601-1234 ', 'IL'], // ZIP+4 and stray spaces
  ])('%s is in %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state)
  })

  it.each([['10001'], ['90210'], ['52999'], ['00000']])('%s is outside the table: null', (zip) => {
    expect(stateForZip(zip)).toBeNull()
  })

  it.each([[''], ['6060'], ['606011'], ['abcde'], ['60601-12']])('%j is not a ZIP code', (zip) => {
    expect(isZipCode(zip)).toBe(false)
    expect(stateForZip(zip)).toBeNull()
  })
})
