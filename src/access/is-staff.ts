import type { Access } from 'payload'

/** Any logged-in staff member, whatever the role. */
export const isStaff: Access = ({ req }) => Boolean(req.user)
