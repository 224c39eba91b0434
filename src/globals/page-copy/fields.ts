import type { Field, TextFieldSingleValidation, TextareaFieldValidation } from 'payload'
import { COPY_PLACEHOLDERS, placeholderHelp, unknownPlaceholders } from '@/domain/page-copy'

const HELP = placeholderHelp()
const TOKENS = Object.keys(COPY_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ')

/** Refuses a `{...}` that is no placeholder, naming it, so a typo never reaches shoppers. */
const validatePlaceholders = (value: unknown): true | string => {
  const unknown = typeof value === 'string' ? unknownPlaceholders(value) : []
  return unknown.length ? `Not a placeholder: ${unknown.join(', ')}. The placeholders are ${TOKENS}.` : true
}

type CopyFieldOptions = { label: string; description: string; defaultValue: string; long?: boolean; width?: string }

/**
 * One piece of copy: a line (text) or a paragraph (textarea). It starts with the built-in text
 * (also on a database from before issue 20, so the editor always sees what the page shows); its
 * description says what it is and lists the placeholders; emptied, the page shows the built-in
 * text (decision 0248).
 */
export function copyField(name: string, { label, description, defaultValue, long, width }: CopyFieldOptions): Field {
  const admin = {
    description: `${description} Left empty, the page shows the built-in text. ${HELP}`,
    ...(width ? { width } : {}),
  }
  if (long)
    return {
      name,
      label,
      type: 'textarea',
      defaultValue,
      admin,
      validate: validatePlaceholders as TextareaFieldValidation,
    }
  return { name, label, type: 'text', defaultValue, admin, validate: validatePlaceholders as TextFieldSingleValidation }
}

/** A cell of a table row, a card or a group: no help of its own (the list or group describes it). */
export function cellField(
  name: string,
  label: string,
  width: string,
  options: { long?: boolean; defaultValue?: string } = {},
): Field {
  const admin = { width }
  const { long, defaultValue } = options
  if (long)
    return {
      name,
      label,
      type: 'textarea',
      defaultValue,
      admin,
      validate: validatePlaceholders as TextareaFieldValidation,
    }
  return { name, label, type: 'text', defaultValue, admin, validate: validatePlaceholders as TextFieldSingleValidation }
}

type CopyListOptions = {
  label: string
  singular: string
  description: string
  dbName: string
  defaultValue: readonly object[]
  fields: Field[]
}

/** A list of rows (chart rows, cards, promises), starting with the built-in rows; with no rows the page shows them. */
export function copyList(name: string, opts: CopyListOptions): Field {
  return {
    name,
    label: opts.label,
    type: 'array',
    dbName: opts.dbName,
    labels: { singular: opts.singular, plural: opts.label },
    defaultValue: opts.defaultValue.map((row) => ({ ...row })),
    admin: { description: `${opts.description} With no rows, the page shows the built-in rows. ${HELP}` },
    fields: opts.fields,
  }
}
