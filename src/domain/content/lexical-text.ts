/**
 * Plain text of a Lexical document, for the car-research full-text search (site.md section 2,
 * /car-research/search). Walks `children` and joins text nodes; block-level nodes end with a space.
 */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

export function lexicalPlainText(doc: unknown, maxLength = 20000): string {
  const parts: string[] = []
  const walk = (node: unknown, depth: number): void => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const n = node as LexicalNode
    if (typeof n.text === 'string') parts.push(n.text)
    if (Array.isArray(n.children)) {
      for (const child of n.children) walk(child, depth + 1)
      parts.push(' ')
    }
  }
  walk((doc as { root?: unknown } | null)?.root ?? doc, 0)
  return parts.join('').replace(/\s+/g, ' ').trim().slice(0, maxLength)
}
