/**
 * Phone verification messages (visitor-layer.md sections 5 and 8). The first four are the spec's,
 * verbatim; the others are OURS (the spec does not show the server's other answers).
 */
export const PHONE_VERIFICATION_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid by regex',
  codeDigits: 'Code must be 6 digits',
  codeRequired: 'Code is required',
  // OURS
  codeSent: 'We sent a 6-digit code to your phone.',
  verified: 'Your phone number is verified.',
  codeWrong: 'That code is not right. Check the text message and try again.',
  codeExpired: 'This code has expired. Request a new code.',
  noCode: 'Request a code first.',
  tooManyAttempts: 'Too many wrong codes. Request a new code.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting another code.`,
  rateLimited: 'Too many verification requests. Please try again later.',
  sendFailed: 'We could not send the text message. Please try again in a moment.',
} as const

/** Code length (section 9 "Verification code length: 6"). */
export const CODE_LENGTH = 6
