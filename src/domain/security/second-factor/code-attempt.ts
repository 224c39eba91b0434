/**
 * The rules for a typed code (issue 34, "How codes are checked"): a code already used in its time
 * window is refused, and five wrong codes lock the account for a while, as five wrong passwords do
 * (the Users collection's maxLoginAttempts and lockTime). Pure: the caller computes which 30-second
 * step the code matched, if any, with a constant-time comparison.
 */
export const MAX_WRONG_CODES = 5
export const CODE_LOCK_MS = 10 * 60 * 1000

export type CodeAccount = {
  /** The last time step a code was accepted for; a code of that step or earlier is a replay. */
  lastUsedStep: number | null
  wrongCodes: number
  lockedUntil: Date | null
}

export type CodeOutcome = 'accepted' | 'wrong' | 'replayed' | 'locked' | 'now-locked'

export type CodeDecision = { outcome: CodeOutcome; account: CodeAccount }

/**
 * `matchedStep`: the time step whose code equals the one typed, or null. While locked, even a right
 * code is refused, so guessing goes no faster by waiting for a lucky hit.
 */
export function decideCodeAttempt(account: CodeAccount, matchedStep: number | null, now: Date): CodeDecision {
  if (account.lockedUntil && account.lockedUntil.getTime() > now.getTime()) return { outcome: 'locked', account }
  const unlocked = account.lockedUntil ? { ...account, lockedUntil: null, wrongCodes: 0 } : account
  if (matchedStep !== null && (unlocked.lastUsedStep === null || matchedStep > unlocked.lastUsedStep)) {
    return { outcome: 'accepted', account: { lastUsedStep: matchedStep, wrongCodes: 0, lockedUntil: null } }
  }
  const wrongCodes = unlocked.wrongCodes + 1
  if (wrongCodes >= MAX_WRONG_CODES) {
    return {
      outcome: 'now-locked',
      account: { ...unlocked, wrongCodes, lockedUntil: new Date(now.getTime() + CODE_LOCK_MS) },
    }
  }
  return { outcome: matchedStep === null ? 'wrong' : 'replayed', account: { ...unlocked, wrongCodes } }
}

/** What the person reads for each outcome: the same words for wrong and replayed, so nothing leaks. */
export const CODE_MESSAGES: Record<Exclude<CodeOutcome, 'accepted'>, string> = {
  wrong: 'That code is not right. Type the 6-digit code your authenticator app shows now.',
  replayed: 'That code is not right. Type the 6-digit code your authenticator app shows now.',
  locked: 'Too many wrong codes. This account is locked for a few minutes; try again later.',
  'now-locked': 'Too many wrong codes. This account is locked for a few minutes; try again later.',
}
