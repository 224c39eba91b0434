'use client'
import { useRef, useState } from 'react'
import { RESUME_ACCEPT, resumeError } from '@/domain/leads/resume'
import { Honeypot, SubmitButton, TextAreaField, TextField } from './fields'
import { PersonFields } from './person-fields'
import { CAREERS_NOTE, TOASTS } from './form-texts'
import { useLeadForm } from './use-lead-form'
import './forms.css'

/**
 * Careers resume form (site.md sections 2 and 8): position, message and a resume (PDF, DOC or
 * DOCX, at most 5 MB), stored privately and linked from the lead; the note about e-mailing
 * supplemental information.
 */
export function CareersForm() {
  const fileRef = useRef<HTMLInputElement>(null)
  const [done, setDone] = useState(false)
  const file = () => fileRef.current?.files?.[0] ?? null
  const form = useLeadForm({
    idPrefix: 'careers',
    formType: 'CAREERS',
    initial: { firstName: '', lastName: '', email: '', phone: '', position: '', message: '' },
    toasts: TOASTS.careers,
    extraErrors: () => {
      const current = file()
      const problem = resumeError(current ? { name: current.name, size: current.size } : null)
      return problem ? { resume: problem } : ({} as Record<string, string>)
    },
    file,
    onSuccess: () => setDone(true),
  })
  const { field } = form
  if (done)
    return (
      <p role="status" className="lead-form__done">
        {TOASTS.careers.success.description}
      </p>
    )
  return (
    <form className="lead-form" noValidate onSubmit={form.onSubmit} aria-label="Apply for a job">
      <PersonFields field={field} />
      <TextField {...field('position')} label="Position" required />
      <TextAreaField {...field('message')} label="Message" required />
      <div className="lead-form__field lead-form__wide">
        <label htmlFor="careers-resume">
          Resume (PDF, DOC or DOCX, up to 5 MB)<span aria-hidden="true"> *</span>
        </label>
        <input
          id="careers-resume"
          ref={fileRef}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          aria-invalid={form.errors.resume ? true : undefined}
          aria-describedby={form.errors.resume ? 'careers-resume-error' : 'careers-note'}
        />
        {form.errors.resume ? (
          <p className="lead-form__error" id="careers-resume-error">
            {form.errors.resume}
          </p>
        ) : null}
      </div>
      <p className="lead-form__legal" id="careers-note">
        {CAREERS_NOTE}
      </p>
      <Honeypot idPrefix="careers" />
      <SubmitButton sending={form.sending} label="Submit application" />
    </form>
  )
}
