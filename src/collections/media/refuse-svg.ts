import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Photos only (issue 35): an SVG is a document that can carry scripts, and uploads are served from
 * the site's own origin, so opening one directly would run them there. `mimeTypes` of the Media
 * collection already refuses SVG by its sniffed content; this says why, in words an editor reads,
 * before Payload's own "Invalid MIME type" for a file that calls itself SVG.
 */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']

export const SVG_REFUSED =
  'SVG drawings cannot be uploaded: they can carry scripts. Save the picture as JPEG, PNG or WebP and upload that.'

export const refuseSvg: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (file && (/svg/i.test(file.mimetype ?? '') || /\.svgz?$/i.test(file.name ?? '')))
    throw new ValidationError({ collection: 'media', errors: [{ path: 'file', message: SVG_REFUSED }] })
  return args
}
