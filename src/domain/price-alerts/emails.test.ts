import { describe, expect, it } from 'vitest'
import { confirmationMail, priceAlertMail, type AlertMailInput } from './emails'

const alert: AlertMailInput = {
  dealershipName: 'Midwest Motor Group',
  vehicleTitle: '2021 Honda Accord EX-L',
  vehicleUrl: 'https://dealer.example/used-cars-for-sale/2021-honda-accord-ex-l-1hgcm82633a004352',
  previousPrice: 24_995,
  newPrice: 23_495,
  priceLocked: false,
  unsubscribePageUrl: 'https://dealer.example/price-alerts/unsubscribe?token=t',
}

describe('the price-drop alert e-mail: what happened and how to stop it, nothing else', () => {
  const mail = priceAlertMail(alert)
  it.each([
    ['subject names the vehicle and the new price', mail.subject, 'Price drop: 2021 Honda Accord EX-L is now $23,495'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
  it.each([
    ['the old price', 'Was: $24,995'],
    ['the new price and the saving', 'Now: $23,495 ($1,500 less)'],
    ['the vehicle page', `See the vehicle: ${alert.vehicleUrl}`],
    ['why it came', 'asked Midwest Motor Group for price-drop alerts'],
    ['the unsubscribe link', `Stop these alerts: ${alert.unsubscribePageUrl}`],
  ])('text has %s', (_name, expected) => {
    expect(mail.text).toContain(expected)
  })
  it('has exactly two links: the vehicle and the unsubscribe page', () => {
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([alert.vehicleUrl, alert.unsubscribePageUrl])
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))).toEqual([
      alert.vehicleUrl,
      alert.unsubscribePageUrl,
    ])
  })
  it('a locked price (decision 0185) names no amount', () => {
    const locked = priceAlertMail({ ...alert, priceLocked: true })
    expect(locked.subject).toBe('Price drop: 2021 Honda Accord EX-L')
    for (const body of [locked.text, locked.html]) expect(body).not.toMatch(/\$\d/)
  })
  it('a title cannot break the subject or the HTML', () => {
    const odd = priceAlertMail({ ...alert, vehicleTitle: '2021 <b>Honda</b>\r\nBcc: x@y.zz' })
    expect(odd.subject).not.toMatch(/[\r\n]/)
    expect(odd.html).not.toContain('<b>Honda</b>')
  })
})

describe('the confirmation e-mail', () => {
  const base = {
    dealershipName: 'Midwest Motor Group',
    vehicleTitle: '2021 Honda Accord EX-L',
    confirmPageUrl: 'https://dealer.example/price-alerts/confirm?token=t',
  }
  it('asks to confirm, with the link, and says what happens if ignored', () => {
    const mail = confirmationMail({ ...base, sendToSales: false })
    expect(mail.subject).toBe('Confirm price-drop alerts for the 2021 Honda Accord EX-L')
    expect(mail.text).toContain(base.confirmPageUrl)
    expect(mail.text).toContain('ignore this e-mail: nothing will be sent')
    expect(mail.text).not.toContain('salesperson')
  })
  it('says the address goes to a salesperson only when the box was ticked', () => {
    expect(confirmationMail({ ...base, sendToSales: true }).text).toContain('send your e-mail address to a salesperson')
  })
})
