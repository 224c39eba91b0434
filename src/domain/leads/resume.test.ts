import { describe, expect, it } from 'vitest'
import { RESUME_MAX_BYTES, RESUME_MESSAGES, pdfIsWhole, resumeError, resumeKind } from './resume'

describe('resumeError (careers upload, site.md section 2)', () => {
  it.each([
    [null, 'This field is required'],
    [{ name: 'cv.pdf', size: 0 }, 'This field is required'],
    [{ name: 'cv.PDF', size: 1000 }, null],
    [{ name: 'cv.doc', size: 1000 }, null],
    [{ name: 'cv.docx', size: RESUME_MAX_BYTES }, null],
    [{ name: 'cv.docx', size: RESUME_MAX_BYTES + 1 }, RESUME_MESSAGES.size],
    [{ name: 'cv.exe', size: 10 }, RESUME_MESSAGES.type],
    [{ name: 'cv.pdf.js', size: 10 }, RESUME_MESSAGES.type],
  ])('%j -> %s', (file, expected) => {
    expect(resumeError(file)).toBe(expected)
  })
})

describe('pdfIsWhole (issue 16 section 3: the storage keeps only these)', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'))
  const whole =
    '%PDF-1.4\n1 0 obj\n<< >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n'
  it.each([
    ['a whole PDF', whole, true],
    ['an xref stream PDF (startxref only)', '%PDF-1.7\n...\nstartxref\n123\n%%EOF', true],
    ['a header and nothing else', '%PDF-1.4 not really a pdf', false],
    ['no %%EOF', '%PDF-1.4\nxref\n', false],
    ['no xref', '%PDF-1.4\n%%EOF', false],
    ['the end more than 1 KB before the end', `%PDF-1.4\nxref\n%%EOF\n${' '.repeat(2000)}`, false],
    ['no header', `MZ${whole}`, false],
    ['empty', '', false],
  ])('%s: %s', (_name, text, expected) => {
    expect(pdfIsWhole(bytes(text))).toBe(expected)
  })
})

describe('resumeKind (magic bytes)', () => {
  it.each([
    [[0x25, 0x50, 0x44, 0x46, 0x2d], 'pdf'],
    [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'doc'],
    [[0x50, 0x4b, 0x03, 0x04], 'docx'],
    [[0x4d, 0x5a], null],
  ])('%j -> %s', (bytes, kind) => {
    expect(resumeKind(new Uint8Array(bytes))).toBe(kind)
  })
})
