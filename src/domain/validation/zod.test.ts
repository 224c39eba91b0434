import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { MESSAGES, amountUpToMessage, vehicleFieldMessage, wholeNumberMessage } from './messages'
import {
  zDateOfBirth,
  zEmail,
  zHoneypot,
  zIsoDate,
  zOptionalNumber,
  zOptionalText,
  zPhone,
  zRequiredNumber,
  zRequiredText,
  zSsn,
} from './zod'

type Outcome = { ok: true; value: unknown } | { ok: false; message: string }

function run(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input)
  return result.success ? { ok: true, value: result.data } : { ok: false, message: result.error.issues[0].message }
}

const now = new Date('2025-06-15T12:00:00Z')

describe('zod helpers carry the spec messages (site.md section 5)', () => {
  it.each([
    ['zEmail ok', zEmail, ' jane@example.com ', { ok: true, value: 'jane@example.com' }],
    ['zEmail bad', zEmail, 'jane@example.c', { ok: false, message: 'Please enter a valid email address' }],
    ['zEmail blank', zEmail, '  ', { ok: false, message: 'This field is required' }],
    ['zEmail missing', zEmail, undefined, { ok: false, message: 'This field is required' }],
    ['zPhone ok', zPhone, '(309) 555-1234', { ok: true, value: '+13095551234' }],
    ['zPhone number', zPhone, 3095551234, { ok: true, value: '+13095551234' }],
    ['zPhone short', zPhone, '309-555-123', { ok: false, message: 'Please enter a valid phone number' }],
    ['zPhone missing', zPhone, undefined, { ok: false, message: 'This field is required' }],
    ['first name', zRequiredText(MESSAGES.firstName), '  ', { ok: false, message: 'Enter your first name.' }],
    ['last name', zRequiredText(MESSAGES.lastName), null, { ok: false, message: 'Enter your last name.' }],
    ['message', zRequiredText(MESSAGES.message), '', { ok: false, message: 'Enter your message.' }],
    ['text trimmed', zRequiredText(), '  Jane ', { ok: true, value: 'Jane' }],
    ['text default', zRequiredText(), undefined, { ok: false, message: 'This field is required' }],
    ['text too long', zRequiredText(MESSAGES.message, 5), 'abcdef', { ok: false, message: MESSAGES.tooLong }],
    ['optional blank', zOptionalText(), '   ', { ok: true, value: undefined }],
    ['optional null', zOptionalText(), null, { ok: true, value: undefined }],
    ['zSsn ok', zSsn, '123456789', { ok: true, value: '123-45-6789' }],
    ['zSsn 666', zSsn, '666-45-6789', { ok: false, message: MESSAGES.ssn }],
    ['zIsoDate ok', zIsoDate, '2025-02-28', { ok: true, value: '2025-02-28' }],
    ['zIsoDate impossible', zIsoDate, '2025-02-30', { ok: false, message: MESSAGES.date }],
    ['dob adult', zDateOfBirth(now), '2007-06-15', { ok: true, value: '2007-06-15' }],
    ['dob minor', zDateOfBirth(now), '2007-06-16', { ok: false, message: MESSAGES.adult }],
    ['dob future', zDateOfBirth(now), '2026-01-01', { ok: false, message: MESSAGES.date }],
    ['make', zRequiredText(vehicleFieldMessage('make')), '', { ok: false, message: 'Enter the make of the vehicle.' }],
    [
      'model',
      zRequiredText(vehicleFieldMessage('model')),
      '',
      { ok: false, message: 'Enter the model of the vehicle.' },
    ],
    [
      'year',
      zRequiredNumber(vehicleFieldMessage('year'), { int: true }),
      'abc',
      { ok: false, message: 'Enter the year of the vehicle.' },
    ],
    ['price text', zRequiredNumber(vehicleFieldMessage('price')), '$12,500', { ok: true, value: 12500 }],
    [
      'price zero is empty',
      zRequiredNumber(vehicleFieldMessage('price')),
      0,
      { ok: false, message: 'Enter the price of the vehicle.' },
    ],
    [
      'mileage blank',
      zRequiredNumber(vehicleFieldMessage('mileage')),
      '',
      { ok: false, message: 'Enter the mileage of the vehicle.' },
    ],
    [
      'mileage bound',
      zRequiredNumber(vehicleFieldMessage('mileage'), { max: 10 }),
      11,
      { ok: false, message: 'Enter the mileage of the vehicle.' },
    ],
    ['optional number zero', zOptionalNumber({ min: 0 }), '0', { ok: true, value: 0 }],
    ['optional number null', zOptionalNumber(), null, { ok: true, value: undefined }],
    // A required amount: missing and 0 are "required"; what was typed but is not an amount says so.
    ...(
      [
        ['missing', undefined, MESSAGES.required],
        ['null', null, MESSAGES.required],
        ['blank', '  ', MESSAGES.required],
        ['zero', 0, MESSAGES.required],
        ['words', 'lots', MESSAGES.amount],
        ['negative', '-5', MESSAGES.amount],
        ['over the ceiling', 10_000_001, MESSAGES.amount],
        ['infinite', 'Infinity', MESSAGES.amount],
      ] as const
    ).map(
      ([name, input, message]) =>
        [
          `amount ${name}`,
          zRequiredNumber(MESSAGES.required, { min: 0, max: 10_000_000 }, MESSAGES.amount),
          input,
          { ok: false, message },
        ] as const,
    ),
    [
      'amount typed as money',
      zRequiredNumber(MESSAGES.required, { min: 0 }, MESSAGES.amount),
      '$5,200',
      { ok: true, value: 5200 },
    ],
    [
      'optional amount words',
      zOptionalNumber({ min: 0 }, MESSAGES.amount),
      'lots',
      { ok: false, message: MESSAGES.amount },
    ],
    [
      'optional amount over its ceiling',
      zOptionalNumber({ min: 0, max: 20_000 }, amountUpToMessage(20_000)),
      '25000',
      { ok: false, message: 'Please enter an amount from $0 to $20,000' },
    ],
    [
      'months out of range',
      zOptionalNumber({ int: true, min: 0, max: 11 }, wholeNumberMessage(0, 11)),
      '12',
      { ok: false, message: 'Please enter a whole number from 0 to 11' },
    ],
    [
      'months not whole',
      zOptionalNumber({ int: true, min: 0, max: 11 }, wholeNumberMessage(0, 11)),
      '2.5',
      { ok: false, message: 'Please enter a whole number from 0 to 11' },
    ],
    ['honeypot empty', zHoneypot, '', { ok: true, value: '' }],
    ['honeypot missing', zHoneypot, undefined, { ok: true, value: undefined }],
    ['honeypot filled', zHoneypot, 'http://spam.example', { ok: false, message: MESSAGES.honeypot }],
  ] as const)('%s', (_name, schema, input, expected) => {
    expect(run(schema as z.ZodType, input)).toEqual(expected)
  })
})
