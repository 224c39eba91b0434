import { describe, expect, it } from 'vitest'
import { storageIds } from './storage-ids'

describe('storageIds (visitor-layer.md section 3)', () => {
  it.each([
    ['nothing', '', {}, {}],
    ['click ids from the query', '?gclid=abc&gbraid=b1&gwraid=w1', {}, { GClickID: 'abc', GBraid: 'b1', GWraid: 'w1' }],
    [
      'GA4 cookies, old format',
      '',
      { _ga: 'GA1.1.123456.1700000000', _ga_ABC: 'GS1.1.1700000100.1.1.1700000200.0.0.0' },
      { GAClientID: '123456.1700000000', GASessionID: '1700000100' },
    ],
    [
      'GA4 session cookie, new format',
      '',
      { _ga_X1: 'GS2.1.s1700000300$o2$g1$t1700000400' },
      { GASessionID: '1700000300' },
    ],
    ['garbage cookies ignored', '?gclid=%20', { _ga: 'nope', _ga_X: 'GS' }, {}],
  ] as const)('%s', (_name, search, cookies, expected) => {
    expect(storageIds(new URLSearchParams(search), cookies)).toEqual(expected)
  })
})
