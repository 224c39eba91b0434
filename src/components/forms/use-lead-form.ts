'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FormType } from '@/domain/leads/form-types'
import { COOKIES } from '@/config/cookies'
import { formPrefill, usableProfile } from '@/domain/profile/usable'
import { showToast } from '@/components/toast/toast-store'
import { formEvent } from '@/domain/tracking/form-events'
import { trackEvent } from '@/client/tracking/track'
import { readCookie } from '@/client/visitor/cookies'
import { saveVisitorProfile } from '@/client/visitor/profile'
import type { ToastPair } from './form-texts'
import { loadLeadValidation, warmLeadValidation } from './lead-validation'

/**
 * State and submit of a lead form (issue 4): validates with the SAME zod schema as the server
 * (ARCHITECTURE.md rule 4), disables submit while sending, posts { formType, data } to
 * /api/leads and shows the spec's toasts. Prefills names, e-mail and phone from the profile.
 * The schemas load with the first input, not with the page (issue 9; decision 0120).
 */
export type Values = Record<string, string>

type Options = {
  formType: FormType | ((values: Values) => FormType)
  initial: Values
  toasts: ToastPair
  /** Shapes flat input values into the schema's data (numbers, nested objects). */
  toData?: (values: Values) => Record<string, unknown>
  /** Extra validation outside the schema (e.g. the resume file); field -> message. */
  extraErrors?: (values: Values) => Record<string, string>
  /** A file to send as multipart (careers resume). */
  file?: () => File | null
  onSuccess?: () => void
}

export function useLeadForm(options: Options) {
  const [values, setValues] = useState<Values>(options.initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  // Set from the submit until the schemas are loaded, so a second press meanwhile is ignored.
  const validating = useRef(false)

  useEffect(() => {
    const prefill = formPrefill(usableProfile(readCookie(COOKIES.profile)))
    setValues((current) => {
      const next = { ...current }
      for (const key of ['firstName', 'lastName', 'email', 'phone'] as const) {
        if (key in next && !next[key] && prefill[key]) next[key] = prefill[key] as string
      }
      return next
    })
  }, [])

  const setValue = (name: string, value: string) => {
    warmLeadValidation()
    setValues((current) => ({ ...current, [name]: value }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending || validating.current) return
    const formType = typeof options.formType === 'function' ? options.formType(values) : options.formType
    const trap = (event.currentTarget.elements.namedItem('website') as HTMLInputElement | null)?.value
    const data = {
      ...(options.toData ? options.toData(values) : values),
      url: window.location.href,
      ...(trap ? { website: trap } : {}),
    }
    const formElement = event.currentTarget
    let validation: Awaited<ReturnType<typeof loadLeadValidation>>
    validating.current = true
    try {
      validation = await loadLeadValidation()
    } catch {
      showToast({ kind: 'error', ...options.toasts.error })
      return
    } finally {
      validating.current = false
    }
    const { leadSchemas, fieldErrorsOf } = validation
    const result = leadSchemas[formType](new Date()).safeParse(data)
    const found = { ...(result.success ? {} : fieldErrorsOf(result.error)), ...(options.extraErrors?.(values) ?? {}) }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      showToast({ kind: 'error', ...options.toasts.error })
      // The first field, in the form's order, that this attempt found wrong. Not by aria-invalid:
      // the inputs still show the previous attempt's errors until React renders these.
      firstNamed(formElement, found)?.focus()
      return
    }
    setSending(true)
    try {
      const file = options.file?.()
      const body = file ? multipart(formType, data, file) : JSON.stringify({ formType, data })
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers: file ? undefined : { 'content-type': 'application/json' },
        body,
      })
      if (res.status === 201) {
        // Visitor layer (issue 8): remember the contact details (consent permitting; a first fill
        // fires Lead) and report the form's event (docs/tracking-events.md).
        saveVisitorProfile({
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phone: values.phone,
        })
        trackEvent(formEvent(formType))
        showToast({ kind: 'success', ...options.toasts.success })
        options.onSuccess?.()
        return
      }
      if (res.status === 422)
        setErrors(((await res.json()) as { fieldErrors?: Record<string, string> }).fieldErrors ?? {})
      showToast({ kind: 'error', ...options.toasts.error })
    } catch {
      showToast({ kind: 'error', ...options.toasts.error })
    } finally {
      setSending(false)
    }
  }

  return { values, setValue, errors, sending, onSubmit }
}

function firstNamed(form: HTMLFormElement, errors: Record<string, string>): HTMLElement | undefined {
  return Array.from(form.elements).find(
    (el): el is HTMLInputElement =>
      el instanceof HTMLElement && 'name' in el && (el as HTMLInputElement).name in errors,
  )
}

function multipart(formType: string, data: unknown, file: File): FormData {
  const form = new FormData()
  form.set('formType', formType)
  form.set('data', JSON.stringify(data))
  form.set('resume', file)
  return form
}
