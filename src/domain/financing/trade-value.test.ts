import { describe, expect, it } from 'vitest'
import { readTradeValue, type TradeValue } from './trade-value'

describe('readTradeValue: the trade-in value typed under the out-the-door figure', () => {
  it.each<[string | undefined, TradeValue]>([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['5000', { kind: 'value', dollars: 5000 }],
    ['$5,000', { kind: 'value', dollars: 5000 }],
    [' $ 12,500 ', { kind: 'value', dollars: 12_500 }],
    ['4999.50', { kind: 'value', dollars: 5000 }],
    ['1,234,567', { kind: 'unreadable', text: '1,234,567' }],
    ['-200', { kind: 'unreadable', text: '-200' }],
    ['5k', { kind: 'unreadable', text: '5k' }],
    ['12,34', { kind: 'unreadable', text: '12,34' }],
  ])('%j', (input, expected) => {
    expect(readTradeValue(input)).toEqual(expected)
  })
})
