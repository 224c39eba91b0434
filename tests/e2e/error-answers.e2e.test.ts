/**
 * Issue 35, "Still answered 5xx, or worse", on the server `npm start` runs (decision 0299):
 * - the broken page paths the issue found answering 500 are the 404 page;
 * - a file that is not there is a 404, under every route that serves files;
 * - no error answer, on any route family (pages, APIs, uploads, files, feeds, the sitemap, Next's
 *   assets and image optimizer, the admin), may be kept by a shared cache for more than a minute.
 * Requests go through node:http so that a raw path goes out as written.
 */
import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { sharedLifetime } from '../support/cache-lifetime'
import { BROWSER_AGENTS, HTML_LIMITED_BOT_AGENTS } from '../support/user-agents'

const baseUrl = inject('baseUrl')

type Answer = { status: number; cacheControl: string | undefined; body: string }

function get(path: string, userAgent = BROWSER_AGENTS[0]): Promise<Answer> {
  const url = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: 'GET', path, headers: { 'user-agent': userAgent } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cacheControl: res.headers['cache-control'],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('broken percent-encoding in a page path is the 404 page (issue 35)', () => {
  it.each([
    '/%ZZ',
    '/cars-for-sale/%',
    '/cars-for-sale/%C0%AF',
    '/car-research/%ZZ',
    '/special-offers/%ZZ',
    '/our-company/meet-our-team/%ZZ',
  ])('%s', async (path) => {
    for (const agent of [BROWSER_AGENTS[0], HTML_LIMITED_BOT_AGENTS[0]]) {
      const answer = await get(path, agent)
      expect(answer.status, agent).toBe(404)
      expect(answer.body).toContain('<title>404 - Page not found</title>')
      expect(sharedLifetime(answer.cacheControl)).toBeLessThanOrEqual(60)
    }
  })
})

describe('errors on every route family: the right status, never kept by a cache for more than a minute (issue 35)', () => {
  it.each([
    // family, path, status (null: any 4xx)
    ['page', '/no-such-page', 404],
    ['page', '/cars-for-sale/no-such-make-at-all/x/y', 404],
    ['page', '/news/no-such-article', 404],
    ['API', '/api/no-such-route', 404],
    ['API', '/api/vehicles/999999999', 404],
    ['API', '/api/vehicles/%ZZ', 400],
    ['API', '/api/vin/x', null],
    ['local outbox', '/api/outbox/no-such-message.eml', 401],
    ['upload', '/api/media/file/no-such-photo.jpg', 404],
    ['upload', '/api/media/file/no-such-photo-640x480.webp', 404],
    ['upload', '/api/media/file/no-such-drawing.svg', 404],
    ['private upload', '/api/resumes/file/no-such-resume.pdf', 403],
    ['public file', '/vehicle-images/no-such-photo.jpg', 404],
    ['public file', '/static/no-such-file.png', 404],
    ['public file', '/no-such-icon.png', 404],
    ['feed', '/feeds/no-such-feed.csv', 404],
    ['sitemap', '/sitemap.xml/more', 404],
    ['robots', '/robots.txt/more', 404],
    ['Next asset', '/_next/static/chunks/no-such-chunk.js', 404],
    ['image optimizer', '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fno-such-photo.jpg&w=640&q=75', null],
    ['image optimizer', '/_next/image?url=%2Fvehicle-images%2Fno-such-photo.jpg&w=640&q=75', null],
    ['image optimizer', '/_next/image?w=1', 400],
    ['admin', '/admin/%ZZ', 400],
    ['admin API', '/api/users/me/%ZZ', 400],
  ] as const)('%s %s', async (_family, path, status) => {
    const answer = await get(path)
    if (status === null) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    } else expect(answer.status).toBe(status)
    expect(sharedLifetime(answer.cacheControl), answer.cacheControl ?? '(none)').toBeLessThanOrEqual(60)
  })

  it('a photo that is there keeps its long lifetime (only errors lose it)', async () => {
    const list = JSON.parse((await get('/api/media?limit=1&depth=0')).body) as { docs: Array<{ filename: string }> }
    const answer = await get(`/api/media/file/${list.docs[0].filename}`)
    expect(answer.status).toBe(200)
    expect(answer.cacheControl).toBe('public, max-age=8640000')
  })
})
