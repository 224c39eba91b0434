import type { Access } from 'payload'

/** Drafts are for staff; shoppers see published documents only. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
