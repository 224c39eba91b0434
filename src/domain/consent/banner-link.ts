/**
 * The banner's text "contains a privacy policy link" (visitor-layer.md section 2). The default text
 * names the privacy policy ("Read our privacy policy to learn more."), so those words become the
 * link instead of the label being repeated after the sentence. A text an editor wrote without the
 * label keeps the link after it.
 */
export type TextWithLink = { before: string; link: string; after: string }

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function bannerTextWithLink(text: string, label: string): TextWithLink {
  // Whole words only: a label "policy" links "policy", not the start of "policyholders".
  const found = label.trim()
    ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(label.trim())}(?![\\p{L}\\p{N}])`, 'iu').exec(text)
    : null
  if (!found) return { before: `${text} `, link: label, after: '' }
  return {
    before: text.slice(0, found.index),
    link: found[0],
    after: text.slice(found.index + found[0].length),
  }
}
