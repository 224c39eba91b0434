import type { ArrayField } from 'payload'
import { OPERATOR_OPTIONS } from '@/domain/trade-in/editor-rules'

/**
 * Rules as managers edit them: each rule has a label and conditions that must ALL match
 * (site.md section 4). Field names: vehicle fields (make, model, model_year, mileage, series, style,
 * ...), computed values (vehicleAgeYears, cashNowValue, baseValue) or answers.<questionId>.
 */
/** `dbPrefix` keeps Postgres table and enum names under 63 characters when the field is nested deep. */
export function ruleRowsField(name: string, label: string, description: string, dbPrefix: string): ArrayField {
  return {
    name,
    label,
    type: 'array',
    dbName: `${dbPrefix}_rules`,
    admin: { description, components: { RowLabel: '@/components/admin/rule-row-label#RuleRowLabel' } },
    fields: [
      { name: 'label', type: 'text', admin: { description: 'Shown in the offer trace, e.g. "Mileage at least 160000".' } },
      {
        name: 'conditions',
        type: 'array',
        dbName: `${dbPrefix}_conds`,
        minRows: 1,
        labels: { singular: 'Condition', plural: 'Conditions (all must match)' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'field', type: 'text', required: true, admin: { width: '40%', description: 'e.g. mileage, make, vehicleAgeYears, answers.300' } },
              { name: 'operator', type: 'select', enumName: `enum_${dbPrefix}_op`, required: true, options: OPERATOR_OPTIONS.map((op) => ({ label: op, value: op })), admin: { width: '20%' } },
              { name: 'value', type: 'text', admin: { width: '40%', description: 'A number or text; for in / not_in a comma-separated list.' } },
            ],
          },
        ],
      },
    ],
  }
}
