import { SELL_TRADE_COPY as D } from '@/domain/page-copy'
import { pageCopyGlobal } from './define'
import { cellField, copyField, copyList } from './fields'

/** /sell-trade-my-car (issue 20): hero, promises, the comparison chart and its rows, section headings. */
export const SellTradeCopyGlobal = pageCopyGlobal({
  slug: 'sell-trade-copy',
  label: 'Sell or trade page',
  path: '/sell-trade-my-car',
  description: 'Words of the /sell-trade-my-car page. Reviews and questions are edited under Reviews and FAQs.',
  fields: [
    copyField('heading', { label: 'Page heading', description: 'Large heading at the top.', defaultValue: D.heading }),
    copyField('intro', {
      label: 'Introduction',
      description: 'Paragraph under the heading.',
      long: true,
      defaultValue: D.intro,
    }),
    copyField('buttonLabel', {
      label: 'Button text',
      description: 'Text of the button that starts the instant offer.',
      defaultValue: D.buttonLabel,
    }),
    copyField('whyHeading', {
      label: '"Why sell to us" heading',
      description: 'Heading above the promises and the comparison chart.',
      defaultValue: D.whyHeading,
    }),
    copyList('promises', {
      label: 'Promises',
      singular: 'Promise',
      dbName: 'copy_sell_promises',
      defaultValue: D.promises,
      description: 'Short promises listed above the comparison chart.',
      fields: [cellField('text', 'Promise', '100%')],
    }),
    {
      name: 'chartColumns',
      label: 'Comparison chart column headings',
      type: 'group',
      admin: {
        description:
          'Headings of the four columns of the comparison chart. Leave one empty to show the built-in heading.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            cellField('what', 'First column', '25%', { defaultValue: D.chartColumns.what }),
            cellField('us', 'Us', '25%', { defaultValue: D.chartColumns.us }),
            cellField('privateSale', 'Private sale', '25%', { defaultValue: D.chartColumns.privateSale }),
            cellField('otherDealers', 'Other dealers', '25%', { defaultValue: D.chartColumns.otherDealers }),
          ],
        },
      ],
    },
    copyList('chartRows', {
      label: 'Comparison chart rows',
      singular: 'Chart row',
      dbName: 'copy_sell_chart_rows',
      defaultValue: D.chartRows,
      description:
        'One row per point compared: what the seller gets, then the answer for us, for a private sale and for other dealers.',
      fields: [
        {
          type: 'row',
          fields: [
            cellField('label', 'What you get', '40%'),
            cellField('us', 'Us', '20%'),
            cellField('privateSale', 'Private sale', '20%'),
            cellField('otherDealers', 'Other dealers', '20%'),
          ],
        },
      ],
    }),
    {
      type: 'row',
      fields: [
        copyField('reviewsHeading', {
          label: 'Reviews heading',
          description: "Heading above sellers' reviews.",
          width: '50%',
          defaultValue: D.reviewsHeading,
        }),
        copyField('faqHeading', {
          label: 'Questions heading',
          description: 'Heading above the questions about selling.',
          width: '50%',
          defaultValue: D.faqHeading,
        }),
      ],
    },
  ],
})
