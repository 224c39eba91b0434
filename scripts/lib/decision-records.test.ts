import { describe, expect, it } from 'vitest'
import { firstSentence, parseRecord, relationProblems, renderIndex, type DecisionRecord } from './decision-records'

const record = (header: string, body = 'Summary: Why, in one line.\n\n## Context\nText.') =>
  `# 0097. Inventory pages from a cache\n\n${header}\n\n${body}\n`

describe('parseRecord', () => {
  it.each([
    ['Date: 2026-11-22 · Status: accepted', 'accepted', [], []],
    [
      'Date: 2026-11-22 · Status: accepted, amended by 0227, 0228 · Issue 3 ("Speed": p95 at most 2x)',
      'accepted, amended by 0227, 0228',
      ['0227', '0228'],
      [],
    ],
    ['Date: 2026-11-22 · Status: superseded by 0225 · Builds on 0097', 'superseded by 0225', [], ['0225']],
    // A header wrapped over two lines is one header.
    ['Date: 2026-11-22 · Status: accepted, amended by\n0227 · Issue 9', 'accepted, amended by 0227', ['0227'], []],
  ])('reads the status of %j', (header, status, amendedBy, supersededBy) => {
    const problems: string[] = []
    const parsed = parseRecord('0097-page-cache.md', record(header), problems)
    expect(problems).toEqual([])
    expect(parsed).toMatchObject({
      number: '0097',
      title: 'Inventory pages from a cache',
      status,
      amendedBy,
      supersededBy,
    })
  })

  it('reads what a record amends and supersedes, not the numbers inside a parenthesis', () => {
    const parsed = parseRecord(
      '0227-x.md',
      record(
        'Date: 2026-11-24 · Status: accepted · Amends 0016, 0097 and 0110 (the bound of 0110; 1000 ms) · Supersedes 0121',
      ),
      [],
    )
    expect(parsed?.amends).toEqual(['0016', '0097', '0110'])
    expect(parsed?.supersedes).toEqual(['0121'])
  })

  it.each([
    ['Summary: One line,\nwrapped over two.\n\nMore.', 'One line, wrapped over two.'],
    ['## Context\n- Payload 3.90 has no listener. It dies.', 'Payload 3.90 has no listener.'],
    [
      'The spec names site.md section 2 (e.g. the root shell). Then more.',
      'The spec names site.md section 2 (e.g. the root shell).',
    ],
  ])('summarises %j', (body, summary) => {
    expect(parseRecord('0001-x.md', record('Date: 2026-11-22 · Status: accepted', body), [])?.summary).toBe(summary)
  })

  it('names what a record lacks', () => {
    const problems: string[] = []
    parseRecord('0080-outage.md', '# 0080: Outage\n\nDate: 2026-11-22 · Issue 9\n\nText.', problems)
    expect(problems).toEqual([
      '0080-outage.md: the line after the title must carry "Status: accepted" (or "superseded by NNNN")',
    ])
    expect(parseRecord('README.md', '# Decision records', [])).toBeNull()
  })
})

describe('firstSentence', () => {
  it.each([
    ['One. Two.', 'One.'],
    ['No full stop', 'No full stop'],
    ['Ends with a file name like index.ts and goes on', 'Ends with a file name like index.ts and goes on'],
    ['Version 3.90.1 is pinned. Why.', 'Version 3.90.1 is pinned.'],
  ])('%j -> %j', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence)
  })
})

describe('relationProblems: an older record names what changed it', () => {
  const rec = (number: string, fields: Partial<DecisionRecord>): DecisionRecord => ({
    number,
    file: `${number}-x.md`,
    title: 't',
    status: 'accepted',
    summary: 's',
    amends: [],
    supersedes: [],
    amendedBy: [],
    supersededBy: [],
    ...fields,
  })

  it.each<[string, DecisionRecord[], string[]]>([
    ['both sides agree', [rec('0097', { amendedBy: ['0228'] }), rec('0228', { amends: ['0097'] })], []],
    [
      'the older record is silent',
      [rec('0097', {}), rec('0228', { amends: ['0097'] })],
      ['0097-x.md: its status must say "amended by 0228" (0228-x.md says so)'],
    ],
    [
      'superseded without saying by which',
      [rec('0121', {}), rec('0225', { supersedes: ['0121'] })],
      ['0121-x.md: its status must say "superseded by 0225" (0225-x.md says so)'],
    ],
    [
      'a status naming a record that does not say so',
      [rec('0110', { amendedBy: ['0227'] }), rec('0227', {})],
      ['0110-x.md: says "amended by 0227", but 0227 does not say "Amends 0110"'],
    ],
    [
      'a record that does not exist',
      [rec('0228', { amends: ['0098'] })],
      ['0228-x.md: names 0098, which has no record'],
    ],
  ])('%s', (_case, records, problems) => {
    expect(relationProblems(records)).toEqual(problems)
  })
})

describe('renderIndex', () => {
  it('writes one row per record, with pipes escaped', () => {
    const text = renderIndex([
      {
        number: '0071',
        file: '0071-phone.md',
        title: 'Phone',
        status: 'accepted',
        summary: "type: 'a' | 'b'",
        amends: [],
        supersedes: [],
        amendedBy: [],
        supersededBy: [],
      },
    ])
    expect(text).toContain("| [0071](0071-phone.md) | Phone | accepted | type: 'a' \\| 'b' |")
  })
})
