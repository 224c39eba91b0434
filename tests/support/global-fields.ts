import type { Config } from '@/payload-types'

export type GlobalSlug = keyof Config['globals']

/** What Payload adds to a global's answer that is not one of its fields, so not written back. */
export const NOT_FIELDS = ['id', 'globalType', 'createdAt', 'updatedAt', '_status']
