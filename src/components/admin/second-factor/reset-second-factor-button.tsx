'use client'
import { useState } from 'react'
import { Button, useAuth, useDocumentInfo } from '@payloadcms/ui'
import { callApi } from '@/client/http/api'

/**
 * On a staff account's page: an admin's "Reset second factor" (a lost phone; issue 34). The person
 * is signed out everywhere and sets up a new app at their next sign-in. Audited on the server.
 */
export function ResetSecondFactorButton() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const [state, setState] = useState<'idle' | 'confirm' | 'busy' | 'done' | 'error'>('idle')
  if (!id || (user as { role?: string } | null)?.role !== 'admin') return null
  async function reset() {
    setState('busy')
    const answer = await callApi(`/api/users/${id}/second-factor/reset`, { method: 'POST', credentials: 'same-origin' })
    setState(answer.ok ? 'done' : 'error')
  }
  return (
    <div style={{ marginTop: 8 }}>
      {state === 'confirm' ? (
        <>
          <p style={{ margin: '0 0 8px' }}>Sign this person out everywhere and remove their authenticator app?</p>
          <Button buttonStyle="primary" size="small" onClick={reset}>
            Yes, reset
          </Button>{' '}
          <Button buttonStyle="secondary" size="small" onClick={() => setState('idle')}>
            Cancel
          </Button>
        </>
      ) : (
        <Button buttonStyle="secondary" size="small" onClick={() => setState('confirm')} disabled={state === 'busy'}>
          Reset second factor
        </Button>
      )}
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {state === 'done'
          ? 'Reset. They set up a new authenticator app at their next sign-in; reload to see it.'
          : state === 'error'
            ? 'Could not reset the second factor.'
            : ''}
      </p>
    </div>
  )
}
