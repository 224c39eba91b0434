import { afterEach, describe, expect, it, vi } from 'vitest'
import { consoleLine, jsonConsole } from './json-console.mjs'

describe('consoleLine: one print, one JSON line (decision 0328)', () => {
  it.each([
    // stream, what was printed, level, msg
    [
      'stderr',
      '\u001b[31m⨯\u001b[39m internal image response failed for /api/media/file/gone.jpg 404\n',
      'error',
      '⨯ internal image response failed for /api/media/file/gone.jpg 404',
    ],
    [
      'stderr',
      '⨯ unhandledRejection: Error: boom\n    at f (a.js:1:1)\n',
      'error',
      '⨯ unhandledRejection: Error: boom\n    at f (a.js:1:1)',
    ],
    ['stderr', ' ⚠ Invalid next.config.ts options detected\n', 'warn', ' ⚠ Invalid next.config.ts options detected'],
    [
      'stderr',
      '(node:4711) MaxListenersExceededWarning: Possible EventEmitter memory leak\n',
      'warn',
      '(node:4711) MaxListenersExceededWarning: Possible EventEmitter memory leak',
    ],
    [
      'stderr',
      '[leads] could not start the delivery worker at boot Error: connect ECONNREFUSED\n',
      'error',
      '[leads] could not start the delivery worker at boot Error: connect ECONNREFUSED',
    ],
    ['stdout', '  ▲ Next.js 16\n', 'info', '  ▲ Next.js 16'],
  ] as const)('%s %j is %s', (stream, printed, level, msg) => {
    expect(consoleLine(stream, printed)).toEqual({ level, fields: { event: 'console', stream, msg } })
  })

  it.each(['\n', '   \n', '\u001b[2m\u001b[22m\n'])('writes nothing for a print with no words (%j)', (printed) => {
    expect(consoleLine('stderr', printed)).toBeNull()
  })
})

describe('jsonConsole', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('turns each console.error and console.log, however many lines, into one JSON line on standard output', () => {
    const written: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk))
      return true
    })
    const printer = jsonConsole()
    printer.error('internal image response failed for', '/api/media/file/gone.jpg', 404)
    printer.error(new Error('two\nlines'))
    printer.log('ready')
    const lines = written.join('').split('\n').filter(Boolean)
    expect(lines).toHaveLength(3)
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(parsed[0]).toMatchObject({
      level: 'error',
      event: 'console',
      stream: 'stderr',
      msg: 'internal image response failed for /api/media/file/gone.jpg 404',
    })
    expect(String(parsed[1].msg)).toMatch(/^Error: two\nlines\n\s+at /)
    expect(parsed[2]).toMatchObject({ level: 'info', stream: 'stdout', msg: 'ready' })
  })
})
