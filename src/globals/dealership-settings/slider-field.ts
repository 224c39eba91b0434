import type { Field } from 'payload'

type Bounds = { min: number; max: number; step: number; default: number }

/** One payment slider's bounds, step and starting value (site.md section 9). */
export function sliderField(name: string, label: string, bounds: Bounds, extra: Field[] = []): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'min', type: 'number', required: true, defaultValue: bounds.min },
          { name: 'max', type: 'number', required: true, defaultValue: bounds.max },
          { name: 'step', type: 'number', required: true, defaultValue: bounds.step },
          { name: 'default', type: 'number', required: true, defaultValue: bounds.default },
          ...extra,
        ],
      },
    ],
  }
}
