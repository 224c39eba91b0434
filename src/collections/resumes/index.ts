import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { canReadLeads } from '@/access/can-read-leads'
import { isAdmin } from '@/access/is-admin'
import { missingFileIsNotFound } from '@/services/media-storage/missing-file'

/**
 * Resumes from the careers form (site.md section 2 "Careers"; issue 4). Stored outside the public
 * media folder and served only through Payload's access-checked file route, so only sales and
 * admins can open one. Created only by POST /api/leads, next to its lead.
 */
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  // A genuine Word 97-2003 .doc is an OLE compound file: Payload's type sniffing names it so.
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]

export const Resumes: CollectionConfig = {
  slug: 'resumes',
  admin: {
    group: 'Leads',
    description: 'Resumes sent with the careers form. Private: only sales and admins can open them.',
    useAsTitle: 'filename',
  },
  access: { read: canReadLeads, create: () => false, update: () => false, delete: isAdmin },
  upload: {
    // Next to MEDIA_DIR but not inside it: "<MEDIA_DIR>-private/resumes" (README "Configuration").
    staticDir: path.resolve(
      /*turbopackIgnore: true*/ process.cwd(),
      `${process.env.MEDIA_DIR || 'media'}-private`,
      'resumes',
    ),
    mimeTypes: RESUME_MIME_TYPES,
    // A file gone from the disk is a 404, not Payload's 500 (issue 35).
    handlers: [missingFileIsNotFound],
  },
  fields: [],
}
