import { describe, expect, it } from 'vitest'
import { parseSavedSearchRequest, SAVED_SEARCH_MESSAGES } from './request-schema'

const URL = '/cars-for-sale/suvs/price-under-20000'

describe('the saved-search request (one schema for the form and POST /api/search-alerts)', () => {
  it.each<[string, unknown, ReturnType<typeof parseSavedSearchRequest>]>([
    [
      'a valid request, address trimmed and lower-cased',
      { searchUrl: URL, email: '  Jane@Example.COM ', sendToSales: true },
      { ok: true, value: { searchUrl: URL, email: 'jane@example.com', sendToSales: true } },
    ],
    [
      'the box left unticked, unknown keys dropped',
      { searchUrl: URL, email: 'jane@example.com', to: 'evil@example.com' },
      { ok: true, value: { searchUrl: URL, email: 'jane@example.com', sendToSales: false } },
    ],
    // site.md section 5: 'Please enter a valid email address'; a blank one is 'This field is required'.
    [
      'a one-letter TLD',
      { searchUrl: URL, email: 'jane@example.c' },
      { ok: false, fieldErrors: { email: 'Please enter a valid email address' } },
    ],
    ['no address', { searchUrl: URL }, { ok: false, fieldErrors: { email: 'This field is required' } }],
    [
      'a header injection',
      { searchUrl: URL, email: 'jane@example.com\r\nBcc: x@y.zz' },
      { ok: false, fieldErrors: { email: 'Please enter a valid email address' } },
    ],
    [
      'no search',
      { email: 'jane@example.com' },
      { ok: false, fieldErrors: { searchUrl: SAVED_SEARCH_MESSAGES.search } },
    ],
    [
      'another site',
      { searchUrl: 'https://evil.example/cars-for-sale', email: 'jane@example.com' },
      { ok: false, fieldErrors: { searchUrl: SAVED_SEARCH_MESSAGES.search } },
    ],
    [
      'a protocol-relative address',
      { searchUrl: '//evil.example/cars-for-sale', email: 'jane@example.com' },
      { ok: false, fieldErrors: { searchUrl: SAVED_SEARCH_MESSAGES.search } },
    ],
    [
      'an address too long to be a search',
      { searchUrl: `/cars-for-sale?q=${'a'.repeat(1001)}`, email: 'jane@example.com' },
      { ok: false, fieldErrors: { searchUrl: SAVED_SEARCH_MESSAGES.search } },
    ],
    [
      'a box that is no box',
      { searchUrl: URL, email: 'jane@example.com', sendToSales: 'yes' },
      { ok: false, fieldErrors: { sendToSales: 'This field is required' } },
    ],
  ])('%s', (_name, body, expected) => {
    expect(parseSavedSearchRequest(body)).toEqual(expected)
  })
})
