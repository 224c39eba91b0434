import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import { HTML_LIMITED_BOTS } from './src/domain/page-cache/html-limited-bots'

/**
 * Response headers of the whole site (issue 9, Security). HSTS only in production: browsers ignore it
 * over plain http, and `next dev` should never pin a developer's localhost to https.
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    // Geolocation for the site itself only: the store picker asks for it to list the nearest store
    // first (visitor-layer.md section 7, the geolocation helper); no frame may.
    value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
]

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The bots Next renders metadata in the head for: the page cache keys on the same list (issue 35).
  htmlLimitedBots: HTML_LIMITED_BOTS,
  // `npm start` builds with SKIP_BUILD_TYPECHECK=1 (scripts/start.ts): on a fresh machine the build's
  // type check only repeats `npm run typecheck`, which CI runs, and costs a minute and a half of the
  // first start (issue 19, decision 0236). `npm run build`, the tests' build and CI never set it.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // The data cache is ours (issue 18, decision 0227): in memory, and dropped by tag on every
  // instance when any instance saves an edit (src/services/cache-invalidation). Next loads the
  // file at run time by this path; its own in-memory layer is off, the handler bounds itself.
  cacheHandler: require.resolve('./src/services/data-cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // Offline VIN decoding loads a native SQLite module and a 75 MB database: never bundled (decision 0015).
  // prom-client: one copy per process, the one the custom server loads too (issue 35, decision 0303).
  serverExternalPackages: ['@cardog/corgi', 'better-sqlite3', 'prom-client'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's defaults (9 per image up to 3840 px): our photos are at most 1,200 px
    // wide, and every width is another URL in each card's srcset (docs/decisions/0090-page-payload-weight.md).
    deviceSizes: [640, 828, 1080, 1600],
    imageSizes: [160, 320],
    // Static assets are cached for 100 days (site.md section 9: max-age 8640000).
    minimumCacheTTL: 8640000,
    // Next's default refuses a local image with a query string, and with S3 storage (decision 0111)
    // Payload's media URLs carry one (`/api/media/file/x.webp?prefix=media`): every inventory page
    // answered 500. Media files may have any query; other local images none, as by default.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**', search: '' }],
  },
  async headers() {
    return [
      // Every response (issue 9, docs/security.md); pages add their Content-Security-Policy in src/proxy.ts.
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The admin may frame itself (live preview, dialogs) and nothing else may frame it; its
      // Content-Security-Policy (frame-ancestors 'self' included) comes from src/proxy.ts.
      { source: '/admin/:path*', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
      {
        source: '/vehicle-images/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000, immutable' }],
      },
      { source: '/static/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000, immutable' }] },
      // Uploaded media and files in public/ (issue 5: static assets max-age 8640000).
      { source: '/api/media/file/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000' }] },
      {
        source: '/:all*(svg|png|jpg|jpeg|webp|avif|gif|ico|woff2)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000' }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
