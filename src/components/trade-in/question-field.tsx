import type { Question } from '@/domain/trade-in/questionnaire'

type Props = { question: Question; value: unknown; error?: string; onChange: (id: string, value: unknown) => void }

/** One questionnaire question as an accessible fieldset (radio/checkbox) or labelled input. */
export function QuestionField({ question, value, error, onChange }: Props) {
  const id = `q-${question.questionId}`
  const errorId = error ? `${id}-error` : undefined
  const required = question.required ? <span aria-hidden="true"> *</span> : null
  const errorText = error ? (
    <p className="lead-form__error" id={errorId}>
      {error}
    </p>
  ) : null
  if (question.inputType === 'radio' || question.inputType === 'checkbox') {
    const picked = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : []
    return (
      <fieldset className="trade-in__question" aria-describedby={errorId}>
        <legend>
          {question.text}
          {required}
        </legend>
        <div className="trade-in__choices">
          {question.answers.map((a) => {
            const checked = picked.includes(a.value)
            const toggle = () =>
              question.inputType === 'radio'
                ? onChange(question.questionId, a.value)
                : onChange(question.questionId, checked ? picked.filter((v) => v !== a.value) : [...picked, a.value])
            return (
              <label key={a.value} className={`trade-in__choice${checked ? ' trade-in__choice--on' : ''}`}>
                {/* Each choice carries the error too: screen readers read a group's description unevenly. */}
                <input
                  type={question.inputType}
                  name={id}
                  value={a.value}
                  checked={checked}
                  onChange={toggle}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={errorId}
                />
                <span>
                  <strong>{a.label}</strong>
                  {a.description ? <small>{a.description}</small> : null}
                </span>
              </label>
            )
          })}
        </div>
        {errorText}
      </fieldset>
    )
  }
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId } as const
  return (
    <div className="lead-form__field lead-form__field--wide">
      <label htmlFor={id}>
        {question.text}
        {required}
      </label>
      {question.inputType === 'select' ? (
        <select {...common} value={String(value ?? '')} onChange={(e) => onChange(question.questionId, e.target.value)}>
          <option value="">Choose…</option>
          {question.answers.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      ) : question.inputType === 'price' ? (
        <input
          {...common}
          inputMode="numeric"
          value={String(value ?? '')}
          placeholder="e.g. 12500"
          onChange={(e) => onChange(question.questionId, e.target.value.replace(/[^\d.]/g, ''))}
        />
      ) : (
        <textarea
          {...common}
          rows={3}
          value={String(value ?? '')}
          onChange={(e) => onChange(question.questionId, e.target.value)}
        />
      )}
      {errorText}
    </div>
  )
}
