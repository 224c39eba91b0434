import { APPLY_COPY, BAD_CREDIT_COPY, CREDIT_APPLICATION_COPY, PRE_APPROVAL_COPY } from '@/domain/page-copy'
import { pageCopyGlobal } from './define'
import { cellField, copyField, copyList } from './fields'

/** The financing pages under /auto-financing besides the overview and the comparison (issue 20). */
export const ApplyCopyGlobal = pageCopyGlobal({
  slug: 'apply-copy',
  label: 'Apply for financing page',
  path: '/auto-financing/apply-for-financing',
  description:
    'Words of /auto-financing/apply-for-financing around the pre-approval form. The form and the loan examples are not edited here.',
  fields: [
    copyField('heading', {
      label: 'Page heading',
      description: 'Large heading at the top when pre-approval is offered.',
      defaultValue: APPLY_COPY.heading,
    }),
    copyField('intro', {
      label: 'Introduction',
      description: 'Paragraph under the heading.',
      long: true,
      defaultValue: APPLY_COPY.intro,
    }),
    copyList('steps', {
      label: 'Steps',
      singular: 'Step',
      dbName: 'copy_apply_steps',
      description: 'Numbered steps above the form.',
      defaultValue: APPLY_COPY.steps,
      fields: [cellField('text', 'Step', '100%')],
    }),
    copyField('minimalHeading', {
      label: 'Heading when pre-approval is switched off',
      description:
        'The only words of the page when Finance settings switch pre-approval off and the page shows the form alone.',
      defaultValue: APPLY_COPY.minimalHeading,
    }),
  ],
})

export const PreApprovalCopyGlobal = pageCopyGlobal({
  slug: 'pre-approval-copy',
  label: 'Free credit score pre-approval page',
  path: '/auto-financing/free-credit-score-pre-approval',
  description: 'Words of /auto-financing/free-credit-score-pre-approval around its form.',
  fields: [
    copyField('heading', {
      label: 'Page heading',
      description: 'Large heading at the top.',
      defaultValue: PRE_APPROVAL_COPY.heading,
    }),
    copyList('points', {
      label: 'Points',
      singular: 'Point',
      dbName: 'copy_preapproval_points',
      description: 'Short points listed above the form.',
      defaultValue: PRE_APPROVAL_COPY.points,
      fields: [cellField('text', 'Point', '100%')],
    }),
    {
      type: 'row',
      fields: [
        copyField('closingText', {
          label: 'Sentence under the form',
          description: 'Words before the link to the full credit application.',
          width: '60%',
          defaultValue: PRE_APPROVAL_COPY.closingText,
        }),
        copyField('closingLinkLabel', {
          label: 'Link text',
          description: 'Words of the link to the full credit application at the end of that sentence.',
          width: '40%',
          defaultValue: PRE_APPROVAL_COPY.closingLinkLabel,
        }),
      ],
    },
  ],
})

export const CreditApplicationCopyGlobal = pageCopyGlobal({
  slug: 'credit-application-copy',
  label: 'Full credit application page',
  path: '/auto-financing/full-credit-application',
  description:
    "Heading and introduction of /auto-financing/full-credit-application. The application's steps are not edited here.",
  fields: [
    copyField('heading', {
      label: 'Page heading',
      description: 'Large heading at the top.',
      defaultValue: CREDIT_APPLICATION_COPY.heading,
    }),
    copyField('intro', {
      label: 'Introduction',
      description: 'Paragraph above the application.',
      long: true,
      defaultValue: CREDIT_APPLICATION_COPY.intro,
    }),
  ],
})

export const BadCreditCopyGlobal = pageCopyGlobal({
  slug: 'bad-credit-copy',
  label: 'Bad credit auto financing page',
  path: '/auto-financing/bad-credit-auto-financing',
  description: 'Heading of /auto-financing/bad-credit-auto-financing.',
  fields: [
    copyField('heading', {
      label: 'Page heading',
      description: 'Large heading at the top.',
      defaultValue: BAD_CREDIT_COPY.heading,
    }),
  ],
})
