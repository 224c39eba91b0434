/** The form path of a sibling field of the same condition row: `...conditions.0.field` -> `...conditions.0.operator`. */
export function siblingPath(path: string, name: 'field' | 'operator' | 'value'): string {
  const dot = path.lastIndexOf('.')
  return dot < 0 ? name : `${path.slice(0, dot)}.${name}`
}

/** A DOM id for a form path (Payload's own ids replace dots the same way). */
export const pickerId = (path: string): string => `rule-${path.replace(/\./g, '__')}`
