import '../validation/zod-config'
import { z } from 'zod'
import { isValidPhone, toE164 } from '../validation/phone'
import { CODE_LENGTH, PHONE_VERIFICATION_MESSAGES as M } from './messages'

/**
 * POST /api/customer/phoneValidation body (visitor-layer.md sections 5 and 7), shared by the form
 * and the route handler. Checks, in the spec's order: phone present ('Phone number is required'),
 * phone pattern ('Phone number is invalid by regex'), a code that is given must have exactly 6
 * digits once non-digits are stripped ('Code must be 6 digits'), and the code step needs a code
 * ('Code is required'). The phone comes out in E.164, the code as its 6 digits.
 */
export const PHONE_VERIFICATION_TYPES = ['phone-validation', 'code-verification'] as const
export type PhoneVerificationType = (typeof PHONE_VERIFICATION_TYPES)[number]

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const text = (v: unknown) => (typeof v === 'number' ? String(v) : v)

export const phoneVerificationSchema = z
  .object({
    phone: z.unknown().optional(),
    type: z.enum(PHONE_VERIFICATION_TYPES, { error: 'type must be phone-validation or code-verification' }),
    code: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const phone = text(input.phone)
    if (blank(phone) || typeof phone !== 'string') {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneRequired })
      return z.NEVER
    }
    const e164 = isValidPhone(phone) ? toE164(phone) : null
    if (!e164) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneInvalid })
      return z.NEVER
    }
    const code = text(input.code)
    if (!blank(code)) {
      const digits = typeof code === 'string' ? code.replace(/\D/g, '') : ''
      if (digits.length !== CODE_LENGTH) {
        ctx.addIssue({ code: 'custom', path: ['code'], message: M.codeDigits })
        return z.NEVER
      }
      return { phone: e164, type: input.type, code: digits }
    }
    if (input.type === 'code-verification') {
      ctx.addIssue({ code: 'custom', path: ['code'], message: M.codeRequired })
      return z.NEVER
    }
    return { phone: e164, type: input.type, code: undefined as string | undefined }
  })

export type PhoneVerificationRequest = z.output<typeof phoneVerificationSchema>

export type ParsedRequest =
  { ok: true; value: PhoneVerificationRequest } | { ok: false; error: string; field: 'phone' | 'code' | 'type' }

export function parsePhoneVerificationRequest(body: unknown): ParsedRequest {
  const result = phoneVerificationSchema.safeParse(body ?? {})
  if (result.success) return { ok: true, value: result.data }
  const issue = result.error.issues[0]
  const field = issue?.path[0] === 'code' ? 'code' : issue?.path[0] === 'type' ? 'type' : 'phone'
  return { ok: false, error: issue?.message ?? M.phoneRequired, field }
}
