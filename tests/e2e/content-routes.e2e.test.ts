/**
 * Route table of the content issue (issue 5; site.md section 2): every route built here is
 * requested against the seeded app under `next start`, checking status and one key text, plus
 * metadata, the 404 page, the sitemap (libxml2 against the sitemaps.org schema) and robots.txt.
 */
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { xsdProblems } from '../support/xml-validation'

const baseUrl = inject('baseUrl')
const ROBOTS = 'index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1'
/** Next orders the robots directives its own way; compare them as a set. */
const directives = (content: string | undefined) =>
  (content ?? '')
    .split(',')
    .map((d) => d.trim())
    .sort()

async function get(p: string) {
  const res = await fetch(baseUrl + p, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), headers: res.headers, body: await res.text() }
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
const meta = (html: string, attr: string, name: string) =>
  decode(html).match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1]
const title = (html: string) => decode(html).match(/<title>([^<]*)<\/title>/)?.[1]
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]

type Offer = { loc: string }
let offers: string[] = []
let expiredId = 0

beforeAll(async () => {
  offers = ((await (await fetch(`${baseUrl}/api/___sitemaps___/offers?without=1`)).json()) as Offer[]).map((o) => o.loc)
  const expired = await (
    await fetch(`${baseUrl}/api/promotions?where[title][equals]=Summer%20sales%20event&depth=0`)
  ).json()
  expiredId = expired.docs[0].id
})

describe('content route table (issue 5)', () => {
  const table: Array<[string, number, string]> = [
    ['/', 200, 'What our customers say'],
    ['/special-offers', 200, '$500 off your next vehicle'],
    ['/special-offers/dealer', 200, 'Free vehicle-history report'],
    ['/special-offers/service', 200, '$29.95 oil change'],
    ['/car-research', 200, 'How often should you change your oil?'],
    ['/car-research?category=news', 200, 'Our Rockford store opens a new service bay'],
    ['/car-research/search?q=soft%20credit', 200, 'What a soft credit check means for you'],
    ['/car-research/search?q=zzqxnothing', 200, '0 articles found'],
    ['/car-research/how-often-change-oil', 200, 'Most vehicles need an oil change every 3,000 to 5,000 miles'],
    ['/faqs-okd/soft-credit-check-explained', 200, 'A soft credit check lets a lender see your credit'],
    ['/our-company', 200, 'Why shoppers choose us'],
    ['/our-company/meet-our-team', 200, 'Dana Kowalski'],
    ['/our-company/meet-our-team/keisha-moore', 200, 'Finance Manager'],
    ['/help-center', 200, 'Selling or trading'],
    ['/help-center/financing', 200, 'Will getting pre-approved affect my credit score?'],
    ['/legal/cookie-policy', 200, 'We use essential cookies'],
    ['/legal/privacy-policy', 200, 'We do not sell your personal information'],
    ['/legal/electronic-signature-disclosure', 200, 'the same effect as a handwritten one'],
    ['/legal/terms-of-sale', 200, 'Prices exclude the documentary fee'],
    ['/service', 200, 'Popular services'],
    ['/vehicle-protection-plans', 200, 'lifetime engine limited warranty on every vehicle under 85,000 miles'],
    // The rest of the spec's route table (site.md section 2), built here or by the other issues.
    ['/contact-us', 200, 'Send us a message and someone from our team will get back to you.'],
    ['/our-company/careers', 200, '>Careers</h1>'],
    ['/referrals', 200, '>Refer a Friend</h1>'],
    ['/service/schedule', 200, '>Schedule Service</h1>'],
    ['/amp-contact-request-confirmation', 200, '>Thank you!</h1>'],
    ['/auto-financing', 200, '>Auto Financing</h1>'],
    ['/auto-financing/apply-for-financing', 200, '<h1 id="apply-heading">'],
    ['/auto-financing/free-credit-score-pre-approval', 200, '>Free Credit Score Pre-Approval</h1>'],
    ['/auto-financing/full-credit-application', 200, '>Full Credit Application</h1>'],
    ['/auto-financing/better-than-buy-here-pay-here', 200, '>Better Than Buy Here Pay Here</h1>'],
    ['/auto-financing/bad-credit-auto-financing', 200, '>Bad Credit Auto Financing</h1>'],
    ['/sell-trade-my-car', 200, '>Sell or trade your car in minutes</h1>'],
    ['/sell-trade-my-car/your-vehicle', 200, 'Tell us about your vehicle'],
    ['/cars-for-sale', 200, 'for Sale'],
    ['/used-cars-for-sale-in-quad-cities', 200, 'Used Cars for Sale in the Quad Cities'],
    ['/affordable-used-cars-for-sale-quad-cities', 200, 'Affordable Used Cars for Sale Under $20,000'],
    [
      '/affordable-used-cars-for-sale-quad-cities/great_deals/price_drop',
      200,
      'Affordable Used Cars for Sale Under $20,000',
    ],
    ['/legal/not-a-policy', 404, 'Page not found'],
    ['/help-center/nope', 404, 'Page not found'],
    ['/our-company/meet-our-team/nobody', 404, 'Page not found'],
    ['/car-research/no-such-article', 404, 'Page not found'],
    ['/special-offers/dealer/abc', 404, 'Page not found'],
    ['/no-such-page', 404, 'Sorry, we couldn’t find the page you’re looking for.'],
  ]
  it.each(table)('%s -> %i, shows %j', async (p, status, text) => {
    const res = await get(p)
    expect(res.status).toBe(status)
    expect(decode(res.body)).toContain(text)
  })

  it.each([
    ['/staff-reviews/2021-toyota-rav4-xle-review'],
    ['/car-advice-education/how-often-change-oil'],
    ['/faqs/soft-credit-check-explained'],
    ['/news/rockford-new-service-bay'],
    ['/community-outreach/coats-for-kids-quad-cities'],
  ])('alias %s answers 308 to its one canonical URL', async (p) => {
    const res = await get(p)
    expect(res.status).toBe(308)
    expect(res.location).toBe(`/car-research/${p.split('/')[2]}`)
  })

  it('/service carries the repair-business JSON-LD with price range $-$$', async () => {
    const body = (await get('/service')).body
    const ld = JSON.parse(body.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)![1]) as Array<{
      priceRange: string
      '@type': string[]
    }>
    expect(ld).toHaveLength(4)
    expect(ld.every((b) => b.priceRange === '$-$$' && b['@type'].includes('AutoRepair'))).toBe(true)
  })

  it('a vehicle detail page from the vehicles sitemap answers 200 with its details', async () => {
    const [first] = (await (await fetch(`${baseUrl}/api/___sitemaps___/vehicles?without=1`)).json()) as Array<{
      loc: string
    }>
    const res = await get(first.loc)
    expect(res.status).toBe(200)
    expect(decode(res.body)).toContain('Free vehicle history report')
  })

  it('/service shows its hero, popular services, amenities, reviews and FAQs', async () => {
    const body = decode((await get('/service')).body)
    for (const text of [
      'Service that keeps you on the road</h1>',
      '>Popular services</h2>',
      '>Amenities</h2>',
      '>Service reviews</h2>',
      '>Service questions</h2>',
    ])
      expect(body).toContain(text)
  })

  it('a team member page shows title, department, rating, phone and the staff message form', async () => {
    const body = decode((await get('/our-company/meet-our-team/keisha-moore')).body)
    for (const text of [
      '>Keisha Moore</h1>',
      'Finance Manager · Finance',
      'Rated 4.8 out of 5',
      'href="tel:3095550165"',
      'aria-label="Message Keisha Moore"',
    ])
      expect(body).toContain(text)
  })

  /** The <img> tags of a page's main content, and whether each picture loads as an image. */
  async function images(
    html: string,
  ): Promise<Array<{ src: string; alt: string; status: number; type: string | null; bytes: number }>> {
    // Attributes are read from the raw HTML (quotes inside them are &quot;), then decoded.
    const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? ''
    const tags = [...main.matchAll(/<img [^>]*>/g)].map((m) => m[0])
    return Promise.all(
      tags.map(async (tag) => {
        const src = decode(tag.match(/ src="([^"]+)"/)?.[1] ?? '')
        const alt = decode(tag.match(/ alt="([^"]*)"/)?.[1] ?? '')
        const res = await fetch(new URL(src, baseUrl))
        return {
          src,
          alt,
          status: res.status,
          type: res.headers.get('content-type'),
          bytes: (await res.arrayBuffer()).byteLength,
        }
      }),
    )
  }

  it('an article page shows its author and its hero image (issue 5, car research)', async () => {
    const raw = (await get('/car-research/how-often-change-oil')).body
    const body = decode(raw)
    expect(body).toMatch(/By Ryan Schultz · /)
    const [hero, ...rest] = await images(raw)
    expect(rest).toHaveLength(0)
    expect(hero).toMatchObject({
      alt: 'Title card reading "How often should you change your oil?" above a road',
      status: 200,
      type: 'image/webp',
    })
    expect(hero.bytes).toBeGreaterThan(1000)
    // The picture sits between the byline and the article body.
    // (Searched from <main>: the head may preload the same file.)
    const at = body.indexOf(`<img src="${hero.src}"`, body.indexOf('<main'))
    expect(at).toBeGreaterThan(body.indexOf('By Ryan Schultz'))
    expect(at).toBeLessThan(body.indexOf('Most vehicles need an oil change every 3,000 to 5,000 miles'))
  })

  it("a team member page shows the member's photo; a member without one gets no broken image", async () => {
    const [photo, ...rest] = await images((await get('/our-company/meet-our-team/keisha-moore')).body)
    expect(rest).toHaveLength(0)
    expect(photo).toMatchObject({
      alt: 'Silhouette of Keisha Moore with their initials',
      status: 200,
      type: 'image/webp',
    })
    expect(photo.bytes).toBeGreaterThan(1000)
    const without = (await get('/our-company/meet-our-team/emily-tran')).body
    expect(decode(without)).toContain('>Emily Tran</h1>')
    expect(await images(without)).toEqual([])
  })

  // site.md section 1, "Advertised promises used in copy", where issue 5 puts them.
  it.each<[string, string[]]>([
    [
      '/',
      [
        '75-point inspection',
        'free vehicle-history report',
        'no credit-score impact',
        '24-48 hours',
        'as low as $7 down',
        '$3 down offer',
        'Lifetime engine limited warranty',
        'under 85,000 miles',
        'every 3,000 to 5,000 miles',
      ],
    ],
    ['/service', ['every 3,000 to 5,000 miles']],
    [
      '/vehicle-protection-plans',
      [
        'lifetime engine limited warranty on every vehicle under 85,000 miles',
        '75-point inspection',
        'Free vehicle-history report',
      ],
    ],
  ])('%s carries the advertised promises', async (p, promises) => {
    const body = decode((await get(p)).body)
    for (const text of promises) expect(body, text).toContain(text)
  })

  it('vehicle pages promise the inspection and history report, and the warranty only under 85,000 miles', async () => {
    const locs = (
      (await (await fetch(`${baseUrl}/api/___sitemaps___/vehicles?without=1`)).json()) as Array<{ loc: string }>
    ).map((e) => e.loc)
    const seen = { under: false, over: false }
    for (const loc of locs.slice(0, 40)) {
      const body = decode((await get(loc)).body)
      const list = body.match(/data-testid="vehicle-promises">(.*?)<\/ul>/)?.[1] ?? ''
      const miles = Number(body.match(/<span>([\d,]+) miles<\/span>/)?.[1].replace(/,/g, ''))
      expect(list, loc).toContain('75-point inspection')
      expect(list, loc).toContain('Free vehicle-history report')
      const warranty = list.includes('Lifetime engine limited warranty on vehicles under 85,000 miles')
      expect(warranty, `${loc}: ${miles} miles`).toBe(miles < 85_000)
      seen[miles < 85_000 ? 'under' : 'over'] = true
      if (seen.under && seen.over) break
    }
    expect(seen.under).toBe(true)
  })

  it('static assets are cached with max-age 8640000 (site.md section 9)', async () => {
    const html = (await get('/cars-for-sale')).body
    // Vehicle photos: the uploaded file itself and its resized copy from the image optimizer.
    const optimized = html.match(/\/_next\/image\?url=[^"\s]+/)?.[0].replace(/&amp;/g, '&')
    const file = optimized && decodeURIComponent(new URL(optimized, baseUrl).searchParams.get('url') ?? '')
    expect(file, 'a vehicle photo on the search page').toMatch(/^\/api\/media\/file\//)
    for (const url of [file!, optimized!]) {
      const res = await fetch(baseUrl + url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('cache-control'), url).toContain('max-age=8640000')
    }
  })

  it('an unknown alias slug is a 404', async () => expect((await get('/news/nothing-here')).status).toBe(404))

  it('year paths /2010 .. /2025 redirect to /auto-financing', async () => {
    for (const p of ['/2010', '/2018/some/old/page', '/2025']) {
      const res = await get(p)
      expect([301, 307, 308]).toContain(res.status)
      expect(res.location).toMatch(/\/auto-financing$/)
    }
    expect((await get('/2009')).status).toBe(404)
  })

  it('shows running offers by id and hides the expired one', async () => {
    expect(offers.length).toBe(4)
    for (const loc of offers) expect((await get(loc)).status).toBe(200)
    for (const p of ['/', '/special-offers', '/special-offers/dealer'])
      expect((await get(p)).body).not.toContain('Summer sales event')
    expect((await get(`/special-offers/sales/${expiredId}`)).status).toBe(404)
    // An offer under the wrong type's route is not found either.
    const service = offers.find((o) => o.startsWith('/special-offers/service/'))!
    expect((await get(service.replace('/service/', '/dealer/'))).status).toBe(404)
  })
})

describe('page metadata (visitor-layer.md section 2)', () => {
  it.each<[string, string, string]>([
    ['/', 'Midwest Motor Group', '/'],
    ['/service', 'Service | Midwest Motor Group', '/service'],
    ['/special-offers', 'Special Offers | Midwest Motor Group', '/special-offers'],
    [
      '/our-company/meet-our-team/keisha-moore',
      'Keisha Moore, Finance | Midwest Motor Group',
      '/our-company/meet-our-team/keisha-moore',
    ],
    [
      '/car-research?page=2&utm_source=x&category=news',
      'Car Research | Midwest Motor Group',
      '/car-research?category=news',
    ],
    [
      '/faqs-okd/soft-credit-check-explained',
      'What a soft credit check means for you | Midwest Motor Group',
      '/car-research/soft-credit-check-explained',
    ],
  ])('%s: title %j, canonical %s', async (p, expectedTitle, canonicalPath) => {
    const { body } = await get(p)
    expect(title(body)).toBe(expectedTitle)
    const expectedCanonical = canonicalPath === '/' ? '/?' : canonicalPath.replace(/[?]/g, '\\?')
    expect(canonical(body)).toMatch(new RegExp(`^https?://[^/]+${expectedCanonical}$`))
    expect(directives(meta(body, 'name', 'robots'))).toEqual(directives(ROBOTS))
    expect(meta(body, 'property', 'og:type')).toBe('website')
    expect(meta(body, 'property', 'og:locale')).toBe('en_US')
    expect(meta(body, 'property', 'og:site_name')).toBe('Midwest Motor Group')
    expect(meta(body, 'name', 'description')?.length).toBeGreaterThan(10)
  })

  it('offer detail titles carry offer_name', async () => {
    const sales = offers.find((o) => o.startsWith('/special-offers/sales/'))!
    expect(title((await get(sales)).body)).toBe('$500 credit | Midwest Motor Group')
  })

  it('the article search page is noindex, still follow', async () => {
    expect(directives(meta((await get('/car-research/search?q=oil')).body, 'name', 'robots'))).toEqual(
      directives(ROBOTS.replace('index', 'noindex')),
    )
  })

  it("the 404 page's document title is '{status} - {message}'", async () => {
    expect(title((await get('/no-such-page')).body)).toBe('404 - Page not found')
  })
})

describe('sitemap and robots (site.md sections 2, 7, 9)', () => {
  it('serves /sitemap.xml valid against the sitemaps.org schema, with every source', async () => {
    const res = await get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    // libxml2 (WebAssembly) against the sitemaps.org schema: '' when the document is valid (issue 35).
    expect(xsdProblems(res.body, path.resolve(import.meta.dirname, '../support/sitemap.xsd'))).toBe('')
    const urls = [
      ...res.body.matchAll(
        /<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>[^<]+<\/lastmod>)?\s*<priority>([^<]+)<\/priority>/g,
      ),
    ].map((m) => [new URL(m[1]).pathname, m[2]])
    const priorityOf = (p: string) => urls.find(([u]) => u === p)?.[1]
    expect(priorityOf('/')).toBe('1.0')
    expect(priorityOf('/cars-for-sale/suvs')).toBe('0.9')
    expect(urls.some(([u, pr]) => /^\/used-cars-for-sale\/\d{4}-.+-[a-z0-9]{17}$/.test(u) && pr === '0.9')).toBe(true)
    expect(priorityOf('/car-research/how-often-change-oil')).toBe('0.6')
    expect(priorityOf('/our-company/meet-our-team/dana-kowalski')).toBe('0.6')
    expect(
      urls.filter(([u]) => u.startsWith('/special-offers/') && /\d+$/.test(u)).every(([, pr]) => pr === '0.6'),
    ).toBe(true)
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
  })

  it.each([
    ['pages', 1],
    ['filters', 0.9],
    ['vehicles', 0.9],
    ['offers', 0.6],
    ['articles', 0.6],
    ['team-members', 0.6],
  ] as const)('/api/___sitemaps___/%s lists entries with loc and priority %s', async (source, priority) => {
    const abs = (await (await fetch(`${baseUrl}/api/___sitemaps___/${source}`)).json()) as Array<{
      loc: string
      priority: number
    }>
    const rel = (await (await fetch(`${baseUrl}/api/___sitemaps___/${source}?without=1`)).json()) as Array<{
      loc: string
    }>
    expect(abs.length).toBeGreaterThan(0)
    expect(abs.every((e) => /^https?:\/\//.test(e.loc) && e.priority === priority)).toBe(true)
    expect(rel.map((e) => e.loc)).toEqual(abs.map((e) => new URL(e.loc).pathname + new URL(e.loc).search))
  })

  it('filters the vehicles source by condition; unknown sources are 404', async () => {
    const used = (await (
      await fetch(`${baseUrl}/api/___sitemaps___/vehicles?without=1&condition=used`)
    ).json()) as Array<{ loc: string }>
    expect(used.length).toBeGreaterThan(0)
    expect(used.every((e) => e.loc.startsWith('/used-cars-for-sale/'))).toBe(true)
    expect(await (await fetch(`${baseUrl}/api/___sitemaps___/vehicles?condition=new`)).json()).toEqual([])
    expect((await fetch(`${baseUrl}/api/___sitemaps___/nope`)).status).toBe(404)
  })

  it('robots.txt points to the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.body).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
  })
})
