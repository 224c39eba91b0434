/**
 * Database queries shared by `npm run db:backup` and `npm run db:restore` (decision 0210): the
 * server's version, exact row counts of every table, what a database already holds, and how to
 * hand a connection string to libpq programs without putting the password on their command line.
 */
import pg from 'pg'
import { versionFromNum } from './pg-tools'

/** Schemas that belong to PostgreSQL itself; everything else is the application's. */
const USER_SCHEMA = `n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'`

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  await client.connect()
  return client
}

export async function serverVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")
  return versionFromNum(Number(rows[0].v))
}

/** Every application table, as "schema.table". */
export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND ${USER_SCHEMA} ORDER BY 1`,
  )
  return rows.map((r) => r.name)
}

/** Exact row counts of every application table, in one statement (one snapshot). */
export async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  const names = await tableNames(client)
  if (names.length === 0) return {}
  const parts = names.map((name, i) => {
    const [schema, table] = name.split(/\.(.*)/s)
    return `SELECT ${i} AS i, count(*)::bigint AS n FROM ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`
  })
  const { rows } = await client.query<{ i: number; n: string }>(parts.join(' UNION ALL '))
  const byIndex = new Map(rows.map((row) => [Number(row.i), Number(row.n)]))
  return Object.fromEntries(names.map((name, i) => [name, byIndex.get(i) ?? 0]))
}

export async function userSchemas(client: pg.Client): Promise<string[]> {
  return (
    await client.query<{ name: string }>(`SELECT nspname AS name FROM pg_namespace n WHERE ${USER_SCHEMA} ORDER BY 1`)
  ).rows.map((r) => r.name)
}

export type DatabaseContents = { tables: number; rows: number; otherObjects: number; schemas: string[] }

/** What a restore would collide with: application schemas, relations, types and functions. */
export async function databaseContents(client: pg.Client): Promise<DatabaseContents> {
  const { rows } = await client.query<{ relations: number; types: number; functions: number }>(
    `SELECT
       (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r','p','v','m','S','f') AND ${USER_SCHEMA}) AS relations,
       (SELECT count(*)::int FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE t.typtype IN ('e','d','r') AND ${USER_SCHEMA}) AS types,
       (SELECT count(*)::int FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${USER_SCHEMA}) AS functions`,
  )
  const schemas = await userSchemas(client)
  const counts = await tableCounts(client)
  const tables = Object.keys(counts).length
  const { relations, types, functions } = rows[0]
  return {
    tables,
    rows: Object.values(counts).reduce((a, b) => a + b, 0),
    otherObjects: relations - tables + types + functions,
    schemas,
  }
}

export function isEmpty(contents: DatabaseContents): boolean {
  return contents.tables === 0 && contents.otherObjects === 0 && contents.schemas.every((s) => s === 'public')
}

/** Sessions on the same database other than ours: a running app, a psql, a pool. */
export async function otherSessions(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  )
  return rows[0].n
}

/** The connection string for a libpq program, with the password moved to PGPASSWORD so that it
 * does not show in the process list. */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ''
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } }
}

/** host:port/database, for messages (never the password). */
export function describeTarget(url: string): string {
  const u = new URL(url)
  return `${u.hostname}:${u.port || 5432}${u.pathname}`
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres'
}
