/**
 * Reads the decision records in docs/decisions and renders their index (docs/decisions/README.md),
 * so that the index is made from the records and cannot drift from them (issue 19).
 *
 * A record is `NNNN-kebab-title.md`:
 *
 *     # NNNN. Title
 *
 *     Date: 2026-11-24 · Status: accepted · <what it answers, e.g. Issue 16 section 2> · Amends 0097
 *
 * then the text. The index's line is the record's `Summary:` line when it has one, otherwise the
 * first sentence of its text. Statuses: `accepted`, `accepted, amended by NNNN`, `superseded by
 * NNNN`. A record that says `Amends NNNN` or `Supersedes NNNN` in its header must be named back in
 * that record's status, so a reader of the older record learns what changed it.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

export type DecisionRecord = {
  number: string
  file: string
  title: string
  status: string
  summary: string
  amends: string[]
  supersedes: string[]
  amendedBy: string[]
  supersededBy: string[]
}

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/
const NUMBERS = /\d{4}/g

/** The numbers named in a header part such as "Amends 0097 (what the page cache answers)". */
function numbersIn(text: string): string[] {
  const list = /^[^(]*/.exec(text)?.[0] ?? ''
  return list.match(NUMBERS) ?? []
}

/** The record's first sentence: up to the first full stop that ends a sentence, else the whole paragraph. */
export function firstSentence(paragraph: string): string {
  const end = /[.!?](?=\s+[A-Z("`*]|$)/.exec(paragraph)
  return (end ? paragraph.slice(0, end.index + 1) : paragraph).trim()
}

/** Parses one record; `problems` gains a line for each thing the index cannot do without. */
export function parseRecord(file: string, text: string, problems: string[]): DecisionRecord | null {
  const number = RECORD_FILE.exec(file)?.[1]
  if (!number) return null
  const lines = text.split('\n')
  const heading = /^#\s+\d+[.:]?\s+(.+)$/.exec(lines[0] ?? '')
  if (!heading) problems.push(`${file}: the first line must be "# ${number}. Title"`)

  // The header is the paragraph after the title; its parts are separated by " · ".
  let at = 1
  while (at < lines.length && lines[at].trim() === '') at++
  const header: string[] = []
  while (at < lines.length && lines[at].trim() !== '') header.push(lines[at++].trim())
  const parts = header
    .join(' ')
    .split(' · ')
    .map((part) => part.trim())
  const status =
    parts
      .find((part) => part.startsWith('Status:'))
      ?.slice('Status:'.length)
      .trim() ?? ''
  if (!status)
    problems.push(`${file}: the line after the title must carry "Status: accepted" (or "superseded by NNNN")`)

  const body = lines.slice(at)
  const summaryAt = body.findIndex((line) => line.startsWith('Summary:'))
  let summary = ''
  if (summaryAt >= 0) {
    const paragraph = [body[summaryAt].slice('Summary:'.length)]
    for (let i = summaryAt + 1; i < body.length && body[i].trim() !== ''; i++) paragraph.push(body[i])
    summary = paragraph
      .map((line) => line.trim())
      .join(' ')
      .trim()
  }
  if (!summary) {
    const paragraph: string[] = []
    for (const line of body) {
      const trimmed = line.trim()
      if (trimmed === '' || trimmed.startsWith('#')) {
        if (paragraph.length) break
        continue
      }
      paragraph.push(trimmed.replace(/^[-*]\s+/, ''))
    }
    summary = firstSentence(paragraph.join(' '))
  }
  if (!summary) problems.push(`${file}: no text to summarise (add a "Summary:" line)`)

  const related = (word: string) =>
    parts.filter((part) => part.startsWith(word)).flatMap((part) => numbersIn(part.slice(word.length)))
  const statusNumbers = (word: string) => {
    const found = status.indexOf(word)
    return found < 0 ? [] : numbersIn(status.slice(found + word.length))
  }
  return {
    number,
    file,
    title: heading?.[1].trim() ?? file,
    status,
    summary,
    amends: related('Amends'),
    supersedes: related('Supersedes'),
    amendedBy: statusNumbers('amended by'),
    supersededBy: statusNumbers('superseded by'),
  }
}

/** Every record that amends or supersedes another is named back in that record's status. */
export function relationProblems(records: DecisionRecord[]): string[] {
  const byNumber = new Map(records.map((r) => [r.number, r]))
  const problems: string[] = []
  const check = (from: DecisionRecord, targets: string[], back: 'amendedBy' | 'supersededBy', words: string) => {
    for (const target of targets) {
      const older = byNumber.get(target)
      if (!older) problems.push(`${from.file}: names ${target}, which has no record`)
      else if (!older[back].includes(from.number))
        problems.push(`${older.file}: its status must say "${words} ${from.number}" (${from.file} says so)`)
    }
  }
  for (const record of records) {
    check(record, record.amends, 'amendedBy', 'amended by')
    check(record, record.supersedes, 'supersededBy', 'superseded by')
    for (const newer of record.amendedBy)
      if (!byNumber.get(newer)?.amends.includes(record.number))
        problems.push(`${record.file}: says "amended by ${newer}", but ${newer} does not say "Amends ${record.number}"`)
    for (const newer of record.supersededBy)
      if (!byNumber.get(newer)?.supersedes.includes(record.number))
        problems.push(
          `${record.file}: says "superseded by ${newer}", but ${newer} does not say "Supersedes ${record.number}"`,
        )
  }
  return problems
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

export function renderIndex(records: DecisionRecord[]): string {
  const rows = records.map(
    (r) => `| [${r.number}](${r.file}) | ${cell(r.title)} | ${cell(r.status)} | ${cell(r.summary)} |`,
  )
  return [
    '# Decision records',
    '',
    'Why the code is the way it is: one short record per decision, numbered, with its status. A record',
    'that was amended or superseded says by which, and the newer one says what it replaces. Lists of',
    "fixes that closed an issue's gaps are in [CHANGELOG.md](../../CHANGELOG.md).",
    '',
    'This index is generated from the records by `npm run docs:decisions` (title, status, and the',
    '`Summary:` line or first sentence of each); `npm run check:generated` fails when it is out of date.',
    'A new record: `docs/decisions/NNNN-kebab-title.md`, starting `# NNNN. Title`, a blank line, then',
    '`Date: YYYY-MM-DD · Status: accepted` (add `· Amends NNNN` or `· Supersedes NNNN`, and name the',
    "newer record in the older one's status: `accepted, amended by NNNN` or `superseded by NNNN`).",
    '',
    '| record | decision | status | in one line |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}

/** Reads docs/decisions and renders the index; `problems` lists what keeps a record out of it. */
export function decisionIndex(root: string): { text: string; problems: string[] } {
  const dir = path.join(root, 'docs', 'decisions')
  const problems: string[] = []
  const records = readdirSync(dir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => parseRecord(file, readFileSync(path.join(dir, file), 'utf8'), problems))
    .filter((record): record is DecisionRecord => record !== null)
  const numbers = records.map((r) => r.number)
  for (const n of new Set(numbers))
    if (numbers.filter((m) => m === n).length > 1) problems.push(`docs/decisions: more than one record numbered ${n}`)
  problems.push(...relationProblems(records))
  return { text: renderIndex(records), problems }
}

export const DECISION_INDEX = path.join('docs', 'decisions', 'README.md')
