import type { CollectionConfig } from 'payload'
import { publishedOrStaff } from '@/access/published-or-staff'
import { canEditDealership } from '@/access/can-edit-dealership'
import { INPUT_TYPES } from '@/domain/trade-in/questionnaire'
import { offerPreviewPanelField, ruleRowsField } from '@/fields/rule-rows'
import { validateQuestionRules } from './validate-rules'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'
import { TAGS } from '@/data/cache-tags'

/**
 * The instant-offer questionnaire (site.md sections 3 "Trade-in question" and 4). Managers edit
 * questions and the price deduction of each answer; drafts let them check an offer before
 * publishing (issue 7).
 */
export const TradeInQuestions: CollectionConfig = {
  slug: 'trade-in-questions',
  // Read on the server only; also, rule operators such as '<' are not valid GraphQL enum names.
  graphQL: false,
  labels: { singular: 'Trade-in question', plural: 'Trade-in questions' },
  admin: {
    group: 'Trade-in',
    useAsTitle: 'text',
    defaultColumns: ['questionId', 'text', 'inputType', 'required', '_status'],
    description:
      'Questions of the sell-or-trade questionnaire and what each answer takes off the offer. Publish to use a change.',
  },
  access: { read: publishedOrStaff, create: canEditDealership, update: canEditDealership, delete: canEditDealership },
  versions: { drafts: true, maxPerDoc: 30 },
  defaultSort: 'sortOrder',
  // The public questionnaire is cached under the trade-in tag (issue 35: edits and deletes reach every instance).
  hooks: { beforeValidate: [validateQuestionRules], ...revalidateTagsOnChangeAndDelete(TAGS.tradeIn) },
  fields: [
    offerPreviewPanelField,
    {
      type: 'row',
      fields: [
        {
          name: 'questionId',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { width: '30%', description: 'Stable id used by rules (answers.<id>), e.g. 200.' },
        },
        {
          name: 'inputType',
          type: 'select',
          required: true,
          defaultValue: 'radio',
          options: [...INPUT_TYPES],
          admin: {
            width: '30%',
            description:
              'radio: one choice; checkbox: several; select: a list; price: a dollar amount; textarea: free text.',
          },
        },
        {
          name: 'required',
          type: 'checkbox',
          defaultValue: true,
          admin: { width: '20%', description: 'The shopper must answer it when it is shown.' },
        },
        {
          name: 'sortOrder',
          type: 'number',
          defaultValue: 0,
          admin: { width: '20%', description: 'Lower comes first.' },
        },
      ],
    },
    { name: 'text', type: 'text', required: true, admin: { description: 'The question as the shopper reads it.' } },
    {
      name: 'condition',
      type: 'group',
      admin: {
        description:
          'Show this question only when an earlier question has one of these answers. Leave empty to always show.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'questionId',
              type: 'text',
              admin: { width: '40%', description: 'Earlier question id, e.g. 100.' },
            },
            {
              name: 'answers',
              type: 'text',
              hasMany: true,
              admin: { width: '60%', description: 'Answer values that reveal this question, e.g. good, fair, poor.' },
            },
          ],
        },
      ],
    },
    {
      name: 'answers',
      type: 'array',
      admin: { description: 'Choices for radio, checkbox and select questions.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'label',
              type: 'text',
              required: true,
              admin: { width: '50%', description: 'What the shopper reads.' },
            },
            {
              name: 'value',
              type: 'text',
              required: true,
              admin: { width: '50%', description: 'Stored value used by rules, e.g. yes.' },
            },
          ],
        },
        { name: 'description', type: 'textarea', admin: { description: 'Optional help shown under the choice.' } },
        {
          name: 'deductions',
          type: 'array',
          admin: {
            description:
              'Price deductions for this answer. The first one whose rules match applies (no rules: always). Percent is of the base value.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'amount', type: 'number', min: 0, admin: { width: '33%', description: 'Dollars off.' } },
                {
                  name: 'percent',
                  type: 'number',
                  min: 0,
                  max: 100,
                  admin: { width: '33%', description: 'Or percent off.' },
                },
                {
                  name: 'logic',
                  type: 'select',
                  defaultValue: 'and',
                  options: [
                    { label: 'all rules', value: 'and' },
                    { label: 'any rule', value: 'or' },
                  ],
                  admin: { width: '33%' },
                },
              ],
            },
            ruleRowsField(
              'rules',
              'When',
              'e.g. "Market value before deductions is at least 15000" for vehicles valued at or above the $15,000 threshold.',
              'tiq_ded',
            ),
          ],
        },
      ],
    },
  ],
}
