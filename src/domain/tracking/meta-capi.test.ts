import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildCapiEvent, hashUserField } from './meta-capi'

const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')

describe('Meta customer information hashing', () => {
  it.each([
    // Meta's published examples (Customer Information Parameters): em and ph digests.
    ['em', '  John_Smith@Gmail.com ', '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f'],
    ['ph', '+1 (234) 567-8901', '254aa248acb47dd654ca3ea53f48c2c26d641d23d7e2e93a1ec56258df7674c4'],
    ['ph', '234-567-8901', '254aa248acb47dd654ca3ea53f48c2c26d641d23d7e2e93a1ec56258df7674c4'],
    ['fn', ' John ', '96d9632f363564cc3032521409cf22a852f2032eec099ed5967c0d000cec607a'],
    ['ln', 'Smith', '6627835f988e2c5e50533d491163072d3f4f41f5c8b04630150debb3722ca2dd'],
  ])('%s %j', (field, input, digest) => {
    expect(hashUserField(field, input, sha)).toBe(digest)
  })

  it.each([
    ['ct', 'San Francisco', 'sanfrancisco'],
    ['st', 'CA', 'ca'],
    ['zp', '94035-1234', '94035'],
    ['country', 'US', 'us'],
    ['fn', "O'Neil", 'oneil'],
  ])('%s %j normalises to %j', (field, input, normalized) => {
    expect(hashUserField(field, input, sha)).toBe(sha(normalized))
  })

  it('does not hash twice and drops blanks', () => {
    const digest = sha('a@b.co')
    expect(hashUserField('em', digest, sha)).toBe(digest)
    expect(hashUserField('em', '  ', sha)).toBeUndefined()
  })
})

describe('buildCapiEvent', () => {
  const report = {
    eventName: 'Lead',
    eventId: 'e1',
    eventTime: 1700000000,
    url: 'https://x.test/',
    value: 0,
    fbp: 'fb.1.1.2',
    fbc: 'fb.1.1.abc',
    user: { em: 'a@b.co', external_id: 'u1' },
  }
  it('hashes user data, keeps fbp, fbc, ip and agent as they are, shares the event id', () => {
    const event = buildCapiEvent(report, { ip: '203.0.113.9', userAgent: 'UA', gpc: false }, sha)
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: 'e1',
      event_time: 1700000000,
      action_source: 'website',
      data_processing_options: [],
    })
    expect(event.user_data).toEqual({
      em: [sha('a@b.co')],
      external_id: [sha('u1')],
      country: [sha('us')],
      client_ip_address: '203.0.113.9',
      client_user_agent: 'UA',
      fbp: 'fb.1.1.2',
      fbc: 'fb.1.1.abc',
    })
    expect(event.custom_data).toEqual({ value: 0, currency: 'USD' })
  })
  it('never forwards personal data in custom_data (decision 0181)', () => {
    const customData = {
      customer_name: 'Jane Q Public',
      customer_phone: '+1 (309) 555-0142',
      user: { email: 'jane@example.com' },
      vehicle: { make: 'Honda' },
    }
    const event = buildCapiEvent({ ...report, customData }, { ip: null, userAgent: null, gpc: false }, sha)
    expect(event.custom_data).toEqual({ vehicle: { make: 'Honda' }, value: 0, currency: 'USD' })
  })
  it('uses Limited Data Use under GPC', () => {
    expect(buildCapiEvent(report, { ip: null, userAgent: null, gpc: true }, sha)).toMatchObject({
      data_processing_options: ['LDU'],
      data_processing_options_country: 0,
      data_processing_options_state: 0,
    })
  })
})
