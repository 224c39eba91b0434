import type { Access, Where } from 'payload'

/**
 * Popups (issue 8): staff read everything (drafts, switched-off popups); the public runtime reads
 * only published popups that are switched on.
 */
export const publishedActiveOrStaff: Access = ({ req }) => {
  if (req.user) return true
  const where: Where = { and: [{ _status: { equals: 'published' } }, { active: { equals: true } }] }
  return where
}
