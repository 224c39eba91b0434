import { getAdvertisingFeed } from '@/data/feeds'

export const dynamic = 'force-dynamic'

/** Meta automotive catalog feed at a stable URL (issue 3 "Feeds"). */
export async function GET(): Promise<Response> {
  const csv = await getAdvertisingFeed('meta')
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
