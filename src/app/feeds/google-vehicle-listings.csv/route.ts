import { getAdvertisingFeed } from '@/data/feeds'

export const dynamic = 'force-dynamic'

/** Google vehicle listings feed at a stable URL (issue 3 "Feeds"). */
export async function GET(): Promise<Response> {
  const csv = await getAdvertisingFeed('google')
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
