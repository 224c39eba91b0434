/**
 * The audit log as CSV (issue 34: "filterable, with CSV export"), one row per event, with the same
 * RFC 4180 quoting and spreadsheet-formula defusing as the leads export (src/domain/leads/csv.ts):
 * a failed sign-in's e-mail or a user agent comes from outside.
 */
import { csvCell } from '../leads/csv'
import { AUDIT_ACTIONS, isAuditAction } from './actions'

export type AuditCsvRow = {
  id: number
  createdAt: string
  action: string
  summary: string | null
  actorEmail: string | null
  actorRole: string | null
  subjectEmail: string | null
  ip: string | null
  userAgent: string | null
  creditDataReveal: number | null
  details: unknown
}

export const AUDIT_CSV_COLUMNS: [string, (row: AuditCsvRow) => string | number | null][] = [
  ['Event id', (r) => r.id],
  ['When (UTC)', (r) => r.createdAt],
  ['What', (r) => (isAuditAction(r.action) ? AUDIT_ACTIONS[r.action] : r.action)],
  ['Summary', (r) => r.summary],
  ['Staff member', (r) => r.actorEmail],
  ['Role', (r) => r.actorRole],
  ['Account acted upon', (r) => r.subjectEmail],
  ['Address', (r) => r.ip],
  ['Browser', (r) => r.userAgent],
  ['Credit data reveal', (r) => r.creditDataReveal],
  ['Details', (r) => (r.details === null || r.details === undefined ? null : JSON.stringify(r.details))],
]

export function auditCsvHeader(): string {
  return `${AUDIT_CSV_COLUMNS.map(([name]) => csvCell(name)).join(',')}\r\n`
}

export function auditCsvLine(row: AuditCsvRow): string {
  return `${AUDIT_CSV_COLUMNS.map(([, get]) => csvCell(get(row))).join(',')}\r\n`
}
