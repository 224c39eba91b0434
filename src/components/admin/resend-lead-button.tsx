'use client'
import { useState } from 'react'
import { Button } from '@payloadcms/ui'
import { callApi } from '@/client/http/api'

/** Queues a new delivery round of one lead (issue 4, "the admin can resend"); on the lead's page and the dashboard. */
export function ResendLeadButton({ leadId, label = 'Resend' }: { leadId: number | string; label?: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'queued' | 'error'>('idle')
  async function resend() {
    setState('sending')
    const answer = await callApi(`/api/leads/${leadId}/resend`, { method: 'POST', credentials: 'include' })
    setState(answer.ok ? 'queued' : 'error')
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button
        buttonStyle="secondary"
        size="small"
        onClick={resend}
        disabled={state === 'sending' || state === 'queued'}
      >
        {label}
      </Button>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {state === 'queued'
          ? 'Queued: the lead will be e-mailed again. Reload to see the status.'
          : state === 'error'
            ? 'Could not queue the resend.'
            : ''}
      </p>
    </div>
  )
}
