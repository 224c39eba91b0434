import { describe, expect, it } from 'vitest'
import { smsHref, telHref } from './phone-links'

describe('phone links (issue 21)', () => {
  it.each([
    ['a US number as typed', '(815) 555-0140', 'tel:8155550140', 'sms:8155550140'],
    ['with country code', '+1 309-555-0100', 'tel:+13095550100', 'sms:+13095550100'],
    ['a stray plus inside', '815+555 0140', 'tel:8155550140', 'sms:8155550140'],
    ['no digits', 'call us', null, null],
    ['empty', '', null, null],
    ['missing', null, null, null],
  ])('%s', (_name, phone, tel, sms) => {
    expect(telHref(phone)).toBe(tel)
    expect(smsHref(phone)).toBe(sms)
  })
})
