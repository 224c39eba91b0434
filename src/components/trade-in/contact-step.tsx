import { z } from 'zod'
import '@/domain/validation/zod-config'
import { PersonFields } from '@/components/forms/person-fields'
import { personFields } from '@/domain/leads/schemas/common'
import { fieldErrors } from '@/domain/trade-in/offer-request'

export type ContactValues = { firstName: string; lastName: string; email: string; phone: string }

const contactSchema = z.object(personFields)

/** The same rules and messages as the lead form (site.md section 5). */
export function contactErrors(values: ContactValues): Record<string, string> {
  const r = contactSchema.safeParse(values)
  return r.success ? {} : fieldErrors(r.error)
}

type Props = { values: ContactValues; errors: Record<string, string>; onChange: (name: string, value: string) => void }

export function ContactStep({ values, errors, onChange }: Props) {
  const field = (name: keyof ContactValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange,
    idPrefix: 'trade',
    required: true,
  })
  return (
    <div className="lead-form__grid">
      <PersonFields field={field} labels={{ phone: 'Cell phone' }} />
    </div>
  )
}
