'use client'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@payloadcms/ui'
import { callApi } from '@/client/http/api'

type Mode = 'enrol' | 'verify'
type Answer = { ok?: boolean; recoveryCodes?: string[]; error?: string }

/**
 * The code field of the second-factor page (issue 34). A wrong code is named at the field and read
 * out; after enrolment the ten recovery codes are shown once, before going on.
 */
export function SecondFactorForm({ mode, returnTo }: { mode: Mode; returnTo: string }) {
  const fieldId = useId()
  const errorId = `${fieldId}-error`
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const answer = await callApi<Answer>(`/api/users/second-factor/${mode === 'enrol' ? 'enrol' : 'verify'}`, {
      json: { code },
      credentials: 'same-origin',
    })
    if (!answer.ok) {
      setError(
        answer.status === 0
          ? 'The code could not be checked. Check your connection and try again.'
          : (answer.problem.error ?? 'The code could not be checked. Please try again.'),
      )
      setBusy(false)
      return
    }
    if (answer.body?.recoveryCodes) {
      setRecoveryCodes(answer.body.recoveryCodes)
      setBusy(false)
      return
    }
    window.location.assign(returnTo)
  }

  if (recoveryCodes) {
    return (
      <section aria-labelledby={`${fieldId}-codes`}>
        <h2 id={`${fieldId}-codes`}>Your recovery codes</h2>
        <p>
          Each code signs you in once if you lose your phone. Keep them somewhere safe, apart from your phone: they are
          shown only now.
        </p>
        <ul data-testid="recovery-codes" style={{ fontFamily: 'monospace', columns: 2 }}>
          {recoveryCodes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button onClick={() => window.location.assign(returnTo)}>I have saved my recovery codes</Button>
      </section>
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="field-type text" style={{ marginBottom: 'var(--base)' }}>
        <label className="field-label" htmlFor={fieldId}>
          {mode === 'enrol' ? 'Code from the app' : 'Code from the app, or a recovery code'}
        </label>
        <input
          id={fieldId}
          name="code"
          autoComplete="one-time-code"
          inputMode={mode === 'enrol' ? 'numeric' : 'text'}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The page exists for this one field.
          autoFocus
        />
        <p
          id={errorId}
          role="alert"
          data-testid="second-factor-error"
          style={{ color: 'var(--theme-error-500)', minHeight: '1.5em', margin: 0 }}
        >
          {error ?? ''}
        </p>
      </div>
      <Button type="submit" disabled={busy || code.trim() === ''}>
        {mode === 'enrol' ? 'Turn on the second factor' : 'Continue'}
      </Button>
    </form>
  )
}
