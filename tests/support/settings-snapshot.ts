import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/**
 * What one test file may not leave changed for the next (issue 36, "tests that leave nothing
 * behind"): every global, and the collections that work as settings, where a leftover row changes
 * what later files see (a popup that shows, a redirect, a store's hours, a staff account). Rows are
 * read straight from Postgres, so the check sees what the app would read, whoever wrote it.
 *
 * The global slugs come from the generated payload-types.ts (kept current by `check:generated`), so a
 * new global is covered without a list to keep by hand.
 */
const SETTINGS_COLLECTIONS = [
  'body-styles',
  'experiment-definitions',
  'locations',
  'popups',
  'promotions',
  'redirects',
  'search-pages',
  'trade-in-categories',
  'trade-in-questions',
]

/** Globals whose contents are the app's own bookkeeping, which any request may change. */
const BOOKKEEPING_GLOBALS = new Set(['payload-jobs-stats'])

/**
 * Columns every write changes, or that identify a row rather than say what it holds: a global saved
 * again gets new array-row ids, so its rows' parent ids change with the same contents.
 */
const VOLATILE_COLUMNS = ['id', 'updated_at', 'created_at', '_parent_id', 'parent_id']

const typesFile = path.resolve(import.meta.dirname, '..', '..', 'src', 'payload-types.ts')

function globalSlugs(): string[] {
  const source = readFileSync(typesFile, 'utf8')
  const block = /\n {2}globals: \{\n([\s\S]*?)\n {2}\};/.exec(source)?.[1]
  if (!block) throw new Error(`no globals block in ${typesFile}`)
  return [...block.matchAll(/^\s+'?([a-z0-9-]+)'?:/gm)]
    .map((m) => m[1])
    .filter((slug) => !BOOKKEEPING_GLOBALS.has(slug))
}

const tableName = (slug: string) => slug.replace(/-/g, '_')

export type SettingsSnapshot = {
  /** Table name → its rows (volatile columns removed), sorted, as JSON text. */
  tables: Map<string, string[]>
  /**
   * Globals never saved yet: Payload stores one with its defaults the first time it is written, so
   * a file that writes the defaults back leaves a row where there was none, and nothing changed.
   */
  unsavedGlobals: string[]
}

export async function snapshotSettings(databaseUrl: string): Promise<SettingsSnapshot> {
  const globals = globalSlugs().map(tableName)
  const prefixes = [...globals, ...SETTINGS_COLLECTIONS.map(tableName)]
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
    const tables = rows
      .map((row) => row.table_name)
      .filter((table) => prefixes.some((prefix) => table === prefix || table.startsWith(`${prefix}_`)))
    const snapshot: SettingsSnapshot = { tables: new Map(), unsavedGlobals: [] }
    for (const table of tables.sort()) {
      const result = await client.query<{ row: string }>(
        `SELECT (to_jsonb(t) - $1::text[])::text AS row FROM "${table}" t`,
        [VOLATILE_COLUMNS],
      )
      snapshot.tables.set(table, result.rows.map((r) => r.row).sort())
      if (globals.includes(table) && result.rows.length === 0) snapshot.unsavedGlobals.push(table)
    }
    // Staff accounts: who exists and with which role. Sign-ins, sessions and enrolment change the rest.
    const users = await client.query<{ row: string }>(
      `SELECT jsonb_build_object('email', email, 'role', role)::text AS row FROM users`,
    )
    snapshot.tables.set('users (email, role)', users.rows.map((r) => r.row).sort())
    return snapshot
  } finally {
    await client.end()
  }
}

/** What changed between two snapshots, one line per table, with a few rows of each side. */
export function settingsDifferences(before: SettingsSnapshot, after: SettingsSnapshot): string[] {
  const lines: string[] = []
  for (const table of new Set([...before.tables.keys(), ...after.tables.keys()])) {
    if (before.unsavedGlobals.some((global) => table === global || table.startsWith(`${global}_`))) continue
    const was = before.tables.get(table) ?? []
    const now = after.tables.get(table) ?? []
    // Counted as multisets: rows of different parents can read the same once their ids are dropped
    // (two stores open 9 to 7 on Mondays), so one store's changed row must not hide behind another's.
    const gone = withoutEach(was, now)
    const added = withoutEach(now, was)
    if (gone.length === 0 && added.length === 0) continue
    const sample = (rows: string[]) => rows.slice(0, 3).map((row) => (row.length > 300 ? `${row.slice(0, 300)}…` : row))
    lines.push(
      `${table}: ${gone.length} row(s) changed or removed ${JSON.stringify(sample(gone))}, now ${JSON.stringify(sample(added))}`,
    )
  }
  return lines
}

/** `rows` with one occurrence removed for each row of `others` (multiset difference). */
function withoutEach(rows: string[], others: string[]): string[] {
  const left = new Map<string, number>()
  for (const row of others) left.set(row, (left.get(row) ?? 0) + 1)
  return rows.filter((row) => {
    const count = left.get(row) ?? 0
    if (count === 0) return true
    left.set(row, count - 1)
    return false
  })
}
