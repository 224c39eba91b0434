'use client'
import { useState } from 'react'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { callApi } from '@/client/http/api'

type Party = { ssn: string | null; dateOfBirth: string | null }
type Revealed = { applicant: Party; coApplicant: Party | null }

const MASKED: Party = { ssn: '***-**-****', dateOfBirth: '****-**-**' }

function Rows({ label, party }: { label: string; party: Party }) {
  return (
    <>
      <dt>{label} SSN</dt>
      <dd data-testid={`${label.toLowerCase().replace(/\W+/g, '-')}-ssn`}>{party.ssn ?? '(none)'}</dd>
      <dt>{label} date of birth</dt>
      <dd>{party.dateOfBirth ?? '(none)'}</dd>
    </>
  )
}

/**
 * Masked SSN and date of birth with a Reveal button (issue 6). The server checks the role and
 * logs the reveal; the values live only in this component's state and vanish on Hide.
 */
export function CreditDataReveal() {
  const { id } = useDocumentInfo()
  const [data, setData] = useState<Revealed | null>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'denied' | 'error'>('idle')
  if (!id) return null
  async function reveal() {
    setState('loading')
    const answer = await callApi<Revealed>(`/api/credit-applications/${id}/reveal`, {
      method: 'POST',
      credentials: 'include',
    })
    if (answer.status === 403) return setState('denied')
    if (!answer.ok) return setState('error')
    setData(answer.body)
    setState('idle')
  }
  const shown = data ?? { applicant: MASKED, coApplicant: MASKED }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <h3 style={{ marginBottom: 8 }}>Sensitive data</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}>
        <Rows label="Applicant" party={shown.applicant} />
        {data === null || data.coApplicant ? <Rows label="Co-applicant" party={shown.coApplicant ?? MASKED} /> : null}
      </dl>
      {data ? (
        <Button buttonStyle="secondary" size="small" onClick={() => setData(null)}>
          Hide
        </Button>
      ) : (
        <Button buttonStyle="secondary" size="small" onClick={reveal} disabled={state === 'loading'}>
          Reveal (logged)
        </Button>
      )}
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {state === 'denied'
          ? 'Only admins and sales may reveal credit data.'
          : state === 'error'
            ? 'Could not reveal the data.'
            : ''}
      </p>
    </div>
  )
}
