/**
 * Placeholders in editable titles and descriptions (site.md section 3: "offer_name, staff_name,
 * staff_department in detail page titles"). Written `{offer_name}`; an unknown or empty value
 * leaves nothing behind, and dangling separators it leaves are tidied away.
 */
export type PlaceholderValues = Readonly<Record<string, string | null | undefined>>

export const PLACEHOLDERS = ['offer_name', 'staff_name', 'staff_department', 'category_name'] as const

export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  const filled = template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value?.trim() ?? ''
  })
  return filled
    .replace(/\s+/g, ' ')
    .replace(/\s+([,:|])/g, '$1')
    .replace(/^[\s,:|-]+|[\s,:|-]+$/g, '')
    .trim()
}
