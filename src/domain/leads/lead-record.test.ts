import { describe, expect, it } from 'vitest'
import { FORM_TYPES, SERVER_MADE_FORM_TYPES, type FormType } from './form-types'
import { leadRecord } from './lead-record'
import { parseLead } from './parse-lead'
import { FIXTURE_NOW, FIXTURE_TRACKING, VALID_BODIES } from './test-fixtures'

function recordOf(
  formType: FormType,
  patch: Record<string, unknown> = {},
  extra: Partial<Parameters<typeof leadRecord>[0]> = {},
) {
  const parsed = parseLead(formType, { ...VALID_BODIES[formType], ...patch }, FIXTURE_NOW)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
  return leadRecord({ parsed: parsed.value, visitorId: null, consentState: null, prospectStatus: 'new', ...extra })
}

describe('leadRecord (issue 4: what a lead row stores)', () => {
  it.each(FORM_TYPES.filter((formType) => !SERVER_MADE_FORM_TYPES.includes(formType)).map((formType) => [formType]))(
    '%s: titled by name and e-mail, queued as pending round 1, no SSN or birth date',
    (formType) => {
      const { record } = recordOf(formType)
      expect(record).toMatchObject({
        title: 'Jane Doe <jane@example.com>',
        formType,
        deliveryStatus: 'pending',
        attempts: 0,
        deliveryRound: 1,
      })
      expect(JSON.stringify(record)).not.toMatch(/123-45-6789|1985-04-12/)
    },
  )

  it.each(SERVER_MADE_FORM_TYPES.map((formType) => [formType]))(
    '%s: titled by the e-mail address alone (no name was given)',
    (formType) => {
      expect(recordOf(formType).record).toMatchObject({ title: 'jane@example.com', formType })
    },
  )

  it.each<[string, FormType, Record<string, unknown>, Record<string, unknown>]>([
    [
      'the car of interest',
      'CONTACT_SALES',
      {},
      { vehicleOfInterest: expect.objectContaining({ stock: 'A1234' }), tradeVehicle: null },
    ],
    [
      'a car sold, with its intent',
      'SELL_OR_TRADE',
      {},
      { tradeVehicle: expect.objectContaining({ make: 'Toyota', intent: 'sell' }) },
    ],
    [
      'a trade appraisal defaults to trade',
      'CONTACT_TRADE',
      {},
      { tradeVehicle: expect.objectContaining({ make: 'Ford', intent: 'trade' }) },
    ],
    ['page URL', 'UNLOCK_INVENTORY', {}, { pageUrl: 'https://dealer.example/contact-us' }],
    [
      'no page URL, no attribution: nulls',
      'STAFF_MEMBER',
      { url: undefined },
      {
        pageUrl: null,
        adsValues: null,
        attribution: null,
        source: null,
        campaign: null,
        phoneVerified: false,
        experiments: null,
        vehicleOfInterest: null,
      },
    ],
    [
      'ad values in the form body are not stored',
      'CONTACT_GENERAL',
      { adsValues: { utm_source: 'forged' } },
      { adsValues: null, source: null },
    ],
  ])('%s', (_name, formType, patch, expected) => {
    expect(recordOf(formType, patch).record).toMatchObject(expected)
  })

  it('keeps the visitor id, consent state and ADF status it is given', () => {
    const { record } = recordOf(
      'CONTACT_GENERAL',
      {},
      { visitorId: 'v-1', consentState: ['necessary', 'analytics'], prospectStatus: 'resend' },
    )
    expect(record).toMatchObject({
      visitorId: 'v-1',
      consentState: ['necessary', 'analytics'],
      prospectStatus: 'resend',
    })
  })

  it('stores what the server read: ad values, both touches, their columns, the phone proof and the experiments', () => {
    const { record } = recordOf('CONTACT_GENERAL', {}, FIXTURE_TRACKING)
    expect(record).toMatchObject({
      adsValues: FIXTURE_TRACKING.adsValues,
      attribution: FIXTURE_TRACKING.attribution,
      source: 'google',
      medium: 'cpc',
      campaign: 'spring',
      firstSource: 'newsletter',
      firstMedium: 'email',
      firstCampaign: null,
      phoneVerified: true,
      experiments: [{ experiment: 'hero_copy_test', variant: 'b' }],
    })
  })

  it('drops the (empty) honeypot from the stored fields', () => {
    expect(recordOf('CONTACT_GENERAL', { website: '' }).record.fields).not.toHaveProperty('website')
  })

  it.each<[FormType, boolean]>([
    ['FULL_CREDIT_APP', true],
    ['APPLY_FINANCING', true],
    ['CONTACT_FINANCE', false],
  ])('%s: credit secrets handed back for encryption: %s', (formType, has) => {
    const { secrets } = recordOf(formType)
    if (has) expect(secrets?.applicant.dateOfBirth).toBe('1985-04-12')
    else expect(secrets).toBeNull()
  })
})
