import { describe, expect, it } from 'vitest'
import {
  candidatePatterns,
  e164Phones,
  isOwnLead,
  redactMentions,
  normalisedKey,
  parsePersonKey,
  primaryContacts,
  selectLeads,
  textMentions,
  valueMentions,
  widenIdentifiers,
  type PersonIdentifiers,
} from './person'

const JANE: PersonIdentifiers = { emails: ['jane@example.com'], phones: ['3095550187'] }

describe('parsePersonKey', () => {
  it.each([
    ['Jane@Example.com ', { ok: true, key: { kind: 'email', email: 'jane@example.com' } }],
    ['(309) 555-0187', { ok: true, key: { kind: 'phone', phone: '3095550187' } }],
    ['+1 309 555 0187', { ok: true, key: { kind: 'phone', phone: '3095550187' } }],
    ['309.555.0187', { ok: true, key: { kind: 'phone', phone: '3095550187' } }],
    ['', { ok: false, status: 400 }],
    [42, { ok: false, status: 400 }],
    ['jane@', { ok: false, status: 422 }],
    ['555-0187', { ok: false, status: 422 }],
    ['(123) 456-7890', { ok: false, status: 422 }],
  ])('%j', (input, expected) => {
    expect(parsePersonKey(input)).toMatchObject(expected)
  })

  it('hashes the address in lower case and the phone in E.164', () => {
    const email = parsePersonKey('JANE@example.com')
    const phone = parsePersonKey('309-555-0187')
    expect(email.ok && normalisedKey(email.key)).toBe('jane@example.com')
    expect(phone.ok && normalisedKey(phone.key)).toBe('+13095550187')
  })
})

describe('textMentions', () => {
  it.each([
    ['Jane Doe <jane@example.com>', true],
    ['JANE@EXAMPLE.COM', true],
    ['To: "Jane" <jane@example.com>\r\n', true],
    ['mailto:jane@example.com?subject=x', true],
    ['xjane@example.com', false],
    ['jane@example.com.au', false],
    ['jane@example.co', false],
    ['(309) 555-0187', true],
    ['+13095550187', true],
    ['13095550187', true],
    ['309-555-0187', true],
    ['309.555.0187', true],
    ['+1 (309) 555-0187', true],
    ['tel:+13095550187', true],
    ['{"phone":"3095550187"}', true],
    ['(309) 555-0188', false],
    ['VIN 13095550187999', false],
    ['43095550187', false],
    ['nothing here', false],
  ])('%s: %s', (text, expected) => {
    expect(textMentions(text, JANE)).toBe(expected)
  })
})

describe('valueMentions', () => {
  it.each([
    [{ firstName: 'Jane', email: 'jane@example.com' }, true],
    [{ coApplicant: { applicant: { phone: '(309) 555-0187' } } }, true],
    [{ friend: { phone: '309 555 0187' } }, true],
    [{ list: ['a', { deep: 'Call +1 309 555 0187' }] }, true],
    [{ phone: 3095550187 }, true],
    [{ email: 'sam@example.com', phone: '(563) 555-0142' }, false],
    [null, false],
  ])('%j: %s', (value, expected) => {
    expect(valueMentions(value, JANE)).toBe(expected)
  })
})

describe('primaryContacts and widenIdentifiers', () => {
  it('takes the form’s own e-mail and phone, or the applicant’s', () => {
    expect(primaryContacts({ email: 'Jane@Example.com', phone: '(309) 555-0187' })).toEqual(JANE)
    expect(
      primaryContacts({ applicant: { email: 'jane@example.com', phone: '+13095550187' }, coApplicant: {} }),
    ).toEqual(JANE)
    expect(primaryContacts({ friend: { phone: '309-555-0187' } })).toEqual({ emails: [], phones: [] })
  })

  it.each<[string, PersonIdentifiers, unknown[], PersonIdentifiers]>([
    [
      'asked by e-mail: the phone of their own lead joins',
      { emails: ['jane@example.com'], phones: [] },
      [{ email: 'jane@example.com', phone: '(309) 555-0187' }],
      JANE,
    ],
    [
      'asked by phone: the e-mail of their own lead joins',
      { emails: [], phones: ['3095550187'] },
      [{ email: 'jane@example.com', phone: '309-555-0187' }],
      JANE,
    ],
    [
      'a referral naming the phone brings in nobody else',
      { emails: [], phones: ['3095550187'] },
      [{ email: 'sam@example.com', phone: '(563) 555-0142', friend: { phone: '(309) 555-0187' } }],
      { emails: [], phones: ['3095550187'] },
    ],
    [
      'only one step: a lead of the widened phone does not widen again',
      { emails: ['jane@example.com'], phones: [] },
      [
        { email: 'jane@example.com', phone: '(309) 555-0187' },
        { email: 'spouse@example.com', phone: '(309) 555-0187' },
      ],
      JANE,
    ],
  ])('%s', (_name, ids, leads, expected) => {
    expect(widenIdentifiers(ids, leads)).toEqual(expected)
  })
})

describe('candidatePatterns', () => {
  it('escapes addresses and lets separators sit between phone digits', () => {
    expect(candidatePatterns(JANE)).toEqual([
      'jane@example\\.com',
      '3[^0-9]{0,4}0[^0-9]{0,4}9[^0-9]{0,4}5[^0-9]{0,4}5[^0-9]{0,4}5[^0-9]{0,4}0[^0-9]{0,4}1[^0-9]{0,4}8[^0-9]{0,4}7',
    ])
    expect(e164Phones(JANE)).toEqual(['+13095550187'])
  })
})

describe('redactMentions', () => {
  it.each([
    ['Write to Jane@Example.com today', 'Write to [removed] today'],
    ['xjane@example.com stays, jane@example.com.au too', 'xjane@example.com stays, jane@example.com.au too'],
    ['Call (309) 555-0187 or +1 309.555.0187', 'Call [removed] or [removed]'],
    ['Not (309) 555-0188', 'Not (309) 555-0188'],
  ])('%s', (text, expected) => {
    expect(redactMentions(text, JANE)).toBe(expected)
  })
})

describe('isOwnLead', () => {
  it.each([
    ['the form’s own e-mail', { email: 'JANE@example.com' }, true],
    ['the applicant’s phone', { applicant: { phone: '309-555-0187' } }, true],
    [
      'only the co-applicant',
      { applicant: { email: 'sam@example.com' }, coApplicant: { applicant: { email: 'jane@example.com' } } },
      false,
    ],
    ['only the referred friend', { email: 'sam@example.com', friend: { phone: '(309) 555-0187' } }, false],
    ['no fields (an anonymised lead)', null, false],
  ])('%s', (_name, fields, expected) => {
    expect(isOwnLead(JANE, fields)).toBe(expected)
  })
})

describe('selectLeads', () => {
  it('keeps the leads that mention the person, their own with their résumés and browsers apart from others’', () => {
    const selection = selectLeads(JANE, [
      {
        id: 3,
        row: { title: 'Jane Doe <jane@example.com>', fields: { email: 'jane@example.com' } },
        visitorId: 'v1',
        resumeId: 9,
      },
      { id: 1, row: { fields: { phone: '+13095550187' } }, visitorId: 'v1', resumeId: null },
      { id: 2, row: { title: 'Sam Lee <sam@example.com>' }, visitorId: 'v2', resumeId: 8 },
      {
        id: 4,
        row: { fields: { email: 'sam@example.com', friend: { phone: '309 555 0187' } } },
        visitorId: 'v3',
        resumeId: 7,
      },
    ])
    expect(selection).toEqual({ leadIds: [1, 3], resumeIds: [9], visitorIds: ['v1'], otherLeadIds: [4] })
  })
})
