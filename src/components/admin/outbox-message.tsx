import Link from 'next/link'
import type { ReadableMail } from '@/services/mailer/outbox'

/**
 * One outbox e-mail, readable (issue 4): the headers people look at, the text body (an ADF lead is
 * its XML, shown escaped as text by React), the attachments, and the raw .eml to download.
 */
const pre = {
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontSize: 13,
  background: 'var(--theme-elevation-50)',
  padding: 12,
} as const

function formatSize(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`
}

export function OutboxMessage({ file, mail }: { file: string; mail: ReadableMail }) {
  const headers: [string, string][] = [
    ['From', mail.from],
    ['To', mail.to],
    ['Reply-To', mail.replyTo],
    ['Subject', mail.subject || '(no subject)'],
    ['Date', mail.date ? new Date(mail.date).toUTCString() : ''],
    ['Message-ID', mail.messageId],
  ]
  return (
    <article data-testid="outbox-message" aria-label={mail.subject || 'E-mail'}>
      <p>
        <Link href="/admin/outbox">← All messages</Link>
        {' · '}
        <a href={`/api/outbox/${encodeURIComponent(file)}`} download={file}>
          Download raw (.eml)
        </a>
      </p>
      <table data-testid="outbox-headers">
        <tbody>
          {headers
            .filter(([, value]) => value)
            .map(([name, value]) => (
              <tr key={name}>
                <th align="left" scope="row" style={{ paddingRight: 16 }}>
                  {name}
                </th>
                <td>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <h2>Message</h2>
      {mail.hasHtml ? (
        <p>This e-mail also has an HTML version with the same content; the raw download holds it.</p>
      ) : null}
      <pre style={pre} data-testid="outbox-body">
        {mail.text || '(no text part)'}
      </pre>
      <h2>Attachments</h2>
      {mail.attachments.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul data-testid="outbox-attachments">
          {mail.attachments.map((a, i) => (
            <li key={`${a.filename}-${i}`}>
              {a.filename} ({a.mimeType}, {formatSize(a.size)})
              {a.text !== null ? <pre style={pre}>{a.text}</pre> : null}
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
