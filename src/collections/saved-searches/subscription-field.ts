import type { Field } from 'payload'

/** The saved search a row belongs to (its e-mails, its matches); named `subscription` as in every alert's rows. */
export function savedSearchField(description?: string): Field {
  return {
    name: 'subscription',
    type: 'relationship',
    relationTo: 'saved-searches',
    required: true,
    index: true,
    label: 'Saved search',
    admin: { readOnly: true, description },
  }
}
