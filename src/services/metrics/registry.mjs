// @ts-check
/**
 * The metrics of this process (issue 35, "An operator can see what the site does"; decision 0303),
 * in Prometheus' text format through prom-client, read by GET /api/metrics.
 *
 * One registry per process, on globalThis under `Symbol.for('dealership.metrics')`, as the page
 * cache, the data cache and the inventory snapshot keep theirs: the custom server
 * (scripts/serve.mjs, plain Node) counts every request, the data cache handler is loaded by Next
 * from its path, and the app's bundles (route handlers, jobs, the page cache) may each load this
 * module; all of them must write to the registry the route handler reads. Plain JavaScript so that
 * the custom server can import it. prom-client is one of Next's server external packages
 * (next.config.ts), so the whole process also loads one copy of the library.
 *
 * No label names a visitor: requests are counted by route KIND (page, api, admin, asset) and
 * status, never by path, address or id.
 */
import client from 'prom-client'

const KEY = Symbol.for('dealership.metrics')

/** Seconds: from a cached page (under 10 ms) to a cold search render or a slow admin view. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

function createMetrics() {
  const registry = new client.Registry()
  // Event-loop lag, heap and resident memory, CPU, handles, GC: prom-client's standard names
  // (nodejs_eventloop_lag_seconds, process_resident_memory_bytes, ...), read at scrape time.
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  return {
    registry,
    httpRequests: new client.Counter({
      name: 'dealership_http_requests_total',
      help: 'Requests answered by this process, by route kind (page, api, admin, asset) and status ("aborted": the client left first).',
      labelNames: /** @type {const} */ (['kind', 'status']),
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'dealership_http_request_duration_seconds',
      help: 'Time from the request reaching the server to the last byte of the answer, by route kind.',
      labelNames: /** @type {const} */ (['kind']),
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'dealership_page_cache_lookups_total',
      help: 'Page cache look-ups of cacheable public pages: hit (answered from memory) or miss (rendered by Next).',
      labelNames: /** @type {const} */ (['result']),
      registers,
    }),
    dataCache: new client.Counter({
      name: 'dealership_data_cache_lookups_total',
      help: 'Data cache (cached reads of src/data) look-ups: hit or miss.',
      labelNames: /** @type {const} */ (['result']),
      registers,
    }),
    mailSent: new client.Counter({
      name: 'dealership_mail_sent_total',
      help: 'E-mails handed to the mail server: lead, price_alert, saved_search_alert, confirmation (of an alert request).',
      labelNames: /** @type {const} */ (['message']),
      registers,
    }),
    deliveryFailures: new client.Counter({
      name: 'dealership_delivery_failures_total',
      help: 'E-mails that could not be sent, by message and kind: temporary (retried), permanent (a 5xx refusal) or no_recipient.',
      labelNames: /** @type {const} */ (['message', 'kind']),
      registers,
    }),
    jobRuns: new client.Counter({
      name: 'dealership_job_runs_total',
      help: 'Background job runs (lead delivery, price-drop alerts, imports, data retention) by task and outcome.',
      labelNames: /** @type {const} */ (['task', 'outcome']),
      registers,
    }),
    leadQueueDepth: new client.Gauge({
      name: 'dealership_lead_delivery_queue_depth',
      help: 'Lead delivery jobs not yet done (waiting, retrying or running), read from Postgres at scrape time.',
      registers,
    }),
    leadQueueOldest: new client.Gauge({
      name: 'dealership_lead_delivery_oldest_seconds',
      help: 'Age of the oldest undelivered lead: seconds since its delivery job was queued (0 when none waits).',
      registers,
    }),
    databaseUp: new client.Gauge({
      name: 'dealership_database_up',
      help: '1 when the scrape could read the queue from Postgres, else 0.',
      registers,
    }),
    dbPool: new client.Gauge({
      name: 'dealership_db_pool_connections',
      help: "This process's Postgres pool (Payload's): connections in_use and idle.",
      labelNames: /** @type {const} */ (['state']),
      registers,
    }),
    dbPoolWaiting: new client.Gauge({
      name: 'dealership_db_pool_waiting',
      help: "Queries waiting for a connection of this process's Postgres pool (all DB_POOL_MAX in use).",
      registers,
    }),
  }
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

/** The metrics of this process, made on first use. @returns {Metrics} */
export function metrics() {
  const globals = /** @type {Record<symbol, Metrics | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (globals[KEY] ??= createMetrics())
}
