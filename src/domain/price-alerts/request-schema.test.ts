import { describe, expect, it } from 'vitest'
import { parsePriceAlertRequest } from './request-schema'

const VIN = '1HGCM82633A004352'

describe('the price-alert request (one schema for the form and POST /api/price-alerts)', () => {
  it.each<[string, unknown, ReturnType<typeof parsePriceAlertRequest>]>([
    [
      'a valid request, address trimmed and lower-cased, VIN upper-cased',
      { vin: VIN.toLowerCase(), email: '  Jane@Example.COM ', sendToSales: true },
      { ok: true, value: { vin: VIN, email: 'jane@example.com', sendToSales: true } },
    ],
    [
      'the box left unticked',
      { vin: VIN, email: 'jane@example.com' },
      { ok: true, value: { vin: VIN, email: 'jane@example.com', sendToSales: false } },
    ],
    [
      'unknown keys dropped',
      { vin: VIN, email: 'jane@example.com', to: 'evil@example.com' },
      { ok: true, value: { vin: VIN, email: 'jane@example.com', sendToSales: false } },
    ],
    // site.md section 5: 'Please enter a valid email address'; a blank one is 'This field is required'.
    [
      'a one-letter TLD',
      { vin: VIN, email: 'jane@example.c' },
      { ok: false, fieldErrors: { email: 'Please enter a valid email address' } },
    ],
    [
      'no @',
      { vin: VIN, email: 'jane.example.com' },
      { ok: false, fieldErrors: { email: 'Please enter a valid email address' } },
    ],
    [
      'a header injection',
      { vin: VIN, email: 'jane@example.com\r\nBcc: x@y.zz' },
      { ok: false, fieldErrors: { email: 'Please enter a valid email address' } },
    ],
    ['blank', { vin: VIN, email: '   ' }, { ok: false, fieldErrors: { email: 'This field is required' } }],
    ['missing', { vin: VIN }, { ok: false, fieldErrors: { email: 'This field is required' } }],
    [
      'a VIN that is no VIN',
      { vin: 'NOPE', email: 'jane@example.com' },
      { ok: false, fieldErrors: { vin: 'This vehicle is no longer for sale, so there is no price to watch.' } },
    ],
    [
      'a box that is no box',
      { vin: VIN, email: 'jane@example.com', sendToSales: 'yes' },
      { ok: false, fieldErrors: { sendToSales: 'This field is required' } },
    ],
  ])('%s', (_name, body, expected) => {
    expect(parsePriceAlertRequest(body)).toEqual(expected)
  })
})
