import { describe, expect, it } from 'vitest'
import { SITEMAP_PRIORITY, isSitemapSource, toEntries, toLastmod, toSitemapXml } from './sitemap'

describe('sitemap priorities (site.md section 9)', () => {
  it.each([
    ['pages', 1],
    ['filters', 0.9],
    ['vehicles', 0.9],
    ['offers', 0.6],
    ['articles', 0.6],
    ['team-members', 0.6],
  ] as const)('%s -> %s', (s, p) => expect(SITEMAP_PRIORITY[s]).toBe(p))
  it.each([
    ['pages', true],
    ['team-members', true],
    ['constructor', false],
    ['', false],
  ])('isSitemapSource(%j) = %s', (s, ok) => expect(isSitemapSource(s)).toBe(ok))
})

describe('toEntries', () => {
  it.each<[string, boolean, string[]]>([
    ['https://www.example.com/', false, ['https://www.example.com/', 'https://www.example.com/service']],
    ['https://www.example.com', true, ['/', '/service']],
  ])('origin %s without=%s', (origin, without, locs) => {
    const e = toEntries(
      'pages',
      [
        { path: '/' },
        { path: '/service', lastmod: '2026-10-01T00:00:00Z' },
        { path: '/service' },
        { path: 'relative' },
      ],
      origin,
      without,
    )
    expect(e.map((x) => x.loc)).toEqual(locs)
    expect(e[1].lastmod).toBe('2026-10-01T00:00:00.000Z')
    expect(e.every((x) => x.priority === 1)).toBe(true)
  })
  it.each([
    ['2026-10-01', '2026-10-01T00:00:00.000Z'],
    ['nope', undefined],
    [null, undefined],
  ])('lastmod %j -> %j', (v, out) => expect(toLastmod(v)).toBe(out))
})

describe('toSitemapXml', () => {
  it('escapes and formats', () => {
    const xml = toSitemapXml([
      { loc: 'https://x.test/a?b=1&c=2', lastmod: '2026-10-01T00:00:00.000Z', priority: 1 },
      { loc: 'https://x.test/b', priority: 0.6 },
    ])
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc>')
    expect(xml).toContain('<priority>1.0</priority>')
    expect(xml).toContain('<priority>0.6</priority>')
    expect(xml.match(/<lastmod>/g)).toHaveLength(1)
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
  })
})
