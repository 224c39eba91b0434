import { MESSAGES } from '../validation/messages'

/**
 * The careers resume (site.md section 2 "Careers: resume form"; issue 4): PDF, DOC or DOCX, at
 * most 5 MB. Checked by the form before upload and by the server on the bytes it got.
 * OURS: the two messages; the spec shows none for the upload.
 */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'
export const RESUME_MESSAGES = {
  type: 'Please upload a PDF, DOC or DOCX file',
  size: 'The file must be 5 MB or smaller',
  // OURS (issue 16 section 3): the file has a PDF's first bytes but not a whole PDF's end.
  damaged: 'This file could not be read. Please upload a complete PDF, DOC or DOCX file',
} as const

/**
 * Whether a PDF is whole by the rule the resume storage applies before it keeps one (Payload's
 * upload check, payload/dist/utilities/validatePDF.js): the %PDF- header, and %%EOF and the xref
 * table in the last kilobyte. Checked before the upload so that a damaged file is a 422 on the
 * resume field, not a failed save (issue 16 section 3).
 */
export function pdfIsWhole(bytes: Uint8Array): boolean {
  const latin1 = (part: Uint8Array) => Array.from(part, (b) => String.fromCharCode(b)).join('')
  if (!latin1(bytes.subarray(0, 8)).startsWith('%PDF-')) return false
  const end = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)))
  return end.includes('%%EOF') && end.includes('xref')
}

export type ResumeFacts = { name: string; size: number } | null | undefined

/** The message to show for this file, or null when it is acceptable. */
export function resumeError(file: ResumeFacts): string | null {
  if (!file || file.size === 0) return MESSAGES.required
  const name = file.name.toLowerCase()
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return RESUME_MESSAGES.type
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size
  return null
}

/** Magic bytes of the resume types the careers form takes (PDF, DOC, DOCX). */
export function resumeKind(bytes: Uint8Array): 'pdf' | 'doc' | 'docx' | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte)
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'pdf'
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc'
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'docx'
  return null
}

export const RESUME_MIME: Record<'pdf' | 'doc' | 'docx', string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}
