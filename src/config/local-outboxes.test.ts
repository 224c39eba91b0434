import { describe, expect, it } from 'vitest'
import { localOutboxLines } from './local-outboxes'

const local = { OUTBOX_DIR: '.data/outbox', SMS_OUTBOX_DIR: '.data/sms-outbox' }

describe('localOutboxLines', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'nothing configured: both outboxes, with their admin pages',
      {},
      [
        'E-mail: no SMTP configured; messages are kept in .data/outbox (admin: http://localhost:3000/admin/outbox)',
        'Texts:  no SMS provider configured; verification codes are kept in .data/sms-outbox (admin: http://localhost:3000/admin/sms-outbox)',
      ],
    ],
    [
      'SMTP and Twilio configured: nothing to say',
      { SMTP_URL: 'smtp://mail', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' },
      [],
    ],
    [
      'Twilio without a sender still uses the SMS outbox',
      { SMTP_HOST: 'mail', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' },
      [
        'Texts:  no SMS provider configured; verification codes are kept in .data/sms-outbox (admin: http://localhost:3000/admin/sms-outbox)',
      ],
    ],
  ])('%s', (_label, extra, expected) =>
    expect(localOutboxLines({ ...local, ...extra }, 'http://localhost:3000/')).toEqual(expected),
  )
})
