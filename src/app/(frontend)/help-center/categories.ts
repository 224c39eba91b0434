import { HELP_TOPIC_FIELDS, type HelpCategoryCopy, type HelpCenterCopy, type HelpTopic } from '@/domain/page-copy'

/**
 * Help-center categories are the FAQ topics (site.md section 2, /help-center/{category}); their
 * names and sentences are marketing's copy (issue 20, the "Help center" global).
 */
export const isHelpCategory = (v: string): v is HelpTopic => Object.hasOwn(HELP_TOPIC_FIELDS, v)

export const helpCategory = (copy: HelpCenterCopy, topic: HelpTopic): HelpCategoryCopy =>
  copy.categories[HELP_TOPIC_FIELDS[topic]]
