/**
 * Global Privacy Control support resource (visitor-layer.md section 2; GPC spec, "/.well-known/gpc.json"):
 * the site honours the signal (no targeting cookies or ad tags under it). lastUpdate is the day
 * this behaviour last changed, not a build date.
 */
export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(
    { gpc: true, lastUpdate: '2026-11-22' },
    { headers: { 'Cache-Control': 'public, max-age=86400' } },
  )
}
