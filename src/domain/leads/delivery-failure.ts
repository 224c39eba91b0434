/**
 * Whether a mail server's refusal is final (issue 20, decision 0245): an SMTP reply in the 5xx range
 * (RFC 5321 section 4.2.1, "permanent negative completion": a mailbox that does not exist, a
 * domain that refuses) will be the same on every retry, so the lead is marked failed at once and
 * shows on the dashboard for someone to fix the address and resend, instead of being retried for
 * minutes. A 4xx reply, a refused connection or a timeout is temporary and is retried.
 */
export function isPermanentRejection(err: unknown): boolean {
  const code = Number((err as { responseCode?: unknown } | null)?.responseCode)
  return Number.isInteger(code) && code >= 500 && code <= 599
}
