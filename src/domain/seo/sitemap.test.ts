import { describe, expect, it } from 'vitest'
import path from 'node:path'
import { xsdProblems } from '../../../tests/support/xml-validation'
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
    // Each page once per language (issue 39): the English and the Spanish entry both dated.
    expect(xml.match(/<lastmod>/g)).toHaveLength(2)
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
  })
  it('lists each page in English and Spanish, each naming both and x-default', () => {
    const xml = toSitemapXml([{ loc: 'https://x.test/cars-for-sale', priority: 0.9 }])
    const links = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.test/cars-for-sale"/>',
      '<xhtml:link rel="alternate" hreflang="es" href="https://x.test/es/cars-for-sale"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/cars-for-sale"/>',
    ].join('\n    ')
    expect(xml).toContain(`<loc>https://x.test/cars-for-sale</loc>\n    <priority>0.9</priority>\n    ${links}`)
    expect(xml).toContain(`<loc>https://x.test/es/cars-for-sale</loc>\n    <priority>0.9</priority>\n    ${links}`)
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })
  it('is valid against the sitemaps.org schema with the xhtml:link schema beside it, strictly', () => {
    const xsd = path.resolve(import.meta.dirname, '../../../tests/support/sitemap.xsd')
    const entries = [
      { loc: 'https://x.test/', lastmod: '2026-10-01T00:00:00.000Z', priority: 1 },
      { loc: 'https://x.test/cars-for-sale/suvs?page=2&sort=priceLow', priority: 0.9 },
    ]
    expect(xsdProblems(toSitemapXml(entries), xsd)).toBe('')
    // Strict: a link the xhtml schema does not allow is refused, not skipped.
    const wrong = toSitemapXml(entries).replace('rel="alternate"', 'rel="canonical"')
    expect(xsdProblems(wrong, xsd)).not.toBe('')
    const unknown = toSitemapXml(entries).replace('<xhtml:link rel', '<xhtml:meta rel')
    expect(xsdProblems(unknown, xsd)).not.toBe('')
  })
})
