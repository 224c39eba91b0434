/**
 * A tiny XML writer for ADF (visitor-layer.md section 7, lead format). All text and attribute
 * values pass through escapeXml: & < > " ' are escaped (so "]]>" and "<script>" stay text) and
 * characters XML 1.0 forbids, or that are control characters, are removed.
 */
// C0 controls except tab, LF, CR; DEL and C1 controls; U+FFFE/U+FFFF; unpaired surrogates.
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function stripControlChars(value: string): string {
  return value.replace(FORBIDDEN, '')
}

export function escapeXml(value: string): string {
  return stripControlChars(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export type XmlAttrs = Record<string, string | number | undefined>
export type XmlNode = { name: string; attrs?: XmlAttrs; text?: string; children?: XmlNode[] }

/** An element holding text; undefined or blank text gives null so callers can skip it. */
export function textNode(name: string, value: string | number | undefined | null, attrs?: XmlAttrs): XmlNode | null {
  if (value === undefined || value === null) return null
  const text = String(value)
  if (text.trim() === '') return null
  return { name, attrs, text }
}

/** An element that must appear even when empty (ADF requires year, make and model). */
export function requiredTextNode(name: string, value: string | number | undefined | null, attrs?: XmlAttrs): XmlNode {
  return textNode(name, value, attrs) ?? { name, attrs, text: '' }
}

export function elementNode(name: string, children: (XmlNode | null | undefined)[], attrs?: XmlAttrs): XmlNode {
  return { name, attrs, children: children.filter((child): child is XmlNode => child !== null && child !== undefined) }
}

function attrsText(attrs: XmlAttrs | undefined): string {
  if (!attrs) return ''
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('')
}

/** Serialises with two-space indentation; text stays on its element's line. */
export function serialize(node: XmlNode, depth = 0): string {
  const pad = '  '.repeat(depth)
  const open = `${node.name}${attrsText(node.attrs)}`
  if (node.children && node.children.length > 0) {
    const inner = node.children.map((child) => serialize(child, depth + 1)).join('\n')
    return `${pad}<${open}>\n${inner}\n${pad}</${node.name}>`
  }
  return `${pad}<${open}>${escapeXml(node.text ?? '')}</${node.name}>`
}
