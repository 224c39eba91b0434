/**
 * What changed in the lead e-mail routing (issue 34: "changes to e-mail routing" are audited), in
 * words for the audit log: one line per form whose rule was added, removed or changed. The
 * recipients are the dealership's own inboxes, never a shopper's.
 */
export type RoutingRule = {
  formType?: string | null
  type?: string | null
  storeInbox?: string | null
  subject?: string | null
  recipients?: { email?: string | null }[] | null
}

function byForm(rules: readonly RoutingRule[] | null | undefined): Map<string, RoutingRule> {
  const map = new Map<string, RoutingRule>()
  // Later rows for the same form type are ignored by the routing (src/globals/email-routing).
  for (const rule of rules ?? []) if (rule.formType && !map.has(rule.formType)) map.set(rule.formType, rule)
  return map
}

const recipients = (rule: RoutingRule): string =>
  (rule.recipients ?? [])
    .map((r) => r.email ?? '')
    .filter(Boolean)
    .join(', ') || 'company inbox'

function describeRule(rule: RoutingRule): string {
  return `${rule.type ?? 'text'}, to ${recipients(rule)}`
}

export function describeRoutingChange(
  before: readonly RoutingRule[] | null | undefined,
  after: readonly RoutingRule[] | null | undefined,
  labelOf: (formType: string) => string = (f) => f,
): string[] {
  const old = byForm(before)
  const now = byForm(after)
  const lines: string[] = []
  for (const [form, rule] of now) {
    const was = old.get(form)
    if (!was) {
      lines.push(`${labelOf(form)}: rule added (${describeRule(rule)})`)
      continue
    }
    const parts: string[] = []
    if (recipients(was) !== recipients(rule)) parts.push(`recipients ${recipients(was)} → ${recipients(rule)}`)
    if ((was.type ?? 'text') !== (rule.type ?? 'text')) parts.push(`format ${was.type} → ${rule.type}`)
    if ((was.storeInbox ?? '') !== (rule.storeInbox ?? ''))
      parts.push(`store inbox ${was.storeInbox} → ${rule.storeInbox}`)
    if ((was.subject ?? '') !== (rule.subject ?? ''))
      parts.push(`subject "${was.subject ?? ''}" → "${rule.subject ?? ''}"`)
    if (parts.length > 0) lines.push(`${labelOf(form)}: ${parts.join('; ')}`)
  }
  for (const form of old.keys()) if (!now.has(form)) lines.push(`${labelOf(form)}: rule removed`)
  return lines
}
