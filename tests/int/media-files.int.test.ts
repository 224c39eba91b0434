/**
 * Issue 35: uploads. SVG is refused at upload with a message an editor reads (an SVG can carry
 * scripts, and uploads are served from the site's own origin), whatever the file calls itself; a
 * photo still uploads. A file the database names but the disk no longer holds is a 404 with
 * `no-store` from Payload's own file route (it was a 500, kept by CDNs for 100 days).
 * Files are read through Payload's REST route handler, the function /api/[...slug] serves.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../support/payload'
import { SVG_REFUSED } from '@/collections/media/refuse-svg'

type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let payload: Payload
let restGet: Handler

beforeAll(async () => {
  const [{ default: config }, routes] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
  ])
  restGet = routes.REST_GET(config) as Handler
  payload = await testPayload()
})

function get(pathname: string): Promise<Response> {
  const url = new URL(`http://localhost:3000${pathname}`)
  return restGet(new Request(url), {
    params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
  })
}

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
)
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
)

async function upload(data: Buffer, mimetype: string, name: string) {
  return payload.create({
    collection: 'media',
    data: { alt: 'Issue 35 upload' },
    file: { data, mimetype, name, size: data.byteLength },
    overrideAccess: true,
  })
}

describe('media uploads (issue 35)', () => {
  it.each([
    ['an SVG drawing', SVG, 'image/svg+xml', 'drawing.svg', SVG_REFUSED],
    ['an SVG carrying a script', SVG_WITH_SCRIPT, 'image/svg+xml', 'logo.svg', SVG_REFUSED],
    // The browser's type and the name say JPEG; the content says SVG: Payload's sniffing refuses it.
    ['an SVG named as a JPEG', SVG_WITH_SCRIPT, 'image/jpeg', 'photo.jpg', /svg|MIME|type/i],
  ])('refuses %s', async (_name, data, mimetype, name, message) => {
    const before = await payload.count({ collection: 'media', overrideAccess: true })
    const error = await upload(data, mimetype, name).then(
      () => null,
      (e: unknown) => e as { message?: string; data?: { errors?: Array<{ message: string }> } },
    )
    expect(error).not.toBeNull()
    const said = [error?.message, ...(error?.data?.errors ?? []).map((e) => e.message)].join(' ')
    if (typeof message === 'string') expect(said).toContain(message)
    else expect(said).toMatch(message)
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('takes a photo, serves it, and answers 404 with no-store once its file is gone from the disk', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 9, g: 90, b: 200 } } })
      .png()
      .toBuffer()
    const doc = await upload(png, 'image/png', 'issue-35-photo.png')
    try {
      const served = await get(`/api/media/file/${doc.filename}`)
      expect(served.status).toBe(200)
      await served.arrayBuffer()
      rmSync(path.resolve(process.env.MEDIA_DIR || 'media', doc.filename as string))
      const gone = await get(`/api/media/file/${doc.filename}`)
      expect(gone.status).toBe(404)
      expect(gone.headers.get('cache-control')).toBe('no-store')
      // A name no document has: the same 404.
      const unknown = await get('/api/media/file/no-such-photo.jpg')
      expect(unknown.status).toBe(404)
    } finally {
      await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    }
  })
})
