import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listOutbox, readOutboxMessage } from './outbox'

describe('local outbox (admin Outbox view)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  writeFileSync(path.join(dir, '2026-01-01-a.eml'), 'To: leads@dealer.example\r\nSubject: =?UTF-8?Q?Website_Lead_=E2=80=93_Jane?=\r\nDate: Thu, 01 Jan 2026 10:00:00 +0000\r\n\r\nHello')
  writeFileSync(path.join(dir, '2026-01-02-b.eml'), 'To: crm@dealer.example\r\nSubject: ADF\r\n\r\n<?xml?>')
  writeFileSync(path.join(dir, 'notes.txt'), 'ignored')

  it('lists .eml files newest first with decoded headers', () => {
    const entries = listOutbox(dir)
    expect(entries.map((e) => e.file)).toEqual(['2026-01-02-b.eml', '2026-01-01-a.eml'])
    expect(entries[1]).toMatchObject({ to: 'leads@dealer.example', subject: 'Website Lead – Jane' })
  })

  it('opens a listed message and nothing outside the folder', () => {
    expect(readOutboxMessage(dir, '2026-01-02-b.eml')).toContain('<?xml?>')
    expect(readOutboxMessage(dir, '../../etc/passwd')).toBeNull()
    expect(readOutboxMessage(dir, 'notes.txt')).toBeNull()
  })

  it('is empty when the folder does not exist', () => {
    expect(listOutbox(path.join(dir, 'missing'))).toEqual([])
  })
})
