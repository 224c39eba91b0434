'use client'
import { useState, type FormEvent } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'
import { visibleAnswers, visibleQuestions, type Question } from '@/domain/trade-in/questionnaire'
import type { RuleSubject } from '@/domain/trade-in/rule-subjects'
import { offerPrice, offerTrace, traceLine, type PreviewOffer } from './rule-editor/offer-text'
import { callApi } from '@/client/http/api'

type Vehicle = { year: string; make: string; model: string; mileage: string }
type Answers = Record<string, string | string[]>

const VEHICLE_FIELDS: ReadonlyArray<{ name: keyof Vehicle; label: string; numeric: boolean }> = [
  { name: 'year', label: 'Year', numeric: true },
  { name: 'make', label: 'Make', numeric: false },
  { name: 'model', label: 'Model', numeric: false },
  { name: 'mileage', label: 'Mileage', numeric: true },
]

/** The view opens on a sample a manager knows from the rule editor: a 2018 Accord in good shape, one accident, one key. */
const SAMPLE_VEHICLE: Vehicle = { year: '2018', make: 'Honda', model: 'Accord', mileage: '72000' }
const SAMPLE_ANSWERS: Readonly<Record<string, string>> = {
  '100': 'good',
  '200': 'yes',
  '201': 'no',
  '202': 'one',
  '203': 'none',
  '204': 'good',
  '205': 'light',
  '500': 'none',
}

/** The sample's answers that the current questions still offer (an editor may have changed them). */
function sampleAnswers(questions: readonly Question[]): Answers {
  const out: Answers = {}
  for (const q of questions) {
    const value = SAMPLE_ANSWERS[q.questionId]
    if (value !== undefined && q.answers.some((a) => a.value === value))
      out[q.questionId] = q.inputType === 'checkbox' ? [value] : value
  }
  return out
}

function errorId(key: string): string {
  return `offer-preview-error-${key.replace(/\W/g, '-')}`
}

function FieldError({ errors, field }: { errors: Record<string, string>; field: string }) {
  return errors[field] ? (
    <span id={errorId(field)} className="field-error" role="alert">
      {errors[field]}
    </span>
  ) : null
}

function described(errors: Record<string, string>, field: string) {
  return errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {}
}

/** One question as the shopper's form asks it, by its text and its answers' labels. */
function QuestionInput({
  question,
  value,
  errors,
  onChange,
}: {
  question: Question
  value: string | string[] | undefined
  errors: Record<string, string>
  onChange: (value: string | string[] | undefined) => void
}) {
  const key = `answers.${question.questionId}`
  const id = `offer-preview-q-${question.questionId}`
  if (question.inputType === 'checkbox') {
    const picked = Array.isArray(value) ? value : []
    return (
      <fieldset {...described(errors, key)}>
        <legend>{question.text}</legend>
        {question.answers.map((a) => (
          <label key={a.value} style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={picked.includes(a.value)}
              onChange={(e) => onChange(e.target.checked ? [...picked, a.value] : picked.filter((v) => v !== a.value))}
            />{' '}
            {a.label}
          </label>
        ))}
        <FieldError errors={errors} field={key} />
      </fieldset>
    )
  }
  const text = typeof value === 'string' ? value : ''
  return (
    <div style={{ display: 'grid' }}>
      <label htmlFor={id}>{question.text}</label>
      {question.inputType === 'price' ? (
        <input
          id={id}
          inputMode="decimal"
          value={text}
          onChange={(e) => onChange(e.target.value || undefined)}
          {...described(errors, key)}
        />
      ) : question.inputType === 'textarea' ? (
        <textarea id={id} rows={2} value={text} onChange={(e) => onChange(e.target.value || undefined)} />
      ) : (
        <select
          id={id}
          value={text}
          onChange={(e) => onChange(e.target.value || undefined)}
          {...described(errors, key)}
        >
          <option value="">No answer</option>
          {question.answers.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      )}
      <FieldError errors={errors} field={key} />
    </div>
  )
}

function OfferColumn({
  title,
  offer,
  subjects,
}: {
  title: string
  offer: PreviewOffer
  subjects: readonly RuleSubject[]
}) {
  const trace = offerTrace(offer)
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <p>
        <strong>{offerPrice(offer)}</strong>
      </p>
      {trace.length ? (
        <ol aria-label={`What fired: ${title}`}>
          {trace.map((t, i) => (
            <li key={i}>{traceLine(t, subjects)}</li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}

/**
 * /admin/offer-preview's form (issue 7): any vehicle and answers, picked from the questionnaire's
 * own questions and answers in words (the latest drafts), priced with the published settings and
 * with the drafts side by side. The questions shown follow the answers, as on the shopper's form.
 */
export function OfferPreviewForm({
  questions,
  subjects,
}: {
  questions: readonly Question[]
  subjects: readonly RuleSubject[]
}) {
  const [vehicle, setVehicle] = useState<Vehicle>(SAMPLE_VEHICLE)
  const [answers, setAnswers] = useState<Answers>(() => sampleAnswers(questions))
  const [result, setResult] = useState<{ published: PreviewOffer; draft: PreviewOffer } | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  // A press before React has taken the form over would submit it natively and reload the view.
  const hydrated = useHydrated()

  function answer(questionId: string, value: string | string[] | undefined) {
    setAnswers((current) => {
      const next = { ...current }
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[questionId]
      else next[questionId] = value
      return next
    })
  }

  async function run(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    setErrors({})
    const answer = await callApi<{ published?: PreviewOffer; draft?: PreviewOffer }>('/api/trade-in/offer', {
      json: { preview: true, vehicle, answers: visibleAnswers(questions, answers) },
    })
    setBusy(false)
    if (answer.ok && answer.body.published && answer.body.draft)
      setResult({ published: answer.body.published, draft: answer.body.draft })
    else if (!answer.ok && answer.problem.fieldErrors) {
      setErrors(answer.problem.fieldErrors)
      setResult(null)
    } else if (answer.status === 0) setProblem('The preview could not be priced. Check the connection and try again.')
    else setProblem((!answer.ok && answer.problem.error) || `The preview could not be priced (error ${answer.status}).`)
  }

  return (
    <form onSubmit={run} style={{ display: 'grid', gap: 16, maxWidth: 960 }} aria-busy={busy}>
      <fieldset style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <legend>Vehicle</legend>
        {VEHICLE_FIELDS.map(({ name, label, numeric }) => (
          <div key={name} style={{ display: 'grid' }}>
            <label htmlFor={`offer-preview-${name}`}>{label}</label>
            <input
              id={`offer-preview-${name}`}
              inputMode={numeric ? 'numeric' : undefined}
              value={vehicle[name]}
              onChange={(e) => setVehicle((v) => ({ ...v, [name]: e.target.value }))}
              {...described(errors, `vehicle.${name}`)}
            />
            <FieldError errors={errors} field={`vehicle.${name}`} />
          </div>
        ))}
      </fieldset>
      <fieldset style={{ display: 'grid', gap: 12 }}>
        <legend>Answers</legend>
        {visibleQuestions(questions, answers).map((q) => (
          <QuestionInput
            key={q.questionId}
            question={q}
            value={answers[q.questionId]}
            errors={errors}
            onChange={(value) => answer(q.questionId, value)}
          />
        ))}
      </fieldset>
      <div>
        <button type="submit" className="btn btn--style-primary" disabled={!hydrated || busy}>
          Preview offer
        </button>
      </div>
      {problem ? <p role="alert">{problem}</p> : null}
      {result ? (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }} data-testid="offer-preview-result">
          <OfferColumn title="Published" offer={result.published} subjects={subjects} />
          <OfferColumn title="Draft" offer={result.draft} subjects={subjects} />
        </div>
      ) : null}
    </form>
  )
}
