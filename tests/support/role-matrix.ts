/**
 * The role matrix of issue 9 ("Security"): who may read, create, update and delete the sensitive
 * collections and globals. ONE table: tests/int/role-matrix.int.test.ts asserts every cell over the
 * Local API (overrideAccess: false, what the admin enforces), REST and GraphQL, and checks that
 * docs/security.md prints exactly this table (renderRoleMatrix).
 *
 * Cells: yes = allowed; no = refused with 403 (Forbidden); own = only the caller's own account;
 * published = only published documents (popups: published and switched on).
 */
export const MATRIX_ROLES = ['anonymous', 'marketing', 'manager', 'sales', 'admin'] as const
export type MatrixRole = (typeof MATRIX_ROLES)[number]
export type Cell = 'yes' | 'no' | 'own' | 'published'
export type Operation = 'read' | 'create' | 'update' | 'delete'

export type MatrixRow = {
  slug: string
  kind: 'collection' | 'global'
  op: Operation
  cells: Record<MatrixRole, Cell>
  /** false: the collection or global is left out of the GraphQL schema (graphQL: false). */
  graphQL: boolean
}

const row = (kind: MatrixRow['kind'], slug: string, op: Operation, cells: string, graphQL = true): MatrixRow => {
  const values = cells.split(/\s+/) as Cell[]
  if (values.length !== MATRIX_ROLES.length)
    throw new Error(`role matrix: ${slug} ${op} needs ${MATRIX_ROLES.length} cells`)
  return {
    slug,
    kind,
    op,
    graphQL,
    cells: Object.fromEntries(MATRIX_ROLES.map((r, i) => [r, values[i]])) as Record<MatrixRole, Cell>,
  }
}
const c = (slug: string, op: Operation, cells: string, graphQL = true) => row('collection', slug, op, cells, graphQL)
const g = (slug: string, op: Operation, cells: string, graphQL = true) => row('global', slug, op, cells, graphQL)

// Cells in the order of MATRIX_ROLES: anonymous, marketing, manager, sales, admin.
export const ROLE_MATRIX: MatrixRow[] = [
  c('users', 'read', 'no        own        own        own    yes'),
  c('users', 'create', 'no        no         no         no     yes'),
  c('users', 'update', 'no        own        own        own    yes'),
  c('users', 'delete', 'no        no         no         no     yes'),
  c('leads', 'read', 'no        no         no         yes    yes'),
  c('leads', 'create', 'no        no         no         no     no'),
  c('leads', 'update', 'no        no         no         no     yes'),
  c('leads', 'delete', 'no        no         no         no     yes'),
  c('credit-applications', 'read', 'no        no         no         yes    yes'),
  c('credit-applications', 'create', 'no        no         no         no     no'),
  c('credit-applications', 'update', 'no        no         no         no     no'),
  c('credit-applications', 'delete', 'no        no         no         no     yes'),
  c('credit-data-reveals', 'read', 'no        no         no         no     yes'),
  c('credit-data-reveals', 'create', 'no        no         no         no     no'),
  c('credit-data-reveals', 'update', 'no        no         no         no     no'),
  c('credit-data-reveals', 'delete', 'no        no         no         no     no'),
  c('audit-events', 'read', 'no        no         no         no     yes'),
  c('audit-events', 'create', 'no        no         no         no     no'),
  c('audit-events', 'update', 'no        no         no         no     no'),
  c('audit-events', 'delete', 'no        no         no         no     no'),
  c('price-alert-subscriptions', 'read', 'no        yes        yes        no     yes', false),
  c('price-alert-subscriptions', 'create', 'no        no         no         no     no', false),
  c('price-alert-subscriptions', 'update', 'no        yes        yes        no     yes', false),
  c('price-alert-subscriptions', 'delete', 'no        no         no         no     yes', false),
  c('saved-searches', 'read', 'no        yes        yes        no     yes', false),
  c('saved-searches', 'create', 'no        no         no         no     no', false),
  c('saved-searches', 'update', 'no        yes        yes        no     yes', false),
  c('saved-searches', 'delete', 'no        no         no         no     yes', false),
  c('vehicle-price-changes', 'read', 'no        yes        yes        yes    yes', false),
  c('vehicle-price-changes', 'create', 'no        no         no         no     no', false),
  c('vehicle-price-changes', 'update', 'no        no         no         no     no', false),
  c('vehicle-price-changes', 'delete', 'no        no         no         no     yes', false),
  c('cache-invalidations', 'read', 'no        no         no         no     no', false),
  c('cache-invalidations', 'create', 'no        no         no         no     no', false),
  c('cache-invalidations', 'update', 'no        no         no         no     no', false),
  c('cache-invalidations', 'delete', 'no        no         no         no     no', false),
  c('trade-in-questions', 'read', 'published yes        yes        yes    yes', false),
  c('trade-in-questions', 'create', 'no        no         yes        no     yes', false),
  c('trade-in-questions', 'update', 'no        no         yes        no     yes', false),
  c('trade-in-questions', 'delete', 'no        no         yes        no     yes', false),
  c('trade-in-categories', 'read', 'published yes        yes        yes    yes', false),
  c('trade-in-categories', 'create', 'no        no         yes        no     yes', false),
  c('trade-in-categories', 'update', 'no        no         yes        no     yes', false),
  c('trade-in-categories', 'delete', 'no        no         yes        no     yes', false),
  c('market-guide', 'read', 'no        yes        yes        yes    yes', false),
  c('market-guide', 'create', 'no        no         yes        no     yes', false),
  c('market-guide', 'update', 'no        no         yes        no     yes', false),
  c('market-guide', 'delete', 'no        no         yes        no     yes', false),
  c('popups', 'read', 'published yes        yes        yes    yes'),
  c('popups', 'create', 'no        yes        yes        no     yes'),
  c('popups', 'update', 'no        yes        yes        no     yes'),
  c('popups', 'delete', 'no        yes        yes        no     yes'),
  c('web-vitals', 'read', 'no        no         yes        no     yes', false),
  c('web-vitals', 'create', 'no        no         no         no     no', false),
  c('web-vitals', 'update', 'no        no         no         no     no', false),
  c('web-vitals', 'delete', 'no        no         no         no     no', false),
  c('web-vitals-alerts', 'read', 'no        no         yes        no     yes', false),
  c('web-vitals-alerts', 'create', 'no        no         no         no     no', false),
  c('web-vitals-alerts', 'update', 'no        no         no         no     no', false),
  c('web-vitals-alerts', 'delete', 'no        no         no         no     no', false),
  g('offer-settings', 'read', 'no        yes        yes        yes    yes', false),
  g('offer-settings', 'update', 'no        no         yes        no     yes', false),
  g('dealership-settings', 'read', 'yes       yes        yes        yes    yes'),
  g('dealership-settings', 'update', 'no        no         yes        no     yes'),
  g('finance-settings', 'read', 'yes       yes        yes        yes    yes'),
  g('finance-settings', 'update', 'no        no         yes        no     yes'),
  g('email-routing', 'read', 'no        yes        yes        yes    yes'),
  g('email-routing', 'update', 'no        no         yes        no     yes'),
  g('site-settings', 'read', 'yes       yes        yes        yes    yes'),
  g('site-settings', 'update', 'no        yes        no         no     yes'),
  g('consent-settings', 'read', 'yes       yes        yes        yes    yes'),
  g('consent-settings', 'update', 'no        yes        no         no     yes'),
  g('data-retention', 'read', 'no        no         no         no     yes'),
  g('data-retention', 'update', 'no        no         no         no     yes'),
  g('sign-in-security', 'read', 'no        no         no         no     yes'),
  g('sign-in-security', 'update', 'no        no         no         no     yes'),
]

/** The table as Markdown, as printed in docs/security.md. */
export function renderRoleMatrix(): string {
  const lines = [
    `| collection / global | operation | ${MATRIX_ROLES.join(' | ')} | GraphQL |`,
    `|---|---|${MATRIX_ROLES.map(() => '---').join('|')}|---|`,
  ]
  for (const r of ROLE_MATRIX) {
    const name = r.kind === 'global' ? `${r.slug} (global)` : r.slug
    lines.push(
      `| ${name} | ${r.op} | ${MATRIX_ROLES.map((role) => r.cells[role]).join(' | ')} | ${r.graphQL ? 'same' : 'not in schema'} |`,
    )
  }
  return lines.join('\n')
}

/**
 * What each staff role may do, in words: the "may" column of the README's demo logins and the table
 * under "Role matrix" in docs/security.md. tests/int/role-matrix.int.test.ts checks both print
 * exactly this (issue 16, section 4: the two had drifted apart).
 */
export const ROLE_SUMMARY: Record<Exclude<MatrixRole, 'anonymous'>, string> = {
  admin:
    'everything the other roles may; the only role that manages users, changes or deletes leads, reads the audit of credit-data reveals and sets how long personal data is kept (Data retention)',
  manager:
    'inventory, dealership profile, fees, trade-in questions, rules and market guide, finance settings, popups, e-mail routing of leads, the words of the financing, sell-or-trade and form pages (page copy), the Site speed report',
  marketing: 'content, offers, popups, locations, inventory, site settings, cookie banner, experiments',
  sales:
    'reads leads (the admin and `GET /api/leads`), credit applications and résumés; resends leads, exports them as CSV, reveals SSNs and dates of birth (audited)',
}

/** The summary as Markdown, as printed in docs/security.md. */
export function renderRoleSummary(): string {
  const roles = Object.keys(ROLE_SUMMARY) as Array<keyof typeof ROLE_SUMMARY>
  return ['| role | may |', '|---|---|', ...roles.map((role) => `| ${role} | ${ROLE_SUMMARY[role]} |`)].join('\n')
}

/** The "may" column of the README's demo-logins table (| role | e-mail | password | may |), by role. */
export function readmeRoleSummary(readme: string): Record<string, string> {
  const rows = readme.split('\n').filter((line) => /^\| (admin|manager|marketing|sales) \|/.test(line))
  return Object.fromEntries(
    rows.map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim())
      return [cells[0], cells.at(-1)!]
    }),
  )
}
