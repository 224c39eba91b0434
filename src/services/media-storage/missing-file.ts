import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, PayloadRequest, UploadConfig } from 'payload'
import { NO_STORE } from '@/server/http/responses'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file the database names but the disk no longer holds is a 404 (issue 35). Payload's own
 * local-disk route answers it with a 500, and the site's Cache-Control for /api/media/file/* let a
 * CDN keep that 500 for 100 days: it happens each time a photo is deleted, or a sold vehicle's photos
 * are cleaned up, while a page or a feed still links them.
 *
 * Registered as the first of the collection's upload handlers (Payload's documented hook for serving
 * files): it answers only a missing local file and lets every other request through. With S3
 * storage (decision 0111) local storage is off and the storage plugin's handler answers, with its
 * own 404 for a missing object.
 */
async function notFoundIfMissing(
  req: PayloadRequest,
  { params }: Parameters<FileHandler>[1],
): Promise<Response | undefined> {
  const config = req.payload.collections[params.collection as CollectionSlug]?.config
  const upload = config?.upload
  if (!config || !upload || upload.disableLocalStorage) return
  const dir = path.resolve(upload.staticDir || config.slug)
  const file = path.resolve(dir, params.filename)
  // A path out of the folder is Payload's to refuse (400).
  if (!file.startsWith(dir + path.sep)) return
  try {
    await stat(file)
    return
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return
  }
  req.payload.logger.warn(`[media] 404 ${params.collection}/${params.filename}: no such file on disk`)
  return Response.json({ errors: [{ message: 'The file was not found.' }] }, { status: 404, headers: NO_STORE })
}

/**
 * Payload's type lists `Promise<Response>` and `Promise<void>` apart, while its file route takes
 * either from one handler (it checks `instanceof Response`): this handler answers only sometimes.
 */
export const missingFileIsNotFound = notFoundIfMissing as FileHandler
