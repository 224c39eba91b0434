// @ts-check
/**
 * The log of this process (issue 35, "Logs"; decision 0303). Payload logs with pino; with
 * LOG_FORMAT=json this module gives Payload (payload.config.ts `logger`) and the custom server
 * (scripts/serve.mjs) ONE pino logger, writing one JSON object per line to standard output: the
 * request lines, the background events (job runs, lead delivery attempts) and everything Payload
 * logs. Without LOG_FORMAT Payload keeps its own human-readable output and nothing here writes.
 *
 * On globalThis under `Symbol.for('dealership.logger')`, like the metrics: the custom server and the
 * app's bundles each load this module, and a second pino instance would interleave its writes
 * with the first one's. Plain JavaScript so that the custom server can import it.
 */
import pino from 'pino'

const KEY = Symbol.for('dealership.logger')

/** True when the operator asked for JSON lines (LOG_FORMAT=json). */
export function jsonLogs() {
  return process.env.LOG_FORMAT === 'json'
}

/**
 * The JSON logger of this process: ISO time, the level as a word, Payload's name, and Payload's own
 * switch (DISABLE_LOGGING=true silences it, as it silences Payload's default logger).
 * @returns {import('pino').Logger}
 */
export function processLogger() {
  const globals = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (/** @type {unknown} */ (globalThis))
  // Written through process.stdout (synchronous for files and pipes on Linux), where an operator's
  // log shipper, and a test, read it.
  return (globals[KEY] ??= pino(
    {
      name: 'payload',
      enabled: process.env.DISABLE_LOGGING !== 'true',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    process.stdout,
  ))
}

/**
 * One background event (a job run, a lead delivery attempt) as a JSON line, when LOG_FORMAT=json;
 * nothing otherwise, so the human-readable output stays as it was. `fields` hold no personal data:
 * ids, counts, statuses and the request id, never an address, a name or an error's text.
 * @param {Record<string, unknown> & { event: string }} fields
 */
export function logEvent(fields) {
  if (jsonLogs()) processLogger().info(fields)
}
