import { BHPH_COPY as D } from '@/domain/page-copy'
import { pageCopyGlobal } from './define'
import { cellField, copyField, copyList } from './fields'

/** /auto-financing/better-than-buy-here-pay-here (issue 20): heading, introduction, comparison chart, button. */
export const BhphCopyGlobal = pageCopyGlobal({
  slug: 'bhph-copy',
  label: 'Better than buy here pay here page',
  path: '/auto-financing/better-than-buy-here-pay-here',
  description: 'Words of the page comparing our financing with buy-here-pay-here lots.',
  fields: [
    copyField('heading', { label: 'Page heading', description: 'Large heading at the top.', defaultValue: D.heading }),
    copyField('intro', {
      label: 'Introduction',
      description: 'Paragraph above the comparison chart.',
      long: true,
      defaultValue: D.intro,
    }),
    {
      type: 'row',
      fields: [
        copyField('oursColumn', {
          label: 'Our column heading',
          description: 'Heading of the column about our financing.',
          width: '50%',
          defaultValue: D.oursColumn,
        }),
        copyField('theirsColumn', {
          label: 'Their column heading',
          description: 'Heading of the column about buy-here-pay-here lots.',
          width: '50%',
          defaultValue: D.theirsColumn,
        }),
      ],
    },
    copyList('rows', {
      label: 'Comparison chart rows',
      singular: 'Chart row',
      dbName: 'copy_bhph_rows',
      defaultValue: D.rows,
      description:
        'One row per point compared: what is compared, then what we offer and what a buy-here-pay-here lot offers.',
      fields: [
        {
          type: 'row',
          fields: [
            cellField('label', 'What is compared', '30%'),
            cellField('ours', 'Our financing', '40%'),
            cellField('theirs', 'Buy here pay here', '30%'),
          ],
        },
      ],
    }),
    copyField('buttonLabel', {
      label: 'Button text',
      description: 'Text of the button under the chart (it opens the pre-approval form).',
      defaultValue: D.buttonLabel,
    }),
  ],
})
