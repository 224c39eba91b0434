import type { ArrayField, UIField } from 'payload'
import { OPERATOR_OPTIONS } from '@/domain/trade-in/editor-rules'

const PICKERS = '@/components/admin/rule-editor'

/**
 * Rules as managers edit them: each rule has a label and conditions that must ALL match
 * (site.md section 4). A condition is stored as field / operator / value text: vehicle fields
 * (make, model, model_year, mileage, series, style, ...), computed values (vehicleAgeYears,
 * cashNowValue, baseValue) or answers.<questionId>; the admin shows pickers in words from the
 * catalogue of src/domain/trade-in/rule-subjects.ts (issue 20), so nobody types these names.
 * `dbPrefix` keeps Postgres table and enum names under 63 characters when the field is nested deep. */
export function ruleRowsField(name: string, label: string, description: string, dbPrefix: string): ArrayField {
  return {
    name,
    label,
    labels: { singular: 'Rule', plural: 'Rules' },
    type: 'array',
    dbName: `${dbPrefix}_rules`,
    admin: { description, components: { RowLabel: '@/components/admin/rule-row-label#RuleRowLabel' } },
    fields: [
      {
        name: 'label',
        type: 'text',
        admin: { description: 'Shown in the offer trace, e.g. "Mileage at least 160000".' },
      },
      {
        name: 'conditions',
        type: 'array',
        dbName: `${dbPrefix}_conds`,
        minRows: 1,
        labels: { singular: 'Condition', plural: 'Conditions (all must match)' },
        fields: [
          {
            type: 'row',
            // Pickers in words (issue 20); the stored form stays field / operator / value as text.
            fields: [
              {
                name: 'field',
                label: 'Subject',
                type: 'text',
                required: true,
                admin: { width: '40%', components: { Field: `${PICKERS}/subject-field#RuleSubjectField` } },
              },
              {
                name: 'operator',
                label: 'Comparison',
                type: 'select',
                enumName: `enum_${dbPrefix}_op`,
                required: true,
                options: OPERATOR_OPTIONS.map((op) => ({ label: op, value: op })),
                admin: { width: '25%', components: { Field: `${PICKERS}/operator-field#RuleOperatorField` } },
              },
              {
                name: 'value',
                type: 'text',
                admin: { width: '35%', components: { Field: `${PICKERS}/value-field#RuleValueField` } },
              },
            ],
          },
        ],
      },
    ],
  }
}

/** The offer preview beside the rule editor (issue 20): sample trade-ins repriced as the manager edits. */
export const offerPreviewPanelField: UIField = {
  name: 'offerPreview',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: `${PICKERS}/offer-preview-panel#OfferPreviewPanel` } },
}
