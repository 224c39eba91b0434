/** Minimal Lexical documents for seeded rich text: headings ('## ') and paragraphs. */
const text = (t: string) => ({ type: 'text', text: t, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

export function lexicalDoc(lines: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: lines.map((line) =>
        line.startsWith('## ')
          ? {
              type: 'heading',
              tag: 'h2',
              format: '' as const,
              indent: 0,
              version: 1,
              direction: 'ltr' as const,
              children: [text(line.slice(3))],
            }
          : {
              type: 'paragraph',
              format: '' as const,
              indent: 0,
              version: 1,
              direction: 'ltr' as const,
              textFormat: 0,
              textStyle: '',
              children: [text(line)],
            },
      ),
    },
  }
}

export const richText = (lines: string[]) => ({ blockType: 'richText' as const, content: lexicalDoc(lines) })
