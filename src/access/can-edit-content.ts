import type { Access } from 'payload'
import { userHasRole } from './roles'

/** Content, offers, popups, locations and reviews: marketing edits them (issue 2). */
export const canEditContent: Access = ({ req }) => userHasRole(req.user, ['marketing'])
