import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import nodemailer from 'nodemailer'
import { listOutbox, readableMail, readOutboxMessage } from './outbox'

describe('local outbox (admin Outbox view)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  writeFileSync(
    path.join(dir, '2026-01-01-a.eml'),
    'To: leads@dealer.example\r\nSubject: =?UTF-8?Q?Website_Lead_=E2=80=93_Jane?=\r\nDate: Thu, 01 Jan 2026 10:00:00 +0000\r\n\r\nHello',
  )
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

describe('readableMail (the Outbox view of one message)', () => {
  async function build(options: nodemailer.SendMailOptions): Promise<string> {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    const info = await transport.sendMail(options)
    return (info.message as Buffer).toString('utf8')
  }

  it('decodes the headers and the text of a quoted-printable lead e-mail with an HTML part', async () => {
    const raw = await build({
      from: 'Website <website@dealership.local>',
      to: 'leads@midwestmotorgroup.example',
      replyTo: 'jane@example.com',
      subject: 'Website Lead – Jane Doe',
      text: `Name: Jane Doe\nPhone: +1 (309) 555-1234\n${'A long message line that gets wrapped by quoted-printable encoding. '.repeat(3)}`,
      html: '<p>Jane Doe</p>',
      messageId: '<lead-1-r1-dealership-abc@localhost>',
      date: new Date('2026-11-22T10:00:00Z'),
    })
    const mail = await readableMail(raw)
    expect(mail).toMatchObject({
      from: 'Website <website@dealership.local>',
      to: 'leads@midwestmotorgroup.example',
      replyTo: 'jane@example.com',
      subject: 'Website Lead – Jane Doe',
      messageId: '<lead-1-r1-dealership-abc@localhost>',
      hasHtml: true,
      attachments: [],
    })
    expect(new Date(mail.date).toISOString()).toBe('2026-11-22T10:00:00.000Z')
    expect(mail.text).toContain('Phone: +1 (309) 555-1234')
    expect(mail.text).toContain('quoted-printable encoding. A long message line')
  })

  it('lists attachments and gives the text of an XML one (an ADF lead as a file)', async () => {
    const xml =
      '<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf><prospect ' +
      'status="new"><customer><contact><name part="full">O&apos;Neil &amp; ' +
      'Sons</name></contact></customer></prospect></adf>'
    const raw = await build({
      from: 'website@dealership.local',
      to: 'crm@dealer.example',
      subject: 'ADF',
      text: 'See the attachment.',
      attachments: [
        { filename: 'lead.xml', content: xml, contentType: 'application/xml' },
        { filename: 'resume.pdf', content: Buffer.from('%PDF-1.4 binary'), contentType: 'application/pdf' },
      ],
    })
    const mail = await readableMail(raw)
    expect(mail.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['lead.xml', 'application/xml'],
      ['resume.pdf', 'application/pdf'],
    ])
    expect(mail.attachments[0].text).toBe(xml)
    expect(mail.attachments[1]).toMatchObject({ text: null, size: 15 })
  })
})
