import { describe, expect, it } from 'vitest'
import { lexicalPlainText } from './lexical-text'

const para = (...texts: string[]) => ({ type: 'paragraph', children: texts.map((text) => ({ type: 'text', text })) })

describe('lexicalPlainText', () => {
  it.each<[string, unknown, string]>([
    [
      'two paragraphs',
      { root: { children: [para('Oil every ', '3,000 miles.'), para('Second.')] } },
      'Oil every 3,000 miles. Second.',
    ],
    ['null', null, ''],
    ['no root', { children: [para('x')] }, 'x'],
    ['garbage', { root: { children: 'nope' } }, ''],
    [
      'nested list',
      {
        root: {
          children: [
            {
              type: 'list',
              children: [
                { type: 'listitem', children: [{ type: 'text', text: 'a' }] },
                { type: 'listitem', children: [{ type: 'text', text: 'b' }] },
              ],
            },
          ],
        },
      },
      'a b',
    ],
  ])('%s', (_, doc, expected) => expect(lexicalPlainText(doc)).toBe(expected))

  it('cuts long text', () => expect(lexicalPlainText({ root: { children: [para('abcdef')] } }, 3)).toBe('abc'))
})
