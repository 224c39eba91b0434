'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FormType } from '@/domain/leads/form-types'
import { COOKIES } from '@/config/cookies'
import { formPrefill, usableProfile } from '@/domain/profile/usable'
import { showToast } from '@/components/toast/toast-store'
import { readCookie } from '@/client/visitor/cookies'
import { sendLead } from '@/client/leads/send-lead'
import type { ToastPair } from './form-texts'
import { loadLeadValidation, warmLeadValidation } from './lead-validation'

/**
 * State and submit of a lead form (issue 4): validates with the SAME zod schema as the server
 * (ARCHITECTURE.md rule 4), disables submit while sending, sends the lead (sendLead) and shows
 * the spec's toasts; errors, the form's own or the server's, show at their fields and the first
 * of them takes the focus. Prefills names, e-mail and phone from the profile.
 * The schemas load with the first input, not with the page (issue 9; decision 0120).
 */
export type Values = Record<string, string>

type Options = {
  formType: FormType | ((values: Values) => FormType)
  /** Prefix of the inputs' ids (one form of a kind may be on a page more than once: popups, gates). */
  idPrefix: string
  initial: Values
  toasts: ToastPair
  /** Shapes flat input values into the schema's data (numbers, nested objects). */
  toData?: (values: Values) => Record<string, unknown>
  /** Extra validation outside the schema (e.g. the resume file); field -> message. */
  extraErrors?: (values: Values) => Record<string, string>
  /**
   * The form's own check's messages in the page's language: the spec's English message -> the
   * text shown (issue 39; src/i18n/field-errors.ts makes it on the server). Absent: as worded.
   * The server's answers come in the page's language already (send-lead.ts).
   */
  errorTexts?: Readonly<Record<string, string>>
  /** A file to send as multipart (careers resume). */
  file?: () => File | null
  onSuccess?: () => void
}

function inLanguage(errors: Record<string, string>, texts: Options['errorTexts']): Record<string, string> {
  if (!texts) return errors
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, texts[message] ?? message]))
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
    const found = inLanguage(
      { ...(result.success ? {} : fieldErrorsOf(result.error)), ...(options.extraErrors?.(values) ?? {}) },
      options.errorTexts,
    )
    setErrors(found)
    if (Object.keys(found).length > 0) {
      showToast({ kind: 'error', ...options.toasts.error })
      // The first field, in the form's order, that this attempt found wrong. Not by aria-invalid:
      // the inputs still show the previous attempt's errors until React renders these.
      firstNamed(formElement, found)?.focus()
      return
    }
    setSending(true)
    const sent = await sendLead({
      formType,
      data,
      contact: { firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phone },
      file: options.file?.(),
    })
    setSending(false)
    if (sent.ok) {
      showToast({ kind: 'success', ...options.toasts.success })
      options.onSuccess?.()
      return
    }
    // The server's field errors go to their fields, as this form's own check does (issue 36).
    setErrors(sent.fieldErrors)
    showToast({ kind: 'error', ...options.toasts.error })
    firstNamed(formElement, sent.fieldErrors)?.focus()
  }

  /** An input's props: its value, and its error (the form's own check or the server's) at the field. */
  const field = (name: string) => ({
    name,
    idPrefix: options.idPrefix,
    value: values[name] ?? '',
    error: errors[name],
    onChange: setValue,
  })

  return { values, setValue, errors, sending, onSubmit, field }
}

function firstNamed(form: HTMLFormElement, errors: Record<string, string>): HTMLElement | undefined {
  return Array.from(form.elements).find(
    (el): el is HTMLInputElement =>
      el instanceof HTMLElement && 'name' in el && (el as HTMLInputElement).name in errors,
  )
}
