import type { Field } from 'payload'

/**
 * Working hours keyed by weekday index 0 (Sunday) to 6 (visitor-layer.md section 3, "Company
 * settings read"): open and close are decimal hours (9.5 = 9:30), with a closed flag.
 */
export function workingHoursField(name: string, label: string): Field {
  return {
    name,
    label,
    type: 'array',
    minRows: 7,
    maxRows: 7,
    admin: {
      description: 'One row per weekday, Sunday first. Hours are decimal: 9.5 means 9:30, 18 means 6:00 PM.',
      components: { RowLabel: '@/components/admin/weekday-row-label#WeekdayRowLabel' },
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'weekday',
            type: 'number',
            min: 0,
            max: 6,
            required: true,
            admin: { width: '20%', description: '0 = Sunday … 6 = Saturday' },
          },
          { name: 'open', type: 'number', min: 0, max: 24, admin: { width: '25%', step: 0.25 } },
          { name: 'close', type: 'number', min: 0, max: 24, admin: { width: '25%', step: 0.25 } },
          { name: 'closed', type: 'checkbox', defaultValue: false, admin: { width: '20%' } },
        ],
      },
    ],
  }
}
