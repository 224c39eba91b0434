import { describe, expect, it } from 'vitest'
import { RESUME_MAX_BYTES, RESUME_MESSAGES, resumeError } from './resume'

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
