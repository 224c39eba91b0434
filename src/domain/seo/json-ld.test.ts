import { describe, expect, it } from 'vitest'
import { jsonLdString } from './json-ld'

describe('jsonLdString', () => {
  it.each([
    [{ name: '</script><script>alert(1)</script>' }, '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}'],
    [{ note: 'a\u2028b\u2029c' }, '{"note":"a\\u2028b\\u2029c"}'],
    [[{ '@type': 'AutoDealer' }], '[{"@type":"AutoDealer"}]'],
  ])('%j', (input, expected) => {
    expect(jsonLdString(input)).toBe(expected)
    expect(JSON.parse(jsonLdString(input))).toEqual(input)
  })
})
