import type { CollectionConfig } from 'payload'
import path from 'node:path'
import { anyone } from '@/access/anyone'
import { canEditContent } from '@/access/can-edit-content'
import { missingFileIsNotFound } from '@/services/media-storage/missing-file'
import { MEDIA_MIME_TYPES, refuseSvg } from './refuse-svg'
import { revalidateTagsOnChangeAndDelete } from '@/collections/hooks/revalidate-tags'
import { TAGS } from '@/data/cache-tags'

/** Images for pages, offers, staff and vehicles. sharp makes WebP sizes for phones and desktops. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    description:
      'Images used across the site, as JPEG, PNG, WebP, AVIF or GIF (SVG drawings are refused: ' +
      'they can carry scripts). Alt text is read aloud to blind shoppers: describe the picture.',
  },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  upload: {
    // MEDIA_DIR lets each test database keep its own files (README "Configuration").
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MEDIA_DIR || 'media'),
    // Photos only, never SVG (issue 35, ./refuse-svg.ts).
    mimeTypes: MEDIA_MIME_TYPES,
    // A file gone from the disk is a 404, not Payload's 500 (issue 35).
    handlers: [missingFileIsNotFound],
    formatOptions: { format: 'webp', options: { quality: 80 } },
    imageSizes: [
      { name: 'thumb', width: 320, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 640, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'hero', width: 1280, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumb',
    focalPoint: true,
  },
  // An image (its alt text, its crop) shows on pages of every kind: a change or delete drops them all (issue 35).
  hooks: { beforeOperation: [refuseSvg], ...revalidateTagsOnChangeAndDelete(...Object.values(TAGS)) },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'Describe the image for screen readers, e.g. "Silver 2019 Honda Accord, front three-quarter view".' } }],
}
