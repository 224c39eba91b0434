import type { Field, Tab } from 'payload'
import { fieldIsVirtual, tabHasName } from 'payload/shared'
import { arrayOf, type DocumentFields, type FieldShape } from './document-json'

/**
 * The shape `document-json.ts` reads, derived from a global's or collection's fields as Payload's
 * config declares them (issue 36: kept by hand, a field renamed in the config was missed until the
 * integration tests ran). Rows, collapsibles, unnamed groups and unnamed tabs hold their fields at
 * their parent's level, as Payload stores them; named groups and named tabs nest.
 *
 * Only what a stored column answers exactly as Payload's read does is accepted. A field the
 * statement cannot rebuild throws, naming it: localized (its values live in `_locales`), hidden
 * (Payload's read leaves it out), virtual, `hasMany` text or number (their own tables),
 * relationships and uploads (populated by depth), rich text and blocks (Payload's read hooks).
 * tests/int/sql-reads-skip-nothing.int.test.ts checks what no shape can: hooks and field access.
 *
 * The fields Payload adds to a config as it sanitizes it are not read: a document's `createdAt`
 * and `updatedAt`, and array rows' `id` (nothing on the site uses them; a global never saved gets
 * new row ids on every read, so they could not match it anyway).
 */
export function documentFieldsOf(fields: readonly Field[], only?: readonly string[], path = ''): DocumentFields {
  return shapeOfFields(fields, only, path, TIMESTAMPS)
}

const TIMESTAMPS = ['createdAt', 'updatedAt']
const ROW_ID = ['id']

function shapeOfFields(
  fields: readonly Field[],
  only: readonly string[] | undefined,
  path: string,
  payloadOwn: readonly string[],
): DocumentFields {
  const named = dataFields(fields).filter((f) => !payloadOwn.includes(f.name) || only?.includes(f.name))
  if (only) {
    const missing = only.filter((name) => !named.some((f) => f.name === name))
    if (missing.length > 0) throw new Error(`no field ${missing.join(', ')} at ${path || 'the top level'}`)
  }
  const out: Record<string, FieldShape> = {}
  for (const field of named) {
    if (only && !only.includes(field.name)) continue
    out[field.name] = shapeOf(field, path ? `${path}.${field.name}` : field.name)
  }
  return out
}

/** A field that holds data under a name, or a named tab (which nests like a named group). */
type NamedField = (Field & { name: string }) | (Tab & { name: string; type: 'tab' })

/** The fields stored at this level, presentational containers opened (named tabs come as type 'tab'). */
export function dataFields(fields: readonly Field[]): NamedField[] {
  const out: NamedField[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') out.push(...dataFields(field.fields))
    else if (field.type === 'tabs')
      for (const tab of field.tabs)
        if (tabHasName(tab)) out.push({ ...tab, type: 'tab' })
        else out.push(...dataFields(tab.fields))
    else if (field.type === 'group' && !('name' in field && field.name)) out.push(...dataFields(field.fields))
    else if (field.type !== 'ui' && 'name' in field) out.push(field as NamedField)
  }
  return out
}

function shapeOf(field: NamedField, path: string): FieldShape {
  const refuse = (why: string): never => {
    throw new Error(`${path}: ${why}; its SQL read cannot match Payload's (src/server/db/config-fields.ts)`)
  }
  if (field.type === 'tab') return shapeOfFields(field.fields, undefined, path, [])
  if ('localized' in field && field.localized) refuse('localized, its values live in the _locales table')
  if ('hidden' in field && field.hidden) refuse("hidden, Payload's read leaves it out")
  if (fieldIsVirtual(field)) refuse('virtual, no column holds it')
  switch (field.type) {
    case 'text':
    case 'number':
      if (field.hasMany) refuse('hasMany, its values live in their own table')
      return field.type === 'number' ? 'number' : 'value'
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
    case 'checkbox':
      return 'value'
    case 'select':
      return field.hasMany ? 'values' : 'value'
    case 'date':
      return 'date'
    case 'array':
      return arrayOf(shapeOfFields(field.fields, undefined, path, ROW_ID))
    case 'group':
      return shapeOfFields(field.fields, undefined, path, [])
    default:
      return refuse(`a ${field.type} field`)
  }
}
