'use client'
import { useState, type FormEvent } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { callApi } from '@/client/http/api'

type Counts = Record<string, number>
type Summary = {
  kind: 'email' | 'phone'
  identifiers: { emails: string[]; phones: string[] }
  leadIds: number[]
  otherLeadIds: number[]
  counts: Counts
  forgottenBefore: string[]
}

/** The counts in the words the admin reads, in this order. */
const KINDS: ReadonlyArray<[string, string]> = [
  ['leads', 'Their own leads'],
  ['leadsScrubbed', "Other people's leads that name them (kept, with them taken out)"],
  ['creditApplications', 'Credit applications'],
  ['coApplicantCreditData', 'Co-applicant SSN and date of birth on those leads (erased)'],
  ['resumes', 'Résumés (with their files)'],
  ['leadMessages', 'Lead e-mail records'],
  ['priceAlertSubscriptions', 'Price-drop alerts'],
  ['priceAlertEmails', 'Price-drop alert e-mails'],
  ['savedSearches', 'Saved searches (with the vehicles they were told of)'],
  ['savedSearchEmails', 'Saved-search e-mails'],
  ['experimentExposures', 'Experiment exposures of their browser'],
  ['queuedJobs', 'Queued deliveries'],
  ['phoneVerifications', 'Phone verification records'],
  ['outboxEmails', 'Files in the local e-mail outbox'],
  ['outboxTexts', 'Files in the local text-message outbox'],
]

const total = (counts: Counts) => Object.values(counts).reduce((a, b) => a + b, 0)

async function post(
  path: string,
  person: string,
): Promise<{ ok: true; summary: Summary } | { ok: false; error: string }> {
  const answer = await callApi<Summary>(path, { json: { person }, credentials: 'include' })
  if (answer.ok) return { ok: true, summary: answer.body }
  if (answer.status === 0) return { ok: false, error: 'The server could not be reached. Check the connection.' }
  return { ok: false, error: answer.problem.error ?? `The server answered ${answer.status}.` }
}

function CountsTable({ summary }: { summary: Summary }) {
  return (
    <table style={{ margin: '1rem 0', borderCollapse: 'collapse' }}>
      <tbody>
        {KINDS.map(([key, label]) => (
          <tr key={key}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: '2rem', fontWeight: 'normal' }}>
              {label}
            </th>
            <td data-kind={key}>{summary.counts[key] ?? 0}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function LeadLinks({ label, ids }: { label: string; ids: number[] }) {
  if (ids.length === 0) return null
  return (
    <p>
      {label}:{' '}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : ''}
          <a href={`/admin/collections/leads/${id}`}>#{id}</a>
        </span>
      ))}
    </p>
  )
}

/** Enter, preview, confirm (issue 34): the removal is a second, separate press on what was shown. */
export function ForgetPersonForm() {
  const hydrated = useHydrated()
  const [person, setPerson] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [preview, setPreview] = useState<{ person: string; summary: Summary } | null>(null)
  const [done, setDone] = useState<Summary | null>(null)

  async function onPreview(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setDone(null)
    setPreview(null)
    const result = await post('/api/forget-person/preview', person)
    setBusy(false)
    if (result.ok) setPreview({ person, summary: result.summary })
    else setError(result.error)
  }

  async function onConfirm() {
    if (!preview) return
    setBusy(true)
    setError(null)
    const result = await post('/api/forget-person', preview.person)
    setBusy(false)
    if (result.ok) {
      setDone(result.summary)
      setPreview(null)
      setPerson('')
    } else setError(result.error)
  }

  return (
    <div style={{ maxWidth: '40rem' }}>
      <form onSubmit={onPreview} style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <label style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 18rem' }}>
          E-mail address or phone number
          <input
            name="person"
            type="text"
            autoComplete="off"
            value={person}
            onChange={(e) => setPerson(e.target.value)}
            style={{ padding: '0.5rem' }}
          />
        </label>
        <button type="submit" className="btn btn--style-secondary" disabled={!hydrated || busy || person.trim() === ''}>
          Show what would be removed
        </button>
      </form>
      {error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      ) : null}
      {preview ? (
        <section aria-label="What would be removed">
          <h2>What would be removed</h2>
          <p>
            Matched by {[...preview.summary.identifiers.emails, ...preview.summary.identifiers.phones].join(', ')} (the
            contact details on their own leads count too).
          </p>
          <CountsTable summary={preview.summary} />
          <LeadLinks label="Their own leads, removed" ids={preview.summary.leadIds} />
          <LeadLinks
            label="Other people's leads that name them (as co-applicant, referred friend or in a message), kept with their details taken out"
            ids={preview.summary.otherLeadIds}
          />
          {preview.summary.forgottenBefore.length > 0 ? (
            <p>
              This address or phone was forgotten before, on{' '}
              {preview.summary.forgottenBefore.map((at) => new Date(at).toLocaleString()).join(', ')}.
            </p>
          ) : null}
          {total(preview.summary.counts) === 0 ? (
            <p>Nothing is stored for this person.</p>
          ) : (
            <button type="button" className="btn btn--style-primary" onClick={onConfirm} disabled={busy}>
              Remove all of it now
            </button>
          )}
        </section>
      ) : null}
      {done ? (
        <section aria-label="Removed" role="status">
          <h2>Removed</h2>
          <p>
            {done.counts.leads} {done.counts.leads === 1 ? 'lead' : 'leads'} and everything tied to them are gone
            {done.counts.leadsScrubbed
              ? `; they were taken out of ${done.counts.leadsScrubbed} other ${done.counts.leadsScrubbed === 1 ? "person's lead" : "people's leads"}`
              : ''}
            . The audit log has a “A person forgotten on request” entry.
          </p>
          <CountsTable summary={done} />
        </section>
      ) : null}
    </div>
  )
}
