import { describe, expect, it } from 'vitest'
import { csvCell, leadsCsvHeader, leadsCsvLine, type LeadCsvRow } from './csv'

describe('csvCell', () => {
  it.each<[string, string | number | boolean | null, string]>([
    ['plain text', 'google', 'google'],
    ['null is empty', null, ''],
    ['a number', 42, '42'],
    ['a comma is quoted', 'Doe, Jane', '"Doe, Jane"'],
    ['quotes are doubled', 'say "hi"', '"say ""hi"""'],
    ['a line break is quoted', 'a\nb', '"a\nb"'],
    ['a formula is defused', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a leading plus is defused', '+1 309', "'+1 309"],
    ['a leading at sign is defused', '@cmd', "'@cmd"],
  ])('%s', (_label, value, expected) => expect(csvCell(value)).toBe(expected))
})

describe('leads CSV', () => {
  const row: LeadCsvRow = {
    id: 7,
    createdAt: '2026-11-24T10:00:00.000Z',
    formType: 'SCHEDULE_TEST_DRIVE',
    store: 'Moline',
    title: 'Ada Clicker <ada@example.com>',
    phone: '+18155550142',
    phoneVerified: true,
    source: 'google',
    medium: 'cpc',
    campaign: 'spring',
    firstSource: 'newsletter',
    firstMedium: 'email',
    firstCampaign: null,
    gclid: 'X',
    fbclid: null,
    landingPage: '/?utm_source=google&utm_campaign=spring',
    deliveryStatus: 'sent',
    language: 'es',
  }
  it('has a header of human column names and one line per lead, with the form label', () => {
    expect(leadsCsvHeader()).toBe(
      'Lead id,Received (UTC),Form,Store,Shopper,Phone,Phone verified,' +
        'Source,Medium,Campaign,First source,First medium,First campaign,gclid,fbclid,Landing page,Delivery,Language\r\n',
    )
    expect(leadsCsvLine(row)).toBe(
      "7,2026-11-24T10:00:00.000Z,Schedule Test Drive,Moline,Ada Clicker <ada@example.com>,'+18155550142,yes," +
        'google,cpc,spring,newsletter,email,,X,,/?utm_source=google&utm_campaign=spring,sent,Spanish\r\n',
    )
  })
})
