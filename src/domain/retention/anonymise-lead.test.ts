import { describe, expect, it } from 'vitest'
import { REMOVED, anonymisedLead, pageWithoutQuery } from './anonymise-lead'

describe('pageWithoutQuery', () => {
  it.each([
    ['a full URL', 'https://cars.example/contact-us?email=jane%40example.com#form', 'https://cars.example/contact-us'],
    ['a path', '/cars-for-sale/used?name=Jane', '/cars-for-sale/used'],
    ['nothing', null, null],
    ['empty', '', null],
  ])('%s', (_name, url, expected) => {
    expect(pageWithoutQuery(url)).toBe(expected)
  })
})

describe('anonymisedLead', () => {
  it('removes every personal field and stamps the date', () => {
    const now = new Date('2028-06-01T03:00:00Z')
    expect(anonymisedLead({ pageUrl: 'https://cars.example/x?phone=3095551234' }, now)).toEqual({
      title: REMOVED,
      fields: null,
      tradeVehicle: null,
      resume: null,
      pageUrl: 'https://cars.example/x',
      visitorId: null,
      adsValues: null,
      attribution: null,
      clientAddress: null,
      anonymisedAt: '2028-06-01T03:00:00.000Z',
    })
  })
})
