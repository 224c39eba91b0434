'use client'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { COOKIES } from '@/config/cookies'
import { PHONE_VERIFICATION_MESSAGES as M } from '@/domain/phone-verification/messages'
import {
  REQUEST_FAILED,
  verificationErrors,
  type VerificationErrors,
  type VerificationStep,
} from '@/domain/phone-verification/form-errors'
import { readCookie } from '@/client/visitor/cookies'
import { usableProfile } from '@/domain/profile/usable'
import { saveVisitorProfile } from '@/client/visitor/profile'
import { PhoneField, SubmitButton, TextField } from '@/components/forms/fields'
import { loadVerificationSchema, warmVerificationSchema } from './verification-schema'
import { callApi } from '@/client/http/api'
import '@/components/forms/forms.css'
import './phone-verification.css'

export const PHONE_VERIFICATION_PATH = '/api/customer/phoneValidation'

/** The answer's JSON whatever its status: refusals carry the spec's { success, error } too. */
async function post(body: Record<string, unknown>): Promise<unknown> {
  return (await callApi(PHONE_VERIFICATION_PATH, { json: body })).body
}

/**
 * Phone verification (visitor-layer.md sections 4, 5 and 7): the phone step sends a code by SMS,
 * the code step checks it; success stores the phone as verified in the visitor profile (functional
 * consent permitting) and calls onVerified. Used standalone (/verify-phone) and by the built-in
 * "user-lead phone verification" popup (component UserLeadPhoneVerification).
 */
export function PhoneVerificationForm({
  onVerified,
  idPrefix = 'phone-verification',
}: {
  onVerified?: (phone: string) => void
  idPrefix?: string
}) {
  const [step, setStep] = useState<VerificationStep | 'done'>('phone')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState('')
  const [errors, setErrors] = useState<VerificationErrors>({})
  const [sending, setSending] = useState(false)
  // A press while the schema is still downloading (before `sending` is set) is ignored.
  const busy = useRef(false)

  useEffect(() => {
    const known = usableProfile(readCookie(COOKIES.profile)).phone
    if (known) setPhone((current) => current || known)
  }, [])

  /** The shared schema's parser, or null after a failed download (shown as the request error). */
  async function parser() {
    try {
      return (await loadVerificationSchema()).parsePhoneVerificationRequest
    } catch {
      setErrors({ error: REQUEST_FAILED })
      return null
    }
  }

  async function requestCode() {
    const parse = await parser()
    if (!parse) return
    const checked = parse({ phone, type: 'phone-validation' })
    if (!checked.ok) return setErrors({ phone: checked.error })
    setSending(true)
    setErrors({})
    const answer = await post({ phone, type: 'phone-validation' })
    setSending(false)
    const next = verificationErrors('phone', answer)
    if (Object.keys(next).length) {
      // On the code step a resend failure belongs to the code step's view of the phone: keep the step.
      return setErrors(step === 'code' && next.phone ? { code: next.phone } : next)
    }
    setCode('')
    setNotice(M.codeSent)
    setStep('code')
  }

  async function verifyCode() {
    const parse = await parser()
    if (!parse) return
    const checked = parse({ phone, type: 'code-verification', code })
    if (!checked.ok) return setErrors(checked.field === 'code' ? { code: checked.error } : { phone: checked.error })
    setSending(true)
    setErrors({})
    const answer = await post({ phone, type: 'code-verification', code })
    setSending(false)
    const next = verificationErrors('code', answer)
    if (Object.keys(next).length) return setErrors(next)
    saveVisitorProfile({ phone: checked.value.phone, phoneVerified: true })
    setStep('done')
    onVerified?.(checked.value.phone)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending || busy.current) return
    busy.current = true
    void (step === 'code' ? verifyCode() : requestCode()).finally(() => {
      busy.current = false
    })
  }

  const change = (name: string, value: string) => {
    warmVerificationSchema()
    if (name === 'code') setCode(value)
    else setPhone(value)
  }

  if (step === 'done')
    return (
      <p className="lead-form__done" role="status" data-testid="phone-verified">
        {M.verified}
      </p>
    )
  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Verify your phone number"
      data-testid="phone-verification-form"
    >
      {step === 'phone' ? (
        <PhoneField
          idPrefix={idPrefix}
          name="phone"
          label="Mobile phone"
          value={phone}
          error={errors.phone}
          onChange={change}
          required
        />
      ) : (
        <>
          <p role="status">
            {notice} <span>({phone})</span>
          </p>
          <TextField
            idPrefix={idPrefix}
            name="code"
            label="Verification code"
            value={code}
            error={errors.code}
            onChange={change}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
          />
          <p className="phone-verification__actions">
            <button
              type="button"
              className="phone-verification__link"
              disabled={sending}
              onClick={() => void requestCode()}
            >
              Send a new code
            </button>
            <button
              type="button"
              className="phone-verification__link"
              disabled={sending}
              onClick={() => {
                setStep('phone')
                setErrors({})
              }}
            >
              Change number
            </button>
          </p>
        </>
      )}
      {errors.error ? (
        <p className="lead-form__error" role="alert">
          {errors.error}
        </p>
      ) : null}
      <SubmitButton sending={sending} label={step === 'code' ? 'Verify' : 'Send code'} />
    </form>
  )
}
