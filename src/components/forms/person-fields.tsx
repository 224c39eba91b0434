import type { ReactNode } from 'react'
import { PhoneField, TextField } from './fields'

/** The four fields of the block, by the names the lead schemas give them (personFields). */
export type PersonFieldName = 'firstName' | 'lastName' | 'email' | 'phone'

/** What a form hands the block for one field: its name, value, error and change handler. */
export type PersonFieldProps = {
  name: string
  idPrefix: string
  value: string
  error?: string
  onChange: (name: string, value: string) => void
  required?: boolean
}

type Props = {
  field: (name: PersonFieldName) => PersonFieldProps
  /** Labels that differ from the plain ones ("Your first name" on the referral form, "Cell phone" in the trade-in). */
  labels?: Partial<Record<PersonFieldName, string>>
  /** Fields the form does not require (a referred friend's e-mail and phone). */
  optional?: readonly PersonFieldName[]
  /**
   * Someone else's details (the referred friend): no autofill from the visitor's own, and the phone
   * carries no consent line, because the friend did not give it.
   */
  someoneElse?: boolean
  /** A field shown between first and last name (the credit application's middle name). */
  afterFirstName?: ReactNode
  /** The phone's consent line in the page's language (issue 39); the spec's English otherwise. */
  phoneConsent?: string
}

const LABELS: Record<PersonFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
}

/**
 * First name, last name, e-mail and phone: the block every lead form asks for (site.md section 5),
 * in one place so that labels, autofill hints and the phone's consent line are the same on every
 * form. The rules and messages are the shared schema fragment `personFields`
 * (src/domain/leads/schemas/common.ts).
 */
export function PersonFields({
  field,
  labels = {},
  optional = [],
  someoneElse = false,
  afterFirstName,
  phoneConsent,
}: Props) {
  const props = (name: PersonFieldName) => ({
    ...field(name),
    label: labels[name] ?? LABELS[name],
    required: !optional.includes(name),
  })
  const auto = (hint: string) => (someoneElse ? 'off' : hint)
  return (
    <>
      <TextField {...props('firstName')} autoComplete={auto('given-name')} />
      {afterFirstName}
      <TextField {...props('lastName')} autoComplete={auto('family-name')} />
      <TextField {...props('email')} type="email" autoComplete={auto('email')} inputMode="email" />
      {someoneElse ? (
        <TextField {...props('phone')} type="tel" autoComplete="off" inputMode="tel" />
      ) : (
        <PhoneField {...props('phone')} consent={phoneConsent} />
      )}
    </>
  )
}
