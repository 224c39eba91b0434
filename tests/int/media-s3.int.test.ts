/**
 * Issue 9, "Scale-out": with S3_BUCKET (and endpoint, region, keys, path style) set, uploads go to
 * S3-compatible storage instead of MEDIA_DIR (docs/decisions/0111-media-on-s3.md). The store is a
 * real HTTP server on loopback (tests/support/s3-stub.ts) that the AWS SDK talks to; files are read
 * back through Payload's REST route handler, the same function /api/[...slug] serves.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { S3Stub } from '../support/s3-stub'
import { minimalPdf } from '../support/minimal-pdf'
import { DEMO_USERS } from '@/seed/data/users'
import { passCookie, passFor } from '../support/second-factor'

type Handler = (req: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const stub = new S3Stub('dealership-media')
let payload: Payload
let restGet: Handler
let restDelete: Handler
const mediaDir = () => process.env.MEDIA_DIR as string

beforeAll(async () => {
  await stub.start()
  // Payload's config reads the environment once, at import: set S3 first, then load it.
  Object.assign(process.env, stub.env())
  const [{ default: config }, routes, { testPayload }] = await Promise.all([
    import('@payload-config'),
    import('@payloadcms/next/routes'),
    import('../support/payload'),
  ])
  restGet = routes.REST_GET(config) as Handler
  restDelete = routes.REST_DELETE(config) as Handler
  payload = await testPayload()
})

afterAll(async () => {
  await stub.stop()
})

function call(handler: Handler, pathname: string, token?: string, method = 'GET'): Promise<Response> {
  const url = new URL(`http://localhost:3000${pathname}`)
  const pass = token ? passes.get(token) : undefined
  const request = new Request(url, {
    method,
    headers: token ? { authorization: `JWT ${token}`, ...(pass ? { cookie: pass } : {}) } : {},
  })
  return handler(request, { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) })
}

/** Second-factor passes of the tokens below (issue 34). */
const passes = new Map<string, string>()

async function tokenOf(role: 'sales' | 'marketing'): Promise<string> {
  const user = DEMO_USERS.find((u) => u.role === role)
  if (!user) throw new Error(role)
  const { token, user: account } = await payload.login({
    collection: 'users',
    data: { email: user.email, password: user.password },
  })
  // Sales reads résumés only after the second factor (issue 34).
  if (role === 'sales') passes.set(token as string, passCookie(await passFor(payload, account!.id as number)))
  return token as string
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer()
}

describe('media on S3-compatible storage', () => {
  it('stores an uploaded image and its sizes in the bucket under media/, not on local disk, and serves it at the app URL', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Red test swatch' },
      file: { data: await png(800, 600), mimetype: 'image/png', name: 's3-swatch.png', size: 0 },
      overrideAccess: true,
    })
    const filename = doc.filename as string
    expect(filename).toMatch(/^s3-swatch.*\.webp$/)
    expect(doc.url).toBe(`/api/media/file/${filename}?prefix=media`)
    expect(stub.keys('media/')).toEqual(
      expect.arrayContaining([
        `media/${filename}`,
        `media/${doc.sizes?.thumb?.filename}`,
        `media/${doc.sizes?.card?.filename}`,
      ]),
    )
    expect(existsSync(path.join(mediaDir(), filename))).toBe(false)

    // Anonymous, as a shopper's browser asks for it.
    const res = await call(restGet, doc.url as string)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await res.arrayBuffer())
    expect(bytes.equals(stub.objects.get(`media/${filename}`)?.body as Buffer)).toBe(true)
    expect((await sharp(bytes).metadata()).width).toBe(800)

    const thumb = await call(restGet, doc.sizes?.thumb?.url as string)
    expect(thumb.status).toBe(200)
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320)
  })

  it('removes the objects from the bucket when an editor deletes the image', async () => {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'To delete' },
      file: { data: await png(400, 300), mimetype: 'image/png', name: 's3-delete-me.png', size: 0 },
      overrideAccess: true,
    })
    expect(stub.objects.has(`media/${doc.filename}`)).toBe(true)
    const res = await call(restDelete, `/api/media/${doc.id}`, await tokenOf('marketing'), 'DELETE')
    expect(res.status).toBe(200)
    expect(stub.keys(`media/${String(doc.filename).replace(/\.webp$/, '')}`)).toEqual([])
    // Payload answers a file of no document as forbidden or not found; never the old bytes.
    expect([403, 404]).toContain((await call(restGet, doc.url as string)).status)
  })

  it('keeps resumes private: stored under resumes/ without a public ACL, served only to staff who read leads', async () => {
    const pdf = Buffer.from(minimalPdf())
    // As POST /api/leads stores it (src/services/leads/intake.ts).
    const doc = await payload.create({
      collection: 'resumes',
      data: {},
      file: { data: pdf, mimetype: 'application/pdf', name: 's3-resume.pdf', size: pdf.byteLength },
      overrideAccess: true,
    })
    const key = `resumes/${doc.filename}`
    expect(stub.objects.get(key)?.body.equals(pdf)).toBe(true)
    expect(stub.objects.get(key)?.acl).toBe('private')
    expect(stub.keys('media/').some((k) => k.includes('s3-resume'))).toBe(false)

    const url = `/api/resumes/file/${doc.filename}`
    expect(doc.url).toBe(`${url}?prefix=resumes`)
    expect((await call(restGet, url)).status).toBe(403)
    expect((await call(restGet, url, await tokenOf('marketing'))).status).toBe(403)
    const asSales = await call(restGet, url, await tokenOf('sales'))
    expect(asSales.status).toBe(200)
    expect(Buffer.from(await asSales.arrayBuffer()).equals(pdf)).toBe(true)
  })
})
