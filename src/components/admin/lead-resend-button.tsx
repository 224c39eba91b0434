'use client'
import { useState } from 'react'
import { Button, useDocumentInfo } from '@payloadcms/ui'

/** Sidebar button on a lead: queues a new delivery round (issue 4, "the admin can resend"). */
export function LeadResendButton() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<'idle' | 'sending' | 'queued' | 'error'>('idle')
  if (!id) return null
  async function resend() {
    setState('sending')
    try {
      const res = await fetch(`/api/leads/${id}/resend`, { method: 'POST', credentials: 'include' })
      setState(res.ok ? 'queued' : 'error')
    } catch {
      setState('error')
    }
  }
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" onClick={resend} disabled={state === 'sending'}>
        Resend
      </Button>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {state === 'queued' ? 'Queued: the lead will be e-mailed again. Reload to see the status.' : state === 'error' ? 'Could not queue the resend.' : ''}
      </p>
    </div>
  )
}
