import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dtdProblems } from '../../../../tests/support/xml-validation'
import { FORM_TYPES } from '../form-types'
import type { Lead } from '../lead'
import { parseLead } from '../parse-lead'
import { FIXTURE_NOW, FIXTURE_TRACKING, VALID_BODIES } from '../test-fixtures'
import { toLead } from '../to-lead'
import { renderAdf, type AdfContext } from './render-adf'

const DTD = path.join(import.meta.dirname, 'adf-1.0.dtd')

/** libxml2's complaints about the document against our ADF 1.0 DTD, or '' (issue 35: no xmllint needed). */
function xmllint(xml: string, _name: string): string {
  return dtdProblems(xml, DTD)
}

const ctx: AdfContext = {
  now: FIXTURE_NOW,
  status: 'new',
  subject: 'Website Lead',
  leadId: 42,
  vendor: {
    name: 'Quad Cities Auto - Moline',
    email: 'moline@dealer.example',
    phone: '+13095550100',
    url: 'https://dealer.example',
  },
  provider: { url: 'https://dealer.example', email: 'web@dealer.example', phone: '(309) 555-0100' },
  adminUrl: 'https://dealer.example/admin/collections/leads/42',
}

function leadFor(formType: (typeof FORM_TYPES)[number]): Lead {
  const parsed = parseLead(formType, VALID_BODIES[formType], FIXTURE_NOW)
  if (!parsed.ok) throw new Error(`fixture for ${formType} is invalid: ${JSON.stringify(parsed.fieldErrors)}`)
  // As delivered: with what the server read from the visitor's cookies at intake.
  return { ...toLead(parsed.value), ...FIXTURE_TRACKING }
}

// visitor-layer.md section 7: every form can be routed as an ADF lead.
describe('renderAdf is valid ADF 1.0 for every form type', () => {
  it.each(FORM_TYPES.map((formType) => [formType]))('%s', (formType) => {
    const xml = renderAdf(leadFor(formType), ctx)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true)
    expect(xmllint(xml, formType)).toBe('')
  })

  it.each([['PRICE_ALERT'], ['SAVED_SEARCH']] as const)(
    'names a contact who gave only an e-mail address by that address (%s, decisions 0270, 0337)',
    (formType) => {
      const xml = renderAdf(leadFor(formType), ctx)
      expect(xml).toContain('<name part="full" type="individual">jane@example.com</name>')
      expect(xml).not.toContain('part="first"')
    },
  )

  it('a saved search sends what it looks for as the vehicle of interest (decision 0337)', () => {
    const xml = renderAdf(leadFor('SAVED_SEARCH'), ctx)
    expect(xml).toContain('<vehicle interest="buy" status="used">')
    expect(xml).toContain('<make>Honda</make>')
    expect(xml).toContain('<service>Saved Search</service>')
  })

  it('the DTD rejects a broken document (the check has teeth)', () => {
    const xml = renderAdf(leadFor('CAREERS'), ctx).replace('<requestdate>', '<requestdate bogus="1">')
    expect(xmllint(xml, 'broken')).toMatch(/bogus/)
  })
})

describe('document parts', () => {
  const xml = renderAdf(leadFor('CONTACT_SALES'), { ...ctx, status: 'resend' })
  it.each([
    ['prospect status', '<prospect status="resend">'],
    ['lead id', '<id sequence="1" source="https://dealer.example">42</id>'],
    ['request date', '<requestdate>2025-06-15T15:30:00Z</requestdate>'],
    ['first name', '<name part="first" type="individual">Jane</name>'],
    ['last name', '<name part="last" type="individual">Doe</name>'],
    ['customer phone in the adf mask', '<phone type="voice" time="day">309-555-1234</phone>'],
    ['vendor phone in the adf mask', '<phone type="voice" time="day">309-555-0100</phone>'],
    ['vendor', '<vendorname>Quad Cities Auto - Moline</vendorname>'],
    ['provider name', '<name part="full" type="business">Website - Website Lead</name>'],
    ['provider service', '<service>Contact - Purchasing a vehicle</service>'],
    ['asking price', '<price type="asking" currency="USD">18995</price>'],
    ['old price', '<pricecomments>Price reduced from $19,995 to $18,995</pricecomments>'],
    ['odometer', '<odometer status="unknown" units="mi">35120</odometer>'],
    ['transmission', '<transmission>A</transmission>'],
    ['colors', '<interiorcolor>Black</interiorcolor>'],
    ['inquiry', 'Inquiry: Purchasing a vehicle'],
    [
      'attribution',
      'Ad tracking: Source / medium: google / cpc; Campaign: spring; gclid: abc123; Landing ' +
        'page: /?utm_source=google&amp;utm_campaign=spring&amp;gclid=abc123; Referrer: ' +
        'https://www.google.com/; Last visit from this source: 2025-06-14; First touch: newsletter ' +
        '/ email on 2025-06-01, landing /special-offers; Experiment hero_copy_test: b',
    ],
    ['verified phone', 'Phone verified by text message code.'],
  ])('%s', (_name, fragment) => {
    expect(xml).toContain(fragment)
  })

  it('puts a test drive into a timeframe', () => {
    expect(renderAdf(leadFor('SCHEDULE_TEST_DRIVE'), ctx)).toContain('<earliestdate>2025-06-17T10:30</earliestdate>')
  })

  it("writes a test drive on a store's clock with its zone and UTC offset (decision 0290)", () => {
    const lead = leadFor('SCHEDULE_TEST_DRIVE')
    const xml = renderAdf({ ...lead, appointment: { ...lead.appointment!, timeZone: 'eastern' } }, ctx)
    expect(xml).toContain('<description>Test drive: 2025-06-17 at 10:30 Eastern time</description>')
    expect(xml).toContain('<earliestdate>2025-06-17T10:30-04:00</earliestdate>')
  })

  // Issue 39: a lead sent from a Spanish page names the language for sales; an English one adds nothing.
  it('names Spanish as the preferred language in <customer><comments>, and stays valid', () => {
    const lead = { ...leadFor('SCHEDULE_TEST_DRIVE'), language: 'es' as const }
    const xml = renderAdf(lead, ctx)
    const comments = /<customer>[\s\S]*<comments>([\s\S]*?)<\/comments>[\s\S]*<\/customer>/.exec(xml)?.[1]
    expect(comments).toContain('Preferred language: Spanish')
    expect(xmllint(xml, 'spanish')).toBe('')
    expect(renderAdf({ ...lead, language: 'en' }, ctx)).toBe(renderAdf({ ...lead, language: undefined }, ctx))
    expect(renderAdf({ ...lead, language: 'en' }, ctx)).not.toContain('Preferred language')
  })

  it('puts the applicant address into the contact', () => {
    const out = renderAdf(leadFor('APPLY_FINANCING'), ctx)
    expect(out).toContain('<street line="1">100 Main St</street>')
    expect(out).toContain('<regioncode>IL</regioncode>')
  })
})

const base: Lead = {
  formType: 'CONTACT_GENERAL',
  customer: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+13095551234' },
  details: {},
}

// visitor-layer.md section 4: interest buy by default, sell for sell-my-vehicle, trade-in second;
// status new only for condition new; transmission automatic -> A, manual -> M.
describe('vehicle interest and status', () => {
  const car = { year: 2024, make: 'Kia', model: 'Soul' }
  const own = { year: 2012, make: 'Ford', model: 'Focus', price: 4000 }
  it.each<[string, Partial<Lead>, string[]]>([
    ['no vehicle: empty buy vehicle', {}, ['<vehicle interest="buy" status="used">']],
    ['condition new', { vehicle: { ...car, condition: 'New' } }, ['<vehicle interest="buy" status="new">']],
    [
      'condition certified',
      { vehicle: { ...car, condition: 'certified' } },
      ['<vehicle interest="buy" status="used">'],
    ],
    [
      'test drive',
      { formType: 'SCHEDULE_TEST_DRIVE', vehicle: car },
      ['<vehicle interest="test-drive" status="used">'],
    ],
    [
      'sell',
      { sellVehicle: own, sellIntent: 'sell' },
      ['<vehicle interest="sell" status="used">', '<price type="appraisal" currency="USD">4000</price>'],
    ],
    [
      'trade toward a car',
      { vehicle: { ...car, condition: 'new' }, sellVehicle: own, sellIntent: 'trade' },
      ['<vehicle interest="buy" status="new">', '<vehicle interest="trade-in" status="used">'],
    ],
    ['manual', { vehicle: { ...car, transmission: 'manual' } }, ['<transmission>M</transmission>']],
    ['other transmission kept', { vehicle: { ...car, transmission: 'CVT' } }, ['<transmission>CVT</transmission>']],
    [
      'price as a number',
      { vehicle: { ...car, price: 21999.5 } },
      ['<price type="asking" currency="USD">21999.50</price>'],
    ],
    [
      'price object without sale price',
      { vehicle: { ...car, price: { oldPrice: 15000 } } },
      ['<price type="asking" currency="USD">15000</price>'],
    ],
  ])('%s', (_name, patch, fragments) => {
    const xml = renderAdf({ ...base, ...patch }, ctx)
    for (const fragment of fragments) expect(xml).toContain(fragment)
    expect(xmllint(xml, `rule-${_name.replace(/\W+/g, '-')}`)).toBe('')
  })

  it('orders a trade: wanted car first, trade-in second', () => {
    const xml = renderAdf({ ...base, vehicle: car, sellVehicle: own, sellIntent: 'trade' }, ctx)
    expect(xml.indexOf('interest="buy"')).toBeLessThan(xml.indexOf('interest="trade-in"'))
  })
})

describe('hostile input is escaped', () => {
  const hostile: Lead = {
    ...base,
    customer: { ...base.customer, firstName: '<script>alert(1)</script>', lastName: 'O\'Brien & "Sons"' },
    vehicle: { year: 2020, make: ']]><evil/>', model: 'A\u0000B\u0007C\u001bD\uFFFEE' },
    message: 'Hi ]]> & <b>bold</b>\nline two',
    details: { note: '<![CDATA[x]]>' },
    url: 'javascript:alert(1)',
  }
  const xml = renderAdf(hostile, ctx)
  it.each([
    ['script', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['quotes and ampersand', 'O&apos;Brien &amp; &quot;Sons&quot;'],
    ['CDATA end', ']]&gt;&lt;evil/&gt;'],
    ['control characters stripped', '<model>ABCDE</model>'],
    ['message', 'Hi ]]&gt; &amp; &lt;b&gt;bold&lt;/b&gt;'],
    ['detail', 'Note: &lt;![CDATA[x]]&gt;'],
  ])('%s', (_name, fragment) => {
    expect(xml).toContain(fragment)
  })
  it('has no raw markup from the visitor and stays valid', () => {
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain('<evil/>')
    expect(xmllint(xml, 'hostile')).toBe('')
  })
})

describe('financing leads carry no credit data', () => {
  it.each([['APPLY_FINANCING'], ['FULL_CREDIT_APP']] as const)('%s', (formType) => {
    const lead = leadFor(formType)
    const xml = renderAdf({ ...lead, details: { ssn: '123-45-6789', nested: { dateOfBirth: '1985-04-12' } } }, ctx)
    expect(xml).not.toContain('123-45-6789')
    expect(xml).not.toContain('1985-04-12')
    expect(xml).toContain('Review the full application in the admin: https://dealer.example/admin/collections/leads/42')
  })
})

// Issue 6: the financing e-mail is "ADF with finance data but no SSN": the down payment the visitor
// named travels as the bought car's <finance>, valid against the DTD; the SSN and birth date never do.
describe('financing leads carry their finance terms as ADF <finance>', () => {
  const finance = (amount: number) =>
    `<finance>\n        <method>finance</method>\n        <amount type="downpayment" limit="exact" currency="USD">${amount}</amount>\n      </finance>`
  it.each([
    ['FULL_CREDIT_APP', {}, 2000],
    ['APPLY_FINANCING', { downPayment: 1500 }, 1500],
    ['UNLOCK_PRICE', {}, 1000],
  ] as const)('%s %j -> $%s down', (formType, extra, amount) => {
    const parsed = parseLead(formType, { ...VALID_BODIES[formType], ...extra }, FIXTURE_NOW)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors))
    const xml = renderAdf(toLead(parsed.value), ctx)
    expect(xml.replace(/\n\s*/g, '')).toContain(finance(amount).replace(/\n\s*/g, ''))
    expect(xml).not.toContain('123-45-6789')
    expect(xmllint(xml, `finance-${formType}`)).toBe('')
  })

  it('a lead that names no down payment sends no <finance>', () => {
    expect(renderAdf(leadFor('APPLY_FINANCING'), ctx)).not.toContain('<finance>')
  })
})
