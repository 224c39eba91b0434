import { describe, expect, it } from 'vitest'
import type { FormType } from './form-types'
import {
  cleanRecipients,
  resolveRouting,
  type Delivery,
  type RoutingResult,
  type RoutingStore,
  type RoutingTable,
} from './routing'

const table: RoutingTable = {
  CONTACT_SALES: { type: 'adf', subject: 'Sales Lead', to: ['sales@dealer.example', 'crm@dealer.example'] },
  FULL_CREDIT_APP: { type: 'text', subject: 'Credit App', to: ['finance@dealer.example'] },
  CAREERS: { subject: 'Resume\r\nBcc: evil@example.com', to: [] },
}
const company = { name: 'Dealer', email: 'leads@dealer.example' }
const store = { name: 'Moline', email: 'moline@dealer.example' }
const dealership = (type: 'adf' | 'text', subject: string, to: string[]): Delivery => ({
  type,
  subject,
  to,
  audience: 'dealership',
})

// site.md sections 3 and 9, visitor-layer.md section 7.
describe('resolveRouting', () => {
  it.each<
    [
      string,
      FormType,
      RoutingStore | null,
      { email?: string | null } | undefined,
      RoutingResult,
      Partial<RoutingTable[FormType]>?,
    ]
  >([
    [
      'table rule',
      'CONTACT_SALES',
      null,
      undefined,
      { ok: true, deliveries: [dealership('adf', 'Sales Lead', ['sales@dealer.example', 'crm@dealer.example'])] },
    ],
    [
      'defaults: Website Lead, text, company',
      'SERVICE',
      null,
      undefined,
      { ok: true, deliveries: [dealership('text', 'Website Lead', ['leads@dealer.example'])] },
    ],
    [
      'store overrides the recipient',
      'CONTACT_SALES',
      store,
      undefined,
      { ok: true, deliveries: [dealership('adf', 'Sales Lead', ['moline@dealer.example'])] },
    ],
    [
      'store without e-mail falls back',
      'FULL_CREDIT_APP',
      { name: 'X', email: null },
      undefined,
      { ok: true, deliveries: [dealership('text', 'Credit App', ['finance@dealer.example'])] },
    ],
    [
      'subject cannot inject headers; empty to -> company',
      'CAREERS',
      null,
      undefined,
      { ok: true, deliveries: [dealership('text', 'Resume Bcc: evil@example.com', ['leads@dealer.example'])] },
    ],
    [
      'staff member gets a copy',
      'STAFF_MEMBER',
      null,
      { email: 'john@dealer.example' },
      {
        ok: true,
        deliveries: [
          dealership('text', 'Website Lead', ['leads@dealer.example']),
          {
            type: 'text',
            subject: 'Connect with a Staff Member Form from website',
            to: ['john@dealer.example'],
            audience: 'staff-member',
          },
        ],
      },
    ],
    [
      'staff member without e-mail',
      'STAFF_MEMBER',
      store,
      { email: '' },
      { ok: true, deliveries: [dealership('text', 'Website Lead', ['moline@dealer.example'])] },
    ],
    [
      'a store that gets a copy joins the central recipients',
      'CONTACT_SALES',
      store,
      undefined,
      {
        ok: true,
        deliveries: [
          dealership('adf', 'Sales Lead', ['moline@dealer.example', 'sales@dealer.example', 'crm@dealer.example']),
        ],
      },
      { storeInbox: 'copy' },
    ],
    [
      'a store left out: careers stay central',
      'CAREERS',
      store,
      undefined,
      { ok: true, deliveries: [dealership('text', 'Resume Bcc: evil@example.com', ['leads@dealer.example'])] },
      { storeInbox: 'ignore' },
    ],
    [
      'a copy to a store that is also central is sent once',
      'FULL_CREDIT_APP',
      { name: 'F', email: 'FINANCE@dealer.example' },
      undefined,
      { ok: true, deliveries: [dealership('text', 'Credit App', ['FINANCE@dealer.example'])] },
      { storeInbox: 'copy' },
    ],
    [
      'left out, with no store chosen: as before',
      'FULL_CREDIT_APP',
      null,
      undefined,
      { ok: true, deliveries: [dealership('text', 'Credit App', ['finance@dealer.example'])] },
      { storeInbox: 'ignore' },
    ],
    [
      'staff copy only on STAFF_MEMBER',
      'CAREERS',
      null,
      { email: 'john@dealer.example' },
      { ok: true, deliveries: [dealership('text', 'Resume Bcc: evil@example.com', ['leads@dealer.example'])] },
    ],
  ])('%s', (_name, formType, chosenStore, staff, expected, ruleChange) => {
    const rules: RoutingTable = ruleChange ? { ...table, [formType]: { ...table[formType], ...ruleChange } } : table
    expect(resolveRouting(rules, formType, chosenStore, company, staff)).toEqual(expected)
  })

  it('reports no recipient as a value', () => {
    expect(resolveRouting({}, 'CAREERS', undefined, { email: 'not-an-email' })).toEqual({
      ok: false,
      reason: 'no-recipient',
    })
  })
})

describe('cleanRecipients', () => {
  it.each([
    [
      [' a@x.io ', 'A@X.io', 'b@x.io'],
      ['a@x.io', 'b@x.io'],
    ],
    [['bad', '', null, undefined, 'c@x.io\r\nBcc: d@x.io'], []],
  ])('%j -> %j', (input, expected) => {
    expect(cleanRecipients(input)).toEqual(expected)
  })
})
