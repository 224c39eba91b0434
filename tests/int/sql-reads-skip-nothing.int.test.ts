/**
 * Decision 0305 (issue 36): src/server/db rebuilds Payload's anonymous read of the shell's five
 * globals (shell-globals.ts) and of reviews and FAQ items (content-lists.ts) from their stored rows,
 * in SQL. The SQL cannot run what Payload's read runs on the way: read hooks, field read access,
 * drafts, an access rule that narrows what anyone may read. This walks the Payload config as it
 * runs (plugins included) and fails, naming the place, the day one of those gains any: the read
 * then goes back to the Local API, or the SQL learns the new rule.
 */
import { describe, expect, it } from 'vitest'
import { createLocalReq, type Field, type Payload, type SanitizedCollectionConfig } from 'payload'
import type { SanitizedGlobalConfig } from 'payload'
import { testPayload } from '../support/payload'
import { SHELL_GLOBALS } from '@/server/db/shell-globals'
import { FAQS_READ, REVIEWS_READ } from '@/server/db/content-lists'
import { dataFields } from '@/server/db/config-fields'
import { collectionGuard, globalGuard } from '@/services/staff-auth/guard'

const SEE = 'read through SQL (decision 0305): read it through the Local API again, or teach the SQL the new rule'

/** What the SQL reads: each global's or collection's top-level fields (null: all of them). */
const GLOBALS = SHELL_GLOBALS.map((g) => ({ slug: g.slug, only: g.only as readonly string[] | null }))
const COLLECTIONS = [
  { slug: 'reviews', only: REVIEWS_READ },
  { slug: 'faqs', only: FAQS_READ },
] as const

/** Field read access and afterRead hooks anywhere below these fields (groups, tabs, rows, arrays, blocks). */
function fieldProblems(fields: readonly Field[], path: string): string[] {
  const out: string[] = []
  for (const field of fields) {
    const name = 'name' in field && field.name ? `${path}.${field.name}` : path
    if ('access' in field && field.access?.read) out.push(`${name}: field read access`)
    if ('hooks' in field && field.hooks?.afterRead?.length) out.push(`${name}: afterRead hook`)
    if ('fields' in field) out.push(...fieldProblems(field.fields, name))
    if (field.type === 'tabs')
      for (const tab of field.tabs) out.push(...fieldProblems(tab.fields, 'name' in tab ? `${path}.${tab.name}` : path))
    if (field.type === 'blocks')
      for (const block of field.blocks) out.push(...fieldProblems(block.fields, `${name}.${block.slug}`))
  }
  return out
}

/** The fields the SQL reads: the named top-level ones, wherever a row or an unnamed tab holds them. */
function readFields(fields: readonly Field[], only: readonly string[] | null): Field[] {
  return dataFields(fields)
    .filter((f) => !only || only.includes(f.name))
    .map((f) => (f.type === 'tab' ? ({ type: 'group', name: f.name, fields: f.fields } as Field) : f))
}

async function anonymousReadIsOpen(
  payload: Payload,
  read: SanitizedGlobalConfig['access']['read'] | SanitizedCollectionConfig['access']['read'],
): Promise<boolean> {
  const req = await createLocalReq({}, payload)
  return (await read({ req } as never)) === true
}

/** Everything about one global that its SQL read would skip. */
async function globalProblems(payload: Payload, global: SanitizedGlobalConfig, only: readonly string[] | null) {
  const out: string[] = []
  const at = `global ${global.slug}`
  if (global.hooks.beforeRead?.length) out.push(`${at}: beforeRead hook`)
  if (global.hooks.afterRead?.length) out.push(`${at}: afterRead hook`)
  if (global.hooks.beforeOperation?.some((hook) => hook !== globalGuard)) out.push(`${at}: beforeOperation hook`)
  if (global.versions && global.versions.drafts) out.push(`${at}: drafts`)
  if (!(await anonymousReadIsOpen(payload, global.access.read))) out.push(`${at}: read access narrower than anyone`)
  out.push(...fieldProblems(readFields(global.fields, only), at))
  return out
}

async function collectionProblems(payload: Payload, collection: SanitizedCollectionConfig, only: readonly string[]) {
  const out: string[] = []
  const at = `collection ${collection.slug}`
  if (collection.hooks.beforeRead?.length) out.push(`${at}: beforeRead hook`)
  if (collection.hooks.afterRead?.length) out.push(`${at}: afterRead hook`)
  if (collection.hooks.afterOperation?.length) out.push(`${at}: afterOperation hook`)
  if (collection.hooks.beforeOperation?.some((hook) => hook !== collectionGuard))
    out.push(`${at}: beforeOperation hook`)
  if (collection.versions && collection.versions.drafts) out.push(`${at}: drafts`)
  if (!(await anonymousReadIsOpen(payload, collection.access.read))) out.push(`${at}: read access narrower than anyone`)
  out.push(...fieldProblems(readFields(collection.fields, only), at))
  return out
}

/** The field with access added to every `children` array below it. */
function withChildrenAccess(field: Field): Field {
  if ('name' in field && field.name === 'children') return { ...field, access: { read: () => true } } as Field
  if ('fields' in field) return { ...field, fields: field.fields.map(withChildrenAccess) } as Field
  return field
}

const globalOf = (payload: Payload, slug: string) => payload.config.globals.find((g) => g.slug === slug)!
const collectionOf = (payload: Payload, slug: string) => payload.config.collections.find((c) => c.slug === slug)!

describe('what the SQL reads has nothing Payload would run on its read (issue 36, decision 0305)', () => {
  it('the five shell globals: no read hooks, no field read access, no drafts, read by anyone', async () => {
    const payload = await testPayload()
    const problems: string[] = []
    for (const { slug, only } of GLOBALS)
      problems.push(...(await globalProblems(payload, globalOf(payload, slug), only)))
    expect(problems, SEE).toEqual([])
  })

  it('reviews and FAQ items: the same', async () => {
    const payload = await testPayload()
    const problems: string[] = []
    for (const { slug, only } of COLLECTIONS)
      problems.push(...(await collectionProblems(payload, collectionOf(payload, slug), only)))
    expect(problems, SEE).toEqual([])
  })

  it('would fail on a read hook, a field read access, drafts or a narrower read access added later', async () => {
    const payload = await testPayload()
    const nav = globalOf(payload, 'navigation')
    const changed: SanitizedGlobalConfig = {
      ...nav,
      hooks: { ...nav.hooks, afterRead: [({ doc }) => doc] },
      versions: { max: 20, drafts: { autosave: false } } as SanitizedGlobalConfig['versions'],
      access: { ...nav.access, read: ({ req }) => Boolean(req.user) },
      // Field access on the menu rows' children, below an array, a row and another array.
      fields: nav.fields.map((f) => withChildrenAccess(f)),
    }
    expect(await globalProblems(payload, changed, null)).toEqual([
      'global navigation: afterRead hook',
      'global navigation: drafts',
      'global navigation: read access narrower than anyone',
      'global navigation.header.children: field read access',
      'global navigation.footer.children: field read access',
    ])
  })
})
