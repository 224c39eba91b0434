/**
 * Placeholders in editable page copy (issue 20): figures that come from settings are never typed
 * into copy. An editor writes a token such as `{lowest rate}` and the page prints the figure the
 * settings give on every request, so a manager's new rate or fee shows without anyone re-editing
 * the words. Tokens are plain words, as the editor reads them in the field description.
 */
export const COPY_PLACEHOLDERS = {
  'lowest rate': 'the lowest APR a shopper with top credit gets, from Finance settings (e.g. "5.9%")',
  'longest term': 'the longest finance term that has a rate in Finance settings (e.g. "72 months")',
  'documentary fee': 'the documentary fee from Dealership profile > Fees and payments (e.g. "$367.70")',
  'offer validity days': 'how many days an instant cash offer stays valid, from Offer settings (e.g. "7")',
} as const

export type CopyPlaceholder = keyof typeof COPY_PLACEHOLDERS
export type CopyPlaceholderValues = Readonly<Partial<Record<CopyPlaceholder, string>>>

const TOKEN = /\{([^{}]+)\}/g
const isPlaceholder = (name: string): name is CopyPlaceholder => Object.hasOwn(COPY_PLACEHOLDERS, name)

/**
 * One text with its placeholders replaced. A token whose value is missing (settings that give no
 * rate, say) and any unknown token stay as typed: a visible `{...}` in the admin's preview tells
 * the editor, where a silent blank would change the sentence's meaning. Spaces and case inside
 * the braces are forgiven (`{ Lowest Rate }`).
 */
export function fillCopyText(text: string, values: CopyPlaceholderValues): string {
  return text.replace(TOKEN, (token, raw: string) => {
    const name = raw.trim().replace(/\s+/g, ' ').toLowerCase()
    const value = isPlaceholder(name) ? values[name] : undefined
    return value ?? token
  })
}

/** Every string of a copy object (nested groups and rows too) with its placeholders replaced. */
export function fillCopy<T>(copy: T, values: CopyPlaceholderValues): T {
  if (typeof copy === 'string') return fillCopyText(copy, values) as T
  if (Array.isArray(copy)) return copy.map((item) => fillCopy(item, values)) as T
  if (copy && typeof copy === 'object') {
    return Object.fromEntries(Object.entries(copy).map(([k, v]) => [k, fillCopy(v, values)])) as T
  }
  return copy
}

/** Tokens in a text that are not placeholders, as typed ("{lowest rte}"), for the admin's validation. */
export function unknownPlaceholders(text: string): string[] {
  const unknown: string[] = []
  for (const match of text.matchAll(TOKEN)) {
    const name = match[1].trim().replace(/\s+/g, ' ').toLowerCase()
    if (!isPlaceholder(name)) unknown.push(match[0])
  }
  return unknown
}

/** The help line under a copy field: each placeholder and what it becomes. */
export function placeholderHelp(): string {
  const list = Object.entries(COPY_PLACEHOLDERS).map(([name, means]) => `{${name}} shows ${means}`)
  return `Figures from the settings are written as placeholders, never typed: ${list.join('; ')}.`
}
