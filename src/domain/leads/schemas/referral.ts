import { z } from 'zod'
import { isEmpty } from '../../validation/empty'
import { MESSAGES } from '../../validation/messages'
import { LONG_TEXT_MAX, zOptionalPhone, zOptionalText, zRequiredText } from '../../validation/zod'
import { isValidEmail } from '../../validation/email'
import { baseFields, personFields } from './common'

/**
 * Referral form for /referrals (site.md section 2). OUR addition: the spec lists the page but no
 * form type or fields. The visitor gives their details and a friend's name plus a phone or e-mail.
 */
const friendSchema = z
  .object(
    {
      firstName: zRequiredText(MESSAGES.required, 100),
      lastName: zRequiredText(MESSAGES.required, 100),
      email: zOptionalText(254).refine((value) => value === undefined || isValidEmail(value), {
        error: MESSAGES.email,
      }),
      phone: zOptionalPhone,
    },
    { error: MESSAGES.required },
  )
  .superRefine((friend, ctx) => {
    if (isEmpty(friend.email) && isEmpty(friend.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.required })
    }
  })

export const referralSchema = z.object({
  ...baseFields,
  ...personFields,
  friend: friendSchema,
  message: zOptionalText(LONG_TEXT_MAX),
})

export type ReferralInput = z.output<typeof referralSchema>
