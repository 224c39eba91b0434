import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { dtdProblems } from '../../../tests/support/xml-validation'
import { outTheDoor, SAMPLE_FINANCE_SETTINGS } from '../financing'
import { renderAdf, type AdfContext } from './adf/render-adf'
import { leadOutTheDoor, readLeadOutTheDoor } from './out-the-door'
import { parseLead } from './parse-lead'
import type { ParsedLead } from './schemas'
import { FIXTURE_NOW, VALID_BODIES } from './test-fixtures'
import { renderTextEmail } from './text-email'
import { toLead } from './to-lead'

const ctx: AdfContext = {
  now: FIXTURE_NOW,
  status: 'new',
  subject: 'Website Lead',
  leadId: 7,
  vendor: { name: 'Merrillville', email: 'crm@dealer.example' },
  provider: { url: 'https://dealer.example', email: 'web@dealer.example' },
}

// The hand-worked Indiana case of src/domain/financing/out-the-door.test.ts: $18,995 -> $20,717.35.
const figure = outTheDoor(1_899_500, SAMPLE_FINANCE_SETTINGS, { stateCode: 'IN' })
if (!figure.ok) throw new Error('expected a figure')
const stored = leadOutTheDoor(figure)

/** A test-drive lead as stored: the form's fields, plus the figure the server added at intake. */
function testDrive(withFigure: boolean) {
  const parsed = parseLead('SCHEDULE_TEST_DRIVE', VALID_BODIES.SCHEDULE_TEST_DRIVE, FIXTURE_NOW)
  if (!parsed.ok) throw new Error('fixture invalid')
  const data = parsed.value.data as { vehicle?: Record<string, unknown> }
  const vehicle = { ...data.vehicle, ...(withFigure ? { outTheDoor: stored } : {}) }
  return toLead({ ...parsed.value, data: { ...data, vehicle } } as ParsedLead)
}

describe('a vehicle lead carries the estimated out-the-door price (issue 37)', () => {
  it('ADF: a <price type="quote"> after the asking price and a comment line, still valid ADF 1.0', () => {
    const xml = renderAdf(testDrive(true), ctx)
    expect(xml).toContain('<price type="quote" currency="USD">20717.35</price>')
    expect(xml.indexOf('type="asking"')).toBeLessThan(xml.indexOf('type="quote"'))
    expect(xml).toContain(
      'Estimated out-the-door price: $20,717.35 (IN sales tax, title and fees). Price $18,995.00; ' +
        'Documentary fee (in effect since 1/1/2025) $367.70; 30-day drive fee $10.00; Sales tax (IN, 7%) $1,329.65; ' +
        'Title fee (IN) $15.00.',
    )
    expect(dtdProblems(xml, path.join(import.meta.dirname, 'adf', 'adf-1.0.dtd'))).toBe('')
  })

  it('e-mail: the figure and its lines, in text and HTML', () => {
    const mail = renderTextEmail(testDrive(true), { subject: 'Website Lead' })
    expect(mail.text).toContain('Est. out-the-door: $20,717.35 (IN sales tax, title and fees)')
    expect(mail.text).toContain('Sales tax (IN, 7%) $1,329.65')
    expect(mail.html).toContain('$20,717.35 (IN sales tax, title and fees)')
  })

  it('a lead without the figure (not an inventory car, or an older lead) shows none', () => {
    expect(renderAdf(testDrive(false), ctx)).not.toContain('type="quote"')
    expect(renderTextEmail(testDrive(false), { subject: 'Website Lead' }).text).not.toContain('out-the-door')
  })

  it('a figure posted by the browser is dropped by the form schema: only the server adds one', () => {
    const body = VALID_BODIES.SCHEDULE_TEST_DRIVE as { vehicle?: Record<string, unknown> }
    const posted = { ...body, vehicle: { ...body.vehicle, outTheDoor: { ...stored, totalCents: 1 } } }
    const parsed = parseLead('SCHEDULE_TEST_DRIVE', posted, FIXTURE_NOW)
    if (!parsed.ok) throw new Error('fixture invalid')
    expect(toLead(parsed.value).vehicle?.outTheDoor).toBeUndefined()
  })

  it('reads back only a stored value of the right shape', () => {
    expect(readLeadOutTheDoor(stored)).toEqual(stored)
    expect(readLeadOutTheDoor({ totalCents: 1.5, stateCode: 'IL', lines: [] })).toBeUndefined()
    expect(readLeadOutTheDoor('x')).toBeUndefined()
  })
})
