import { describe, expect, it } from 'vitest'
import { FORM_TYPES, SERVER_MADE_FORM_TYPES } from './form-types'
import type { Lead } from './lead'
import { parseLead } from './parse-lead'
import { redactSensitive } from './redact'
import { FIXTURE_NOW, FIXTURE_TRACKING, VALID_BODIES } from './test-fixtures'
import { renderTextEmail } from './text-email'
import { toLead } from './to-lead'

const ctx = { subject: 'Website Lead', adminUrl: 'https://dealer.example/admin/collections/leads/7' }

function leadFor(formType: (typeof FORM_TYPES)[number]): Lead {
  const parsed = parseLead(formType, VALID_BODIES[formType], FIXTURE_NOW)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
  // As delivered: with what the server read from the visitor's cookies at intake.
  return { ...toLead(parsed.value), ...FIXTURE_TRACKING }
}

const base: Lead = {
  formType: 'CONTACT_GENERAL',
  customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+13095551234' },
  details: {},
}

// visitor-layer.md section 7: plain e-mails for every form type.
describe('renderTextEmail for every form type', () => {
  it.each(FORM_TYPES.filter((formType) => !SERVER_MADE_FORM_TYPES.includes(formType)).map((formType) => [formType]))(
    '%s',
    (formType) => {
      const email = renderTextEmail(leadFor(formType), ctx)
      expect(email.subject).toBe('Website Lead')
      for (const body of [email.text, email.html]) {
        expect(body).toContain('+1 (309) 555-1234') // e-mail mask, visitor-layer.md section 5
        expect(body).not.toContain('123-45-6789') // fixture SSN
        expect(body).not.toContain('1985-04-12') // fixture date of birth
      }
    },
  )
})

// Issue 39: "Preferred language: Spanish" on a Spanish lead; nothing on an English one.
describe('the lead language', () => {
  it('a Spanish lead says so in the contact section', () => {
    const email = renderTextEmail({ ...base, language: 'es' }, ctx)
    expect(email.text).toContain('Preferred language: Spanish')
    expect(email.html).toContain('Preferred language')
  })
  it('an English lead shows no language row', () =>
    expect(renderTextEmail({ ...base, language: 'en' }, ctx).text).not.toContain('Preferred language'))
})

describe('a price-drop alert lead (decision 0270): the e-mail address only', () => {
  const email = renderTextEmail(leadFor('PRICE_ALERT'), ctx)
  it('has the address and the vehicle, and no empty name or phone rows', () => {
    expect(email.text).toContain('Email: jane@example.com')
    expect(email.text).toContain('1HGCM82633A004352')
    expect(email.text).not.toMatch(/^Name:/m)
    expect(email.text).not.toMatch(/^Phone:/m)
  })
})

describe('content', () => {
  const email = renderTextEmail(leadFor('CONTACT_SALES'), ctx)
  it.each([
    ['heading', 'New lead: Contact - Purchasing a vehicle'],
    ['name', 'Name: Jane Doe'],
    ['phone', 'Phone: +1 (309) 555-1234'],
    ['inquiry', 'Inquiry: Purchasing a vehicle'],
    ['message', 'Message: Is this car still available?'],
    ['vehicle', 'Vehicle: 2021 Honda Accord EX-L'],
    ['price', 'Price: $18,995'],
    ['price drop', 'Price note: Price reduced from $19,995 to $18,995'],
    ['mileage', 'Mileage: 35,120 mi'],
    [
      'ads block',
      'AD TRACKING\nSource / medium: google / cpc\nCampaign: spring\ngclid: abc123\nLanding ' +
        'page: /?utm_source=google&utm_campaign=spring&gclid=abc123\nReferrer: ' +
        'https://www.google.com/\nLast visit from this source: 2025-06-14\nFirst touch: newsletter ' +
        '/ email on 2025-06-01, landing /special-offers\nExperiment hero_copy_test: b',
    ],
    ['verified phone', 'Phone verified: Yes, by text message code'],
  ])('text has %s', (_name, fragment) => {
    expect(email.text).toContain(fragment)
  })

  it('html is a phone-friendly document with the same rows', () => {
    expect(email.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">')
    expect(email.html).toContain('max-width:600px')
    expect(email.html).toContain('<a href="tel:+13095551234" style="color:#15803d;">+1 (309) 555-1234</a>')
    expect(email.html).toContain('>Source / medium</th>')
  })

  it.each([
    ['no ads values', {}, false],
    ['blank ads values', { adsValues: { utm_source: '  ' } }, false],
    ['one ads value', { adsValues: { fbclid: 'fb.1' } }, true],
  ])('ads block: %s', (_name, patch, present) => {
    const out = renderTextEmail({ ...base, ...patch }, ctx)
    expect(out.text.includes('AD TRACKING')).toBe(present)
    expect(out.html.includes('Ad tracking')).toBe(present)
  })

  it('keeps line breaks out of the subject', () => {
    expect(renderTextEmail(base, { subject: 'Lead\r\nBcc: evil@example.com' }).subject).toBe(
      'Lead Bcc: evil@example.com',
    )
  })
})

describe('never sends an SSN or a date of birth', () => {
  const secrets: Lead = {
    ...base,
    customer: { ...base.customer, ssn: '111-22-3333' } as Lead['customer'],
    details: {
      ssn: '111-22-3333',
      DOB: '1970-01-01',
      applicant: { dateOfBirth: '1970-01-02', name: 'Jane' },
      coApplicant: {
        party: [{ dob: '1970-01-03' }, { date_of_birth: '1970-01-04' }, { socialSecurityNumber: '111-22-3334' }],
      },
      favouriteColour: 'green',
    },
  }
  const email = renderTextEmail(secrets, ctx)
  it.each([['111-22-3333'], ['111-22-3334'], ['1970-01-01'], ['1970-01-02'], ['1970-01-03'], ['1970-01-04']])(
    '%s',
    (secret) => {
      expect(email.text).not.toContain(secret)
      expect(email.html).not.toContain(secret)
    },
  )
  it('keeps harmless details', () => {
    expect(email.text).toContain('Favourite colour: green')
    expect(email.text).toContain('Applicant - Name: Jane')
  })
  it('redactSensitive copies a part shared by two branches twice, and still cuts a real cycle', () => {
    const shared = { gclid: 'X' }
    expect(redactSensitive({ a: shared, b: { values: shared } })).toEqual({
      a: { gclid: 'X' },
      b: { values: { gclid: 'X' } },
    })
    const loop: Record<string, unknown> = { name: 'loop' }
    loop.self = loop
    expect(redactSensitive(loop)).toEqual({ name: 'loop', self: undefined })
  })

  it('redactSensitive drops the keys at any depth', () => {
    expect(redactSensitive({ a: { ssn: 1, b: [{ dob: 2, c: 3 }] }, dateOfBirth: 4 })).toEqual({ a: { b: [{ c: 3 }] } })
  })

  it.each([['APPLY_FINANCING'], ['FULL_CREDIT_APP']] as const)('%s links to the admin record instead', (formType) => {
    const out = renderTextEmail({ ...leadFor(formType), details: { income: 5200 } }, ctx)
    expect(out.text).toContain(
      'Application: Review the full application in the admin: https://dealer.example/admin/collections/leads/7',
    )
    expect(out.html).toContain('<a href="https://dealer.example/admin/collections/leads/7"')
    expect(out.text).not.toContain('5200')
  })
})

describe('html escapes visitor text', () => {
  const hostile: Lead = {
    ...base,
    customer: { ...base.customer, firstName: '<script>alert(1)</script>', lastName: '"><img src=x onerror=alert(1)>' },
    message: "Tom & Jerry's <b>car</b>\nsecond line",
    url: 'javascript:alert(1)',
    details: { '<i>key</i>': '<u>value</u>' },
  }
  const { html } = renderTextEmail(hostile, ctx)
  it.each([
    ['script', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['attribute break-out', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ['message', 'Tom &amp; Jerry&#39;s &lt;b&gt;car&lt;/b&gt;<br>second line'],
    ['detail value', '&lt;u&gt;value&lt;/u&gt;'],
    [
      'javascript url stays text',
      '<td style="padding:6px 0;vertical-align:top;font-size:15px;line-height:1.4;word-break:break-word;">javascript:alert(1)</td>',
    ],
  ])('%s', (_name, fragment) => {
    expect(html).toContain(fragment)
  })
  it('contains no visitor markup', () => {
    expect(html).not.toMatch(/<script|<img|<b>|<u>|href="javascript/i)
  })
})

describe('a saved-search lead (decision 0337): the e-mail address and the search', () => {
  const email = renderTextEmail(leadFor('SAVED_SEARCH'), ctx)
  it('has the address, the search in words and its page, and no empty name or phone rows', () => {
    expect(email.text).toContain('Email: jane@example.com')
    expect(email.text).toContain('Used Honda SUVs for Sale Under $30,000')
    expect(email.text).toContain('https://dealer.example/used-cars-for-sale/suvs/honda/price-under-30000')
    expect(email.text).not.toMatch(/^Name:/m)
    expect(email.text).not.toMatch(/^Phone:/m)
  })
})
