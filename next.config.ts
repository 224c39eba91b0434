import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Static assets are cached for 100 days (site.md section 9: max-age 8640000).
    minimumCacheTTL: 8640000,
  },
  async headers() {
    return [
      { source: '/vehicle-images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000, immutable' }] },
      { source: '/static/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000, immutable' }] },
      // Uploaded media and files in public/ (issue 5: static assets max-age 8640000).
      { source: '/api/media/file/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000' }] },
      { source: '/:all*(svg|png|jpg|jpeg|webp|avif|gif|ico|woff2)', headers: [{ key: 'Cache-Control', value: 'public, max-age=8640000' }] },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
