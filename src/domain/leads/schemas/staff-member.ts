import { z } from 'zod'
import { MESSAGES } from '../../validation/messages'
import { LONG_TEXT_MAX, zRequiredText } from '../../validation/zod'
import { baseFields, personFields } from './common'

/**
 * Message to a staff member (visitor-layer.md section 7, STAFF_MEMBER). The staff member is named
 * by slug only; their e-mail address comes from the staff records, never from the form.
 */
export const staffMemberSchema = z.object({
  ...baseFields,
  ...personFields,
  staffSlug: zRequiredText(MESSAGES.required, 200).refine((value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), {
    error: MESSAGES.required,
  }),
  message: zRequiredText(MESSAGES.message, LONG_TEXT_MAX),
})

export type StaffMemberInput = z.output<typeof staffMemberSchema>
