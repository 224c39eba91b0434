import './zod-config'
import { z } from 'zod'
import { isValidEmail } from './email'
import { MESSAGES } from './messages'

/**
 * Email with a TLD of at least 2 letters (site.md section 5: 'Please enter a valid email address').
 * Apart from ./zod so that a form asking only for an e-mail (the price-drop alert, issue 21) does
 * not bring the phone rules and libphonenumber into its browser chunk.
 */
export const zEmail = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .refine(isValidEmail, { error: MESSAGES.email })
