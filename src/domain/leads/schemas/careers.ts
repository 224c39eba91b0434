import { z } from 'zod'
import { MESSAGES } from '../../validation/messages'
import { LONG_TEXT_MAX, zRequiredText } from '../../validation/zod'
import { baseFields, personFields } from './common'

/** Careers resume form (site.md sections 2 and 3): personal details, position and message. */
export const careersSchema = z.object({
  ...baseFields,
  ...personFields,
  position: zRequiredText(MESSAGES.required, 200),
  message: zRequiredText(MESSAGES.message, LONG_TEXT_MAX),
})

export type CareersInput = z.output<typeof careersSchema>
