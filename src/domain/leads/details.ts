import type { DetailRow } from './lead'
import { isSensitiveKey } from './redact'

/**
 * Flattens form details into label/value rows for e-mails (visitor-layer.md section 7 "body ...
 * JSON of the data"), readable by a person. Sensitive keys are dropped at any depth.
 * Question/answer pairs (trade-in questionnaire, site.md section 3) become "question: answer".
 */
export function humanize(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

function scalarText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  return null
}

function isQuestionAnswer(value: unknown): value is { question: unknown; answer: unknown } {
  return typeof value === 'object' && value !== null && 'question' in value && 'answer' in value
}

const MAX_DEPTH = 6
const MAX_ROWS = 200

export function detailRows(details: Record<string, unknown>): DetailRow[] {
  const rows: DetailRow[] = []
  walk(details, [], rows, 0)
  return rows.slice(0, MAX_ROWS)
}

function walk(value: unknown, labels: string[], rows: DetailRow[], depth: number): void {
  if (rows.length >= MAX_ROWS || depth > MAX_DEPTH) return
  const text = scalarText(value)
  if (text !== null) {
    rows.push({ label: labels.join(' - ') || 'Value', value: text })
    return
  }
  if (Array.isArray(value)) {
    const scalars = value.map(scalarText)
    if (scalars.every((item) => item !== null)) {
      if (scalars.length > 0) rows.push({ label: labels.join(' - ') || 'Value', value: scalars.join(', ') })
      return
    }
    value.forEach((item, index) => {
      if (isQuestionAnswer(item)) {
        const question = scalarText(item.question)
        if (question !== null) return walk(item.answer, [...labels, question], rows, depth + 1)
      }
      walk(item, [...labels, String(index + 1)], rows, depth + 1)
    })
    return
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSensitiveKey(key)) walk(item, [...labels, humanize(key)], rows, depth + 1)
    }
  }
}
