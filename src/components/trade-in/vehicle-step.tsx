import type { ReactNode } from 'react'
import { SelectField, TextField } from '@/components/forms/fields'

export type VehicleValues = { vin: string; year: string; make: string; model: string; series: string; mileage: string; exteriorColor: string; licencePlate: string; state: string }
export type MakeModels = Record<string, string[]>

type Props = { values: VehicleValues; errors: Record<string, string>; makes: MakeModels; years: number[]; onChange: (name: string, value: string) => void; vinNote?: ReactNode }

/** Identify the vehicle: VIN (optional, check digit verified) or year, make and model pickers, plus mileage. */
export function VehicleStep({ values, errors, makes, years, onChange, vinNote }: Props) {
  const models = values.make ? makes[values.make] ?? [] : []
  const field = (name: keyof VehicleValues) => ({ name, value: values[name], error: errors[`vehicle.${name}`], onChange, idPrefix: 'trade' })
  return (
    <div className="lead-form__grid">
      <TextField {...field('vin')} label="VIN (optional)" autoComplete="off" note={vinNote ?? '17 characters, on the driver-side dashboard or door jamb.'} />
      <SelectField {...field('year')} label="Year" required placeholder="Choose a year" options={years.map((y) => ({ value: String(y), label: String(y) }))} />
      <SelectField {...field('make')} label="Make" required placeholder="Choose a make" options={Object.keys(makes).map((m) => ({ value: m, label: m }))} onChange={(name, value) => { onChange(name, value); onChange('model', '') }} />
      <SelectField {...field('model')} label="Model" required placeholder={values.make ? 'Choose a model' : 'Choose a make first'} options={models.map((m) => ({ value: m, label: m }))} />
      <TextField {...field('series')} label="Trim (optional)" />
      <TextField {...field('mileage')} label="Mileage" required inputMode="numeric" />
      <TextField {...field('exteriorColor')} label="Exterior color (optional)" />
      <TextField {...field('licencePlate')} label="License plate (optional)" />
      <TextField {...field('state')} label="Plate state (optional)" />
    </div>
  )
}
