import { z } from 'zod'
import { zEmail } from '../../validation/zod-email'
import { zOptionalText, zRequiredText } from '../../validation/zod'
import { MESSAGES } from '../../validation/messages'
import { vehicleRefSchema } from './common'

/**
 * The lead of a confirmed saved search whose shopper asked for a salesperson (issue 38; OUR form
 * type SAVED_SEARCH, decision 0337). The shopper gave only an e-mail address; what they look for is
 * the search: its words, its page, and as the ADF vehicle what the search names (condition, make,
 * model, body style). Never posted by a form: the server builds it from the confirmed search.
 */
export const savedSearchLeadSchema = z.object({
  email: zEmail,
  /** The search in words, as its page's heading says it. */
  search: zRequiredText(MESSAGES.required, 300),
  /** The search's results page. */
  url: zOptionalText(2048),
  vehicle: vehicleRefSchema,
})

export type SavedSearchLeadInput = z.output<typeof savedSearchLeadSchema>
