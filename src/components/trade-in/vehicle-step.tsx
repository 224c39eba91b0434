import { useState, type ReactNode } from 'react'
import { SelectField, TextField } from '@/components/forms/fields'
import { trimChoices, type TrimIndex } from '@/domain/trade-in/trim-options'

export type VehicleValues = {
  vin: string
  year: string
  make: string
  model: string
  series: string
  style: string
  mileage: string
  exteriorColor: string
  licencePlate: string
  state: string
  options: string
}
export type MakeModels = Record<string, string[]>

type Props = {
  values: VehicleValues
  errors: Record<string, string>
  makes: MakeModels
  years: number[]
  trims: TrimIndex
  onChange: (name: string, value: string) => void
  vinNote?: ReactNode
}

const toOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }))

/** The pickers' last choice: a make or model the market guide does not list, typed instead. */
const OTHER = '__other__'

/**
 * Identify the vehicle (issue 7): VIN (optional, check digit verified) or year, make, model, series
 * and style pickers (series and style list what the market guide prices for that vehicle; free
 * text when it lists none), plus mileage and the form extras of site.md section 3. A make or model
 * the guide does not list is typed after "Other" (decision 0289).
 */
export function VehicleStep({ values, errors, makes, years, trims, onChange, vinNote }: Props) {
  // A car the market guide does not list can still be offered: its make and model are typed, and
  // with no market value the offer is "bring it in" (site.md section 4, bringVehicleIn).
  const [otherMake, setOtherMake] = useState(() => values.make !== '' && !Object.hasOwn(makes, values.make))
  const models = values.make && !otherMake ? (makes[values.make] ?? []) : []
  const [otherModel, setOtherModel] = useState(() => values.model !== '' && !models.includes(values.model))
  const typedModel = otherMake || otherModel
  const choices = trimChoices(trims, values)
  const field = (name: keyof VehicleValues) => ({
    name,
    value: values[name],
    error: errors[`vehicle.${name}`],
    onChange,
    idPrefix: 'trade',
  })
  return (
    <div className="lead-form__grid">
      <TextField
        {...field('vin')}
        label="VIN (optional)"
        autoComplete="off"
        note={vinNote ?? '17 characters, on the driver-side dashboard or door jamb.'}
      />
      <SelectField
        {...field('year')}
        label="Year"
        required
        placeholder="Choose a year"
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <SelectField
        {...field('make')}
        // With "Other make" the typed name below is the field (its id, its error).
        {...(otherMake ? { name: 'makeChoice', error: undefined } : {})}
        value={otherMake ? OTHER : values.make}
        label="Make"
        required
        placeholder="Choose a make"
        options={[...Object.keys(makes).map((m) => ({ value: m, label: m })), { value: OTHER, label: 'Other make' }]}
        onChange={(_name, value) => {
          setOtherMake(value === OTHER)
          setOtherModel(false)
          onChange('make', value === OTHER ? '' : value)
          onChange('model', '')
        }}
      />
      {otherMake ? <TextField {...field('make')} label="Make name" required autoComplete="off" /> : null}
      {typedModel ? (
        <TextField {...field('model')} label="Model" required autoComplete="off" />
      ) : (
        <SelectField
          {...field('model')}
          label="Model"
          required
          placeholder={values.make ? 'Choose a model' : 'Choose a make first'}
          options={
            values.make ? [...models.map((m) => ({ value: m, label: m })), { value: OTHER, label: 'Other model' }] : []
          }
          onChange={(name, value) => {
            setOtherModel(value === OTHER)
            onChange(name, value === OTHER ? '' : value)
          }}
        />
      )}
      {choices.series.length ? (
        <SelectField
          {...field('series')}
          label="Trim (optional)"
          placeholder="Not sure"
          options={toOptions(choices.series)}
        />
      ) : (
        <TextField {...field('series')} label="Trim (optional)" />
      )}
      {choices.styles.length ? (
        <SelectField
          {...field('style')}
          label="Body style (optional)"
          placeholder="Not sure"
          options={toOptions(choices.styles)}
        />
      ) : (
        <TextField {...field('style')} label="Body style (optional)" />
      )}
      <TextField {...field('mileage')} label="Mileage" required inputMode="numeric" />
      <TextField {...field('exteriorColor')} label="Exterior color (optional)" />
      <TextField {...field('licencePlate')} label="License plate (optional)" />
      <TextField {...field('state')} label="Plate state (optional)" />
      <TextField {...field('options')} label="Options (optional)" note="e.g. sunroof, navigation, tow package" />
    </div>
  )
}
