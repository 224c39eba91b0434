import { describe, expect, it } from 'vitest'
import { describeRoutingChange, type RoutingRule } from './routing-change'

const sales: RoutingRule = {
  formType: 'CONTACT_SALES',
  type: 'text',
  storeInbox: 'replace',
  subject: 'Website Lead',
  recipients: [{ email: 'sales@dealer.example' }],
}

describe('describeRoutingChange', () => {
  it.each<[string, RoutingRule[], RoutingRule[], string[]]>([
    ['nothing changed', [sales], [{ ...sales }], []],
    ['a rule added', [], [sales], ['CONTACT_SALES: rule added (text, to sales@dealer.example)']],
    ['a rule removed', [sales], [], ['CONTACT_SALES: rule removed']],
    [
      'recipients and format',
      [sales],
      [{ ...sales, type: 'adf', recipients: [{ email: 'crm@dealer.example' }, { email: 'gm@dealer.example' }] }],
      ['CONTACT_SALES: recipients sales@dealer.example → crm@dealer.example, gm@dealer.example; format text → adf'],
    ],
    [
      'no recipients means the company inbox',
      [sales],
      [{ ...sales, recipients: [] }],
      ['CONTACT_SALES: recipients sales@dealer.example → company inbox'],
    ],
    [
      'subject and store inbox',
      [sales],
      [{ ...sales, subject: 'Sales', storeInbox: 'copy' }],
      ['CONTACT_SALES: store inbox replace → copy; subject "Website Lead" → "Sales"'],
    ],
    ['a later duplicate row is ignored', [sales], [sales, { ...sales, type: 'adf' }], []],
  ])('%s', (_name, before, after, expected) => {
    expect(describeRoutingChange(before, after)).toEqual(expected)
  })

  it('names forms with the given labels', () => {
    expect(describeRoutingChange([], [sales], () => 'Contact: sales')).toEqual([
      'Contact: sales: rule added (text, to sales@dealer.example)',
    ])
  })
})
