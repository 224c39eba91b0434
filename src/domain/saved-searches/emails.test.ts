import { describe, expect, it } from 'vitest'
import { savedSearchAlertMail, savedSearchConfirmationMail, type AlertedVehicle } from './emails'

const rav4: AlertedVehicle = {
  title: '2021 Toyota RAV4 XLE',
  url: 'https://dealer.example/used-cars-for-sale/2021-toyota-rav4-xle-2t3p1rfv0mc000001',
  price: 24_995,
  mileage: 31_200,
  priceLocked: false,
}
const crv: AlertedVehicle = {
  title: '2020 Honda CR-V EX',
  url: 'https://dealer.example/used-cars-for-sale/2020-honda-cr-v-ex-2hkrw2h50lh000002',
  price: null,
  mileage: null,
  priceLocked: false,
}
const input = {
  dealershipName: 'Midwest Motor Group',
  searchTitle: 'Used SUVs for Sale Under $30,000',
  searchUrl: 'https://dealer.example/used-cars-for-sale/suvs/price-under-30000',
  vehicles: [rav4, crv],
  more: 0,
  unsubscribePageUrl: 'https://dealer.example/saved-searches/unsubscribe?token=t',
}

describe('the saved-search alert e-mail: the new vehicles, the search, how to stop it', () => {
  const mail = savedSearchAlertMail(input)
  it.each([
    ['two matches', mail.subject, '2 new matches for your saved search: Used SUVs for Sale Under $30,000'],
    [
      'one match',
      savedSearchAlertMail({ ...input, vehicles: [rav4] }).subject,
      'New match for your saved search: Used SUVs for Sale Under $30,000',
    ],
    [
      'six listed and three more',
      savedSearchAlertMail({ ...input, vehicles: Array(6).fill(rav4), more: 3 }).subject,
      '9 new matches for your saved search: Used SUVs for Sale Under $30,000',
    ],
  ])('subject: %s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
  it.each([
    ['what it is about', 'We have 2 new vehicles matching your saved search “Used SUVs for Sale Under $30,000”.'],
    ['each vehicle with its price and miles', `2021 Toyota RAV4 XLE\n$24,995 · 31,200 miles\n${rav4.url}`],
    ['a vehicle without a price, as its card says', `2020 Honda CR-V EX\nCall for pricing\n${crv.url}`],
    ['the search', `See every vehicle that matches: ${input.searchUrl}`],
    ['why it came, and how often', 'you saved this search at Midwest Motor Group. We send at most one e-mail a day.'],
    ['the unsubscribe link', `Stop these e-mails: ${input.unsubscribePageUrl}`],
  ])('text has %s', (_name, expected) => {
    expect(mail.text).toContain(expected)
  })
  it('links the vehicles, the search and the unsubscribe page, nothing else', () => {
    const links = [rav4.url, crv.url, input.searchUrl, input.unsubscribePageUrl]
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(links)
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(links)
  })
  it('says how many more there are than it lists', () => {
    expect(savedSearchAlertMail({ ...input, more: 4 }).text).toContain('And 4 more.')
    expect(mail.text).not.toContain('more.')
  })
  it('a locked price (decision 0185) names no amount', () => {
    const locked = savedSearchAlertMail({ ...input, vehicles: [{ ...rav4, priceLocked: true }] })
    for (const body of [locked.subject, locked.text, locked.html]) expect(body).not.toContain('$24,995')
    expect(locked.text).toContain('31,200 miles')
  })
  it('a title cannot break the subject or the HTML', () => {
    const odd = savedSearchAlertMail({ ...input, searchTitle: 'SUVs <b>x</b>\r\nBcc: x@y.zz' })
    expect(odd.subject).not.toMatch(/[\r\n]/)
    expect(odd.html).not.toContain('<b>x</b>')
  })
})

describe('the saved-search confirmation e-mail', () => {
  const base = {
    dealershipName: 'Midwest Motor Group',
    searchTitle: 'Used SUVs for Sale Under $30,000',
    confirmPageUrl: 'https://dealer.example/saved-searches/confirm?token=t',
  }
  it('names the search, links the confirm page, says how often and what happens if ignored', () => {
    const mail = savedSearchConfirmationMail({ ...base, sendToSales: false })
    expect(mail.subject).toBe('Confirm your saved search: Used SUVs for Sale Under $30,000')
    expect(mail.text).toContain(base.confirmPageUrl)
    expect(mail.text).toContain('at most one e-mail every 24 hours')
    expect(mail.text).toContain('ignore this e-mail: nothing will be sent')
    expect(mail.text).not.toContain('salesperson')
  })
  it('says the address goes to a salesperson only when the box was ticked', () => {
    expect(savedSearchConfirmationMail({ ...base, sendToSales: true }).text).toContain(
      'send your e-mail address to a salesperson',
    )
  })
})
