import { SelectField, TextField } from '@/components/forms/fields'
import { PersonFields } from '@/components/forms/person-fields'
import { EMPLOYMENT_LABELS, HOUSING_LABELS } from './texts'

/** Field groups of the full credit application, reused for the co-applicant under 'coApplicant.'. */
export type FieldProps = (name: string) => {
  name: string
  idPrefix: string
  value: string
  error?: string
  onChange: (name: string, value: string) => void
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }))

export function ContactFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const p = `${prefix}applicant.`
  return (
    <>
      <PersonFields
        field={(name) => field(`${p}${name}`)}
        afterFirstName={<TextField {...field(`${p}middleName`)} label="Middle name" autoComplete="additional-name" />}
      />
    </>
  )
}

export function ResidenceFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const p = `${prefix}residence.`
  return (
    <>
      <TextField {...field(`${p}street`)} label="Street address" required autoComplete="address-line1" />
      <TextField {...field(`${p}apartment`)} label="Apartment" autoComplete="address-line2" />
      <TextField {...field(`${p}city`)} label="City" required autoComplete="address-level2" />
      <TextField {...field(`${p}state`)} label="State" required autoComplete="address-level1" />
      <TextField {...field(`${p}zip`)} label="ZIP code" required autoComplete="postal-code" inputMode="numeric" />
      <SelectField
        {...field(`${p}housingStatus`)}
        label="Housing"
        required
        placeholder="Choose…"
        options={options(HOUSING_LABELS)}
      />
      <TextField {...field(`${p}monthlyPayment`)} label="Monthly rent or mortgage ($)" inputMode="numeric" />
      <TextField {...field(`${p}yearsAtAddress`)} label="Years at this address" inputMode="numeric" />
    </>
  )
}

export function EmploymentFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const p = `${prefix}employment.`
  return (
    <>
      <SelectField
        {...field(`${p}status`)}
        label="Employment status"
        required
        placeholder="Choose…"
        options={options(EMPLOYMENT_LABELS)}
      />
      <TextField {...field(`${p}employer`)} label="Employer" autoComplete="organization" />
      <TextField {...field(`${p}title`)} label="Job title" autoComplete="organization-title" />
      <TextField {...field(`${p}yearsEmployed`)} label="Years employed" inputMode="numeric" />
    </>
  )
}

export function IncomeFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const p = `${prefix}income.`
  return (
    <>
      <TextField {...field(`${p}monthlyGross`)} label="Gross monthly income ($)" required inputMode="numeric" />
      <TextField {...field(`${p}otherMonthly`)} label="Other monthly income ($)" inputMode="numeric" />
      <TextField {...field(`${p}otherSource`)} label="Source of other income" />
    </>
  )
}

export function IdentityFields({ field, prefix = '' }: { field: FieldProps; prefix?: string }) {
  const p = `${prefix}applicant.`
  return (
    <>
      <TextField
        {...field(`${p}ssn`)}
        label="Social Security number"
        required
        inputMode="numeric"
        autoComplete="off"
        note="Format 123-45-6789. Encrypted, and never sent by e-mail."
      />
      <TextField
        {...field(`${p}dateOfBirth`)}
        label="Date of birth"
        type="date"
        required
        autoComplete={prefix ? 'off' : 'bday'}
      />
    </>
  )
}
