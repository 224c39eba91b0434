import { describe, expect, it } from 'vitest'
import { confirmPageUrl, oneClickUnsubscribeUrl, unsubscribeHeaders, unsubscribePageUrl } from './paths'
import { PRICE_ALERT_PATHS } from '../price-alerts/paths'

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN-_0'

describe('alert links (absolute, from PUBLIC_URL)', () => {
  it.each([
    [
      'confirm page',
      confirmPageUrl(PRICE_ALERT_PATHS, 'https://dealer.example/', TOKEN),
      `https://dealer.example/price-alerts/confirm?token=${TOKEN}`,
    ],
    [
      'unsubscribe page',
      unsubscribePageUrl(PRICE_ALERT_PATHS, 'https://dealer.example', TOKEN),
      `https://dealer.example/price-alerts/unsubscribe?token=${TOKEN}`,
    ],
    [
      'one-click address',
      oneClickUnsubscribeUrl(PRICE_ALERT_PATHS, 'http://127.0.0.1:3000', TOKEN),
      `http://127.0.0.1:3000/api/price-alerts/unsubscribe?token=${TOKEN}`,
    ],
  ])('%s', (_name, url, expected) => {
    expect(url).toBe(expected)
  })

  it('the headers of RFC 2369 and RFC 8058', () => {
    expect(unsubscribeHeaders('https://dealer.example/api/price-alerts/unsubscribe?token=x')).toEqual({
      'List-Unsubscribe': '<https://dealer.example/api/price-alerts/unsubscribe?token=x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
