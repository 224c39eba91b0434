import pg from 'pg'

/** The channel the `cache_invalidations` trigger notifies (migration 20261124_122815_cache_invalidations). */
export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation'
/** How the listener's connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'cache-invalidation-listener'

export type InvalidationListenerOptions = {
  connectionString: string
  /** The tags of one committed edit; null when the message names no tags: drop everything. */
  onInvalidate: (tags: string[] | null) => void
  /**
   * Called every time the listener starts listening, the first time included (`again` false).
   * Notifications sent while it was not listening are lost, so the caller drops everything.
   */
  onListening: (again: boolean) => void
  /** Connection problems (the listener retries by itself). */
  onError?: (error: Error, retryInMs: number) => void
  /** Reconnect delays: first, then doubled up to the last. */
  retryMs?: { first: number; max: number }
  /** A query this often proves the connection is alive; a connection that died silently is replaced. */
  heartbeatMs?: number
}

export type InvalidationListener = {
  /** True while a connection is listening. */
  readonly listening: boolean
  stop: () => Promise<void>
}

/** The tags of a notification's payload (a JSON array of strings), or null for anything else. */
export function tagsOfPayload(payload: string | undefined): string[] | null {
  try {
    const value: unknown = JSON.parse(payload ?? '')
    return Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string') ? value : null
  } catch {
    return null
  }
}

/**
 * One dedicated Postgres connection that LISTENs for cache invalidations (issue 18, decision 0227).
 * LISTEN belongs to a session, so this is a plain `pg.Client` of its own, not a pool connection.
 * On any error or end of the connection (a database restart, a network cut) it reconnects with
 * backoff and LISTENs again, reporting each new start through `onListening`; a periodic query
 * catches a connection that died without a word (TCP keep-alive is on too).
 */
export function listenForInvalidations(options: InvalidationListenerOptions): InvalidationListener {
  const { first, max } = options.retryMs ?? { first: 250, max: 5_000 }
  const heartbeatMs = options.heartbeatMs ?? 30_000
  let client: pg.Client | null = null
  let listening = false
  let everListened = false
  let stopped = false
  let failures = 0
  let retry: NodeJS.Timeout | undefined
  let heartbeat: NodeJS.Timeout | undefined

  function drop(c: pg.Client, error: Error): void {
    if (client !== c) return
    client = null
    listening = false
    clearInterval(heartbeat)
    c.removeAllListeners('notification')
    // Late errors of the dropped connection must not become uncaught exceptions.
    c.on('error', () => undefined)
    c.end().catch(() => undefined)
    if (stopped) return
    const delay = Math.min(max, first * 2 ** failures++)
    options.onError?.(error, delay)
    retry = setTimeout(() => void connect(), delay)
    retry.unref()
  }

  async function connect(): Promise<void> {
    if (stopped) return
    const c = new pg.Client({
      connectionString: options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      query_timeout: 10_000,
    })
    client = c
    c.on('notification', (message) => {
      if (message.channel === CACHE_INVALIDATION_CHANNEL) options.onInvalidate(tagsOfPayload(message.payload))
    })
    c.on('error', (error) => drop(c, error))
    c.on('end', () => drop(c, new Error('the listener connection ended')))
    try {
      await c.connect()
      await c.query(`LISTEN ${CACHE_INVALIDATION_CHANNEL}`)
    } catch (error) {
      drop(c, error instanceof Error ? error : new Error(String(error)))
      return
    }
    if (client !== c || stopped) return
    failures = 0
    listening = true
    options.onListening(everListened)
    everListened = true
    heartbeat = setInterval(() => {
      c.query('SELECT 1').catch((error: Error) => drop(c, error))
    }, heartbeatMs)
    heartbeat.unref()
  }

  void connect()
  return {
    get listening() {
      return listening
    },
    async stop() {
      stopped = true
      clearTimeout(retry)
      clearInterval(heartbeat)
      const c = client
      client = null
      listening = false
      if (c) await c.end().catch(() => undefined)
    },
  }
}
