import { describe, expect, it } from 'vitest'
import { elementNode, escapeXml, serialize, stripControlChars, textNode } from './xml'

describe('escapeXml', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<script>', '&lt;script&gt;'],
    [']]>', ']]&gt;'],
    [`"quoted" 'single'`, '&quot;quoted&quot; &apos;single&apos;'],
    ['tab\tand\nnewline', 'tab\tand\nnewline'],
    ['nul\u0000bell\u0007esc\u001bdel\u007f', 'nulbellescdel'],
    ['emoji 🚗 ok', 'emoji 🚗 ok'],
    ['lone \uD83D surrogate', 'lone  surrogate'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected)
  })

  it('strips but does not escape', () => {
    expect(stripControlChars('a\u0001<b')).toBe('a<b')
  })
})

describe('serialize', () => {
  it('indents children, escapes attributes, skips empty text nodes', () => {
    const node = elementNode('a', [textNode('b', 'x<y', { k: 'v"w' }), textNode('c', '  '), textNode('d', undefined)])
    expect(serialize(node)).toBe('<a>\n  <b k="v&quot;w">x&lt;y</b>\n</a>')
  })
})
