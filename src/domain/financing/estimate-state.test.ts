import { describe, expect, it } from 'vitest'
import { estimateStateFor, statesText } from './estimate-state'
import { SAMPLE_FINANCE_SETTINGS } from './settings'

describe('estimateStateFor', () => {
  it.each([
    ['an Indiana store', 'IN', 'IN'],
    ['an Illinois store', 'IL', 'IL'],
    ['a lower-case code', 'in', 'IN'],
    ['no store', null, 'IL'],
    ['a blank state', ' ', 'IL'],
    ['a store state without fees (Iowa)', 'IA', 'IL'],
  ])('%s -> %s', (_name, state, expected) => {
    expect(estimateStateFor(state, SAMPLE_FINANCE_SETTINGS)).toBe(expected)
  })

  it('falls back to whatever default state the manager set', () => {
    expect(estimateStateFor(undefined, { ...SAMPLE_FINANCE_SETTINGS, defaultState: 'IN' })).toBe('IN')
  })
})

describe('statesText', () => {
  it.each([
    [[], ''],
    [['IN'], 'IN'],
    [['IN', 'IN'], 'IN'],
    [['IN', 'IL', 'IN'], 'IL or IN'],
    [['IN', 'IL', 'IA'], 'IA, IL or IN'],
  ])('%j -> %s', (codes, expected) => {
    expect(statesText(codes)).toBe(expected)
  })
})
