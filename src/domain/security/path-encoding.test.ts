import { describe, expect, it } from 'vitest'
import { hasValidPercentEncoding, hasValidQueryEncoding } from './path-encoding'

describe('hasValidPercentEncoding (issue 16, section 2)', () => {
  it.each([
    ['/cars-for-sale/used', true],
    ['/cars-for-sale/caf%C3%A9', true],
    ['/api/vin/%20', true],
    ['/%F0%9D%95%8F', true],
    ['/cars-for-sale/%E0%A4%A', false],
    ['/api/vin/%ZZ', false],
    ['/%', false],
    ['/api/%', false],
    ['/a%2', false],
    ['/%C3', false],
    ['/%FF', false],
    ['/%ED%A0%80', false],
    ['/_next/static/%E0%A4%A', false],
  ])('%s -> %s', (raw, valid) => {
    expect(hasValidPercentEncoding(raw)).toBe(valid)
  })
})

describe('hasValidQueryEncoding', () => {
  it.each([
    ['', true],
    ['?', true],
    ['?limit=10&where%5Bid%5D%5Bequals%5D=3', true],
    ['?q=a+b', true],
    ['?where=%E0%A4%A', false],
    ['?%=1', false],
    ['?a=1&b=%%', false],
    ['?a=%C3', false],
  ])('%s -> %s', (search, valid) => {
    expect(hasValidQueryEncoding(search)).toBe(valid)
  })
})
