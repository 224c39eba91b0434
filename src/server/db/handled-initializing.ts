import type { DatabaseAdapterObj } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

/**
 * Payload's Postgres adapter (the documented `db` adapter object) with its `initializing` promise
 * marked as handled.
 *
 * Why: when Postgres cannot be reached, the adapter's connect logs the error, throws it (the
 * caller answers 503: health, readiness, outage-as-503) and also rejects `initializing` with no
 * reason, a promise nothing in Payload awaits on that path. Node then reported every failed connect
 * as "⨯ unhandledRejection: undefined", one per request during an outage, with nothing to say where
 * it came from (issue 35). The connect error itself is unchanged; only the reasonless copy is quiet.
 * `initializing` is part of the adapter's public type.
 */
export function withHandledInitializing(
  adapter: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      instance.initializing.catch(() => undefined)
      return instance
    },
  }
}
