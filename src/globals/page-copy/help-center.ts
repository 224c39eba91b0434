import type { Field } from 'payload'
import { HELP_CENTER_COPY, HELP_TOPIC_FIELDS, HELP_TOPICS, type HelpTopic } from '@/domain/page-copy'
import { pageCopyGlobal } from './define'
import { cellField, copyField } from './fields'

const category = (topic: HelpTopic): Field => ({
  name: HELP_TOPIC_FIELDS[topic],
  label: `Category "${HELP_CENTER_COPY.categories[HELP_TOPIC_FIELDS[topic]].name}"`,
  type: 'group',
  admin: {
    description:
      `The card on /help-center for the FAQs whose topic is "${topic}"; the name is also the ` +
      `heading of /help-center/${topic}. Leave a field empty to show the built-in text.`,
  },
  fields: [
    {
      type: 'row',
      fields: [
        cellField('name', 'Category name', '40%', {
          defaultValue: HELP_CENTER_COPY.categories[HELP_TOPIC_FIELDS[topic]].name,
        }),
        cellField('blurb', 'Sentence on the card', '60%', {
          defaultValue: HELP_CENTER_COPY.categories[HELP_TOPIC_FIELDS[topic]].blurb,
        }),
      ],
    },
  ],
})

/** /help-center (issue 20): its heading and the name and sentence of each category (the FAQ topics). */
export const HelpCenterCopyGlobal = pageCopyGlobal({
  slug: 'help-center-copy',
  label: 'Help center',
  path: '/help-center',
  description:
    'Heading of /help-center and the name and sentence of each category. The questions themselves are edited under FAQs.',
  fields: [
    copyField('heading', {
      label: 'Page heading',
      description: 'Large heading at the top of /help-center.',
      defaultValue: HELP_CENTER_COPY.heading,
    }),
    { name: 'categories', label: 'Categories', type: 'group', fields: HELP_TOPICS.map(category) },
  ],
})
