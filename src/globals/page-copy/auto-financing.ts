import { AUTO_FINANCING_COPY as D } from '@/domain/page-copy'
import { pageCopyGlobal } from './define'
import { cellField, copyField, copyList } from './fields'

/** /auto-financing (issue 20): heading, introduction, the four option cards, the examples heading. */
export const AutoFinancingCopyGlobal = pageCopyGlobal({
  slug: 'auto-financing-copy',
  label: 'Auto financing page',
  path: '/auto-financing',
  description:
    'Words of the /auto-financing page. The loan examples and fee wording below them are worked out from Finance settings and are not edited here.',
  fields: [
    copyField('heading', {
      label: 'Page heading',
      description: 'Large heading at the top, e.g. "Auto Financing".',
      defaultValue: D.heading,
    }),
    copyField('intro', {
      label: 'Introduction',
      description: 'Paragraph under the heading.',
      long: true,
      defaultValue: D.intro,
    }),
    copyList('options', {
      label: 'Option cards',
      singular: 'Option card',
      dbName: 'copy_fin_options',
      defaultValue: D.options,
      description:
        'The boxes under the introduction, each with a heading, a sentence and a button. The first button is the highlighted one.',
      fields: [
        {
          type: 'row',
          fields: [
            cellField('heading', 'Heading', '50%'),
            cellField('buttonLabel', 'Button text', '25%'),
            cellField('buttonLink', 'Button goes to', '25%'),
          ],
        },
        cellField('text', 'Sentence', '100%', { long: true }),
      ],
    }),
    copyField('examplesHeading', {
      label: 'Loan examples heading',
      description:
        'Heading above the worked-out loan examples on /auto-financing and /auto-financing/apply-for-financing, e.g. "What a loan costs".',
      defaultValue: D.examplesHeading,
    }),
  ],
})
