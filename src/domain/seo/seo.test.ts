import { describe, expect, it } from 'vitest'
import { buildPageMeta, type PageMetaInput } from './page-metadata'
import { fillPlaceholders } from './placeholders'
import { formatTitle } from './title'
import { robotsContent, robotsDirectives } from './robots'
import { PAGE_DEFAULTS, isPageKey } from './page-keys'

const site = {
  siteName: 'Midwest Motor Group',
  siteUrl: 'https://www.example.com',
  description: 'Site description',
  locale: 'en_US',
  twitterHandle: '@mmg',
  canonicalLowercase: true,
}

describe('formatTitle', () => {
  it.each([
    ['Special Offers', 'Midwest Motor Group', 'Special Offers | Midwest Motor Group'],
    ['', 'Midwest Motor Group', 'Midwest Motor Group'],
    [null, 'Midwest Motor Group', 'Midwest Motor Group'],
    ['  Service ', 'Midwest Motor Group', 'Service | Midwest Motor Group'],
    ['Service', '', 'Service'],
  ])('%j + %j -> %j', (page, siteName, expected) => expect(formatTitle(page, siteName)).toBe(expected))
})

describe('fillPlaceholders', () => {
  it.each([
    ['{offer_name}', { offer_name: '$500 credit' }, '$500 credit'],
    [
      '{staff_name}, {staff_department}',
      { staff_name: 'Dana Kowalski', staff_department: 'Management' },
      'Dana Kowalski, Management',
    ],
    ['{staff_name}, {staff_department}', { staff_name: 'Dana Kowalski' }, 'Dana Kowalski'],
    [
      'Contact {staff_name} of our {staff_department} team.',
      { staff_name: 'Luis', staff_department: 'Sales' },
      'Contact Luis of our Sales team.',
    ],
    ['{unknown} Offer', {}, 'Offer'],
    ['{constructor}', {}, ''],
    ['No placeholders', { offer_name: 'x' }, 'No placeholders'],
  ])('%j with %j -> %j', (template, values, expected) => expect(fillPlaceholders(template, values)).toBe(expected))
})

describe('robots', () => {
  it.each([
    [true, 'index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1'],
    [false, 'noindex, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1'],
  ])('index=%s -> %s', (index, expected) => {
    const r = robotsDirectives(index)
    expect(r.follow).toBe(true)
    expect(robotsContent(r)).toBe(expected)
  })
})

describe('buildPageMeta', () => {
  const base: PageMetaInput = { key: 'service', site, path: '/service' }
  it.each<
    [
      string,
      Partial<PageMetaInput>,
      Partial<{ title: string; description: string; canonical: string | null; index: boolean }>,
    ]
  >([
    [
      'default title and description',
      {},
      {
        title: 'Service | Midwest Motor Group',
        description: PAGE_DEFAULTS.service.description,
        canonical: 'https://www.example.com/service',
        index: true,
      },
    ],
    [
      'editor values win',
      { entry: { title: 'Car Service', description: 'Fix it' } },
      { title: 'Car Service | Midwest Motor Group', description: 'Fix it' },
    ],
    [
      'blank editor values fall back',
      { entry: { title: ' ', description: '' } },
      { title: 'Service | Midwest Motor Group' },
    ],
    ['editor noindex', { entry: { noindex: true } }, { index: false }],
    [
      'home shows the site name alone',
      { key: 'home', path: '/' },
      { title: 'Midwest Motor Group', canonical: 'https://www.example.com/' },
    ],
    [
      'offer placeholder',
      { key: 'special-offers/sales/[id]', path: '/special-offers/sales/3', values: { offer_name: '$500 credit' } },
      { title: '$500 credit | Midwest Motor Group', description: '$500 credit: a sales special.' },
    ],
    [
      'staff placeholders',
      {
        key: 'our-company/meet-our-team/[slug]',
        path: '/our-company/meet-our-team/dana',
        values: { staff_name: 'Dana K', staff_department: 'Management' },
      },
      { title: 'Dana K, Management | Midwest Motor Group', description: 'Contact Dana K of our Management team.' },
    ],
    [
      'whitelisted query kept, sorted, others dropped',
      {
        path: '/Car-Research',
        query: { utm_source: 'x', page: '2', category: 'news' },
        whitelist: ['page', 'category'],
      },
      { canonical: 'https://www.example.com/car-research?category=news&page=2' },
    ],
    [
      'default whitelist keeps page only',
      { path: '/car-research', query: { page: '3', gclid: 'z' } },
      { canonical: 'https://www.example.com/car-research?page=3' },
    ],
    [
      'lowercase off keeps case',
      { path: '/Service', site: { ...site, canonicalLowercase: false } },
      { canonical: 'https://www.example.com/Service' },
    ],
    ['canonical omitted', { canonical: false }, { canonical: null }],
    ['indexability check says no', { indexable: false }, { index: false }],
    ['noindex default for search', { key: 'car-research/search', path: '/car-research/search' }, { index: false }],
    [
      'an empty placeholder leaves no dangling separator',
      { entry: { description: '' }, key: 'special-offers/dealer/[id]', values: {} },
      { description: 'a dealer special.' },
    ],
  ])('%s', (_, patch, expected) => {
    const meta = buildPageMeta({ ...base, ...patch })
    if (expected.title !== undefined) expect(meta.title).toBe(expected.title)
    if (expected.description !== undefined) expect(meta.description).toBe(expected.description)
    if (expected.canonical !== undefined) expect(meta.canonical).toBe(expected.canonical)
    if (expected.index !== undefined) expect(meta.robots.index).toBe(expected.index)
    expect(meta.robots.follow).toBe(true)
    expect(meta.openGraph).toMatchObject({ type: 'website', locale: 'en_US', siteName: 'Midwest Motor Group' })
    expect(meta.twitter.site).toBe('@mmg')
  })
})

describe('page keys', () => {
  it.each(['home', 'special-offers/service/[id]', 'our-company/meet-our-team/[slug]'])('%s is a key', (k) =>
    expect(isPageKey(k)).toBe(true),
  )
  it.each(['constructor', 'nope', ''])('%s is not a key', (k) => expect(isPageKey(k)).toBe(false))
})
