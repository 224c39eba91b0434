import { describe, expect, it } from 'vitest'
import { auditCsvHeader, auditCsvLine, type AuditCsvRow } from './csv'

const row: AuditCsvRow = {
  id: 7,
  createdAt: '2026-11-28T10:00:00.000Z',
  action: 'lead-export',
  summary: 'Exported 120 leads',
  actorEmail: 'sales@dealer.example',
  actorRole: 'sales',
  subjectEmail: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  creditDataReveal: null,
  details: { rows: 120 },
}

describe('audit CSV', () => {
  it('has a header naming each column', () => {
    expect(auditCsvHeader()).toBe(
      'Event id,When (UTC),What,Summary,Staff member,Role,Account acted upon,Address,Browser,Credit data reveal,Details\r\n',
    )
  })

  it('writes the action in words and the details as JSON', () => {
    expect(auditCsvLine(row)).toBe(
      '7,2026-11-28T10:00:00.000Z,Leads exported (CSV),Exported 120 leads,sales@dealer.example,sales,,203.0.113.7,Mozilla/5.0,,"{""rows"":120}"\r\n',
    )
  })

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('defuses a formula in a user agent: %s', (agent, cell) => {
    expect(auditCsvLine({ ...row, userAgent: agent })).toContain(`,${cell},`)
  })
})
