// @ts-check
/**
 * What is printed with `console` becomes JSON lines too, with LOG_FORMAT=json (issue 35, "Logs";
 * decision 0328, amended). Next prints some messages itself with `console.error`, and no hook
 * receives them: the image optimizer's "⨯ internal image response failed for <url> <status>" (a
 * page names a photo whose file is gone) and its router's process-level "⨯ unhandledRejection: …".
 * A log shipper that reads JSON lines could not parse them, and they broke the one stream.
 *
 * The custom server (scripts/serve.mjs) replaces the global `console` with a `Console` (Node's
 * documented class) over two streams that hand each print to the process's pino logger: one print,
 * one JSON line, whatever its number of text lines (an error's stack stays in one line's `msg`).
 * Nothing of Node or Next is altered: every caller of `console` simply reaches this one.
 */
import { Console } from 'node:console'
import { Writable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import { processLogger } from './logger.mjs'

/**
 * The level of one print: from the standard output, info; from standard error, error, except
 * Next's warnings ("⚠ …") and Node's own ("(node:…) Warning: …"), which are warnings.
 * @param {'stdout' | 'stderr'} stream
 * @param {string} text
 * @returns {'info' | 'warn' | 'error'}
 */
export function levelOf(stream, text) {
  if (stream === 'stdout') return 'info'
  return /^(⚠|\(node:\d+\) \w*Warning)/.test(text) ? 'warn' : 'error'
}

/**
 * One print as the fields of its JSON line: colours and the trailing new line gone, nothing for a
 * print with no words.
 * @param {'stdout' | 'stderr'} stream
 * @param {string} chunk
 * @returns {{ level: 'info' | 'warn' | 'error', fields: { event: 'console', stream: 'stdout' | 'stderr', msg: string } } | null}
 */
export function consoleLine(stream, chunk) {
  const msg = stripVTControlCharacters(chunk).replace(/\s+$/, '')
  if (msg.trim() === '') return null
  return { level: levelOf(stream, msg.trimStart()), fields: { event: 'console', stream, msg } }
}

/** @param {'stdout' | 'stderr'} stream */
function jsonLineStream(stream) {
  return new Writable({
    decodeStrings: false,
    write(chunk, _encoding, done) {
      const line = consoleLine(stream, String(chunk))
      if (line) processLogger()[line.level](line.fields)
      done()
    },
  })
}

/** A `Console` whose every print is one JSON line of the process's logger. */
export function jsonConsole() {
  return new Console({ stdout: jsonLineStream('stdout'), stderr: jsonLineStream('stderr'), colorMode: false })
}
