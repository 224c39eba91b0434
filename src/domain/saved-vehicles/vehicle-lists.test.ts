import { describe, expect, it } from 'vitest'
import {
  addRecentlyViewed,
  addSaved,
  isSaved,
  parseVehicleList,
  parseVinList,
  removeSaved,
  type VehicleListEntry,
} from './vehicle-lists'

const VIN_A = '1HGCM82633A004352'
const VIN_B = '2T1BURHE0JC012345'
const VIN_C = '3FA6P0H72HR123456'
const entry = (vin: string, name = `2021 Make ${vin.slice(0, 3)}`): VehicleListEntry => ({
  vin,
  name,
  url: `/used-cars-for-sale/2021-make-model-${vin.toLowerCase()}`,
  image: null,
})

describe('saved vehicles: add, remove, limit, dedupe (issue 21, decision 0265)', () => {
  it.each([
    ['to an empty list', [], entry(VIN_A), 24, { ok: true, list: [entry(VIN_A)] }],
    ['newest first', [entry(VIN_A)], entry(VIN_B), 24, { ok: true, list: [entry(VIN_B), entry(VIN_A)] }],
    [
      'one already saved: nothing changes',
      [entry(VIN_A)],
      entry(VIN_A, 'other name'),
      24,
      { ok: true, list: [entry(VIN_A)] },
    ],
    [
      'a lower-case VIN is the same vehicle',
      [entry(VIN_A)],
      { ...entry(VIN_A), vin: VIN_A.toLowerCase() },
      24,
      { ok: true, list: [entry(VIN_A)] },
    ],
    ['a full list refuses', [entry(VIN_A), entry(VIN_B)], entry(VIN_C), 2, { ok: false, reason: 'limit' }],
    [
      'a full list still accepts one already saved',
      [entry(VIN_A), entry(VIN_B)],
      entry(VIN_B),
      2,
      { ok: true, list: [entry(VIN_A), entry(VIN_B)] },
    ],
    ['a malformed VIN is refused', [], entry('NOT-A-VIN'), 24, { ok: false, reason: 'invalid' }],
    [
      'an off-site address is refused',
      [],
      { ...entry(VIN_A), url: '//evil.example/x' },
      24,
      { ok: false, reason: 'invalid' },
    ],
  ])('adding %s', (_name, list, added, limit, expected) => {
    expect(addSaved(list, added, limit)).toEqual(expected)
  })

  it.each([
    ['removes the one', [entry(VIN_A), entry(VIN_B)], VIN_A, [entry(VIN_B)]],
    ['by a lower-case VIN', [entry(VIN_A)], VIN_A.toLowerCase(), []],
    ['one not saved: nothing changes', [entry(VIN_A)], VIN_C, [entry(VIN_A)]],
  ])('removing %s', (_name, list, vin, expected) => {
    expect(removeSaved(list, vin)).toEqual(expected)
  })

  it('isSaved ignores case', () => {
    expect([isSaved([entry(VIN_A)], VIN_A.toLowerCase()), isSaved([entry(VIN_A)], VIN_B)]).toEqual([true, false])
  })
})

describe('stored lists are read defensively', () => {
  it.each([
    ['not an array', { a: 1 }, 24, []],
    ['a string', '1HGCM82633A004352', 24, []],
    ['bad entries dropped', [null, 3, { vin: VIN_A }, entry(VIN_B)], 24, [entry(VIN_B)]],
    ['repeats: the first wins', [entry(VIN_A, 'first'), entry(VIN_A, 'second')], 24, [entry(VIN_A, 'first')]],
    ['cut at the limit', [entry(VIN_A), entry(VIN_B), entry(VIN_C)], 2, [entry(VIN_A), entry(VIN_B)]],
    ['a script address as photo is dropped', [{ ...entry(VIN_A), image: 'javascript:alert(1)' }], 24, [entry(VIN_A)]],
    ['VIN upper-cased', [{ ...entry(VIN_A), vin: VIN_A.toLowerCase() }], 24, [entry(VIN_A)]],
  ])('%s', (_name, raw, limit, expected) => {
    expect(parseVehicleList(raw, limit)).toEqual(expected)
  })
})

describe('recently viewed (newest first, each vehicle once)', () => {
  it.each([
    ['first view', [], entry(VIN_A), 3, [entry(VIN_A)]],
    ['a new one goes first', [entry(VIN_A)], entry(VIN_B), 3, [entry(VIN_B), entry(VIN_A)]],
    ['a repeat view moves to the front', [entry(VIN_B), entry(VIN_A)], entry(VIN_A), 3, [entry(VIN_A), entry(VIN_B)]],
    ['the oldest falls off', [entry(VIN_B), entry(VIN_A)], entry(VIN_C), 2, [entry(VIN_C), entry(VIN_B)]],
    ['a malformed one is ignored', [entry(VIN_A)], entry('x'), 3, [entry(VIN_A)]],
  ])('%s', (_name, list, viewed, limit, expected) => {
    expect(addRecentlyViewed(list, viewed, limit)).toEqual(expected)
  })
})

describe('the VIN list the /saved page asks for', () => {
  it.each([
    ['two', `${VIN_A},${VIN_B}`, 24, [VIN_A, VIN_B]],
    ['lower case, spaces, repeats', ` ${VIN_A.toLowerCase()}, ${VIN_A} ,${VIN_B}`, 24, [VIN_A, VIN_B]],
    ['garbage dropped', `x,${VIN_A},<b>`, 24, [VIN_A]],
    ['missing', null, 24, []],
    ['cut at the limit', `${VIN_A},${VIN_B},${VIN_C}`, 2, [VIN_A, VIN_B]],
  ])('%s', (_name, raw, limit, expected) => {
    expect(parseVinList(raw, limit)).toEqual(expected)
  })
})
