import { getActiveExperiments } from '@/data/experiments'

export const dynamic = 'force-dynamic'

/**
 * GET /api/experiments (issue 8, decision 0070; also at the spec's /api/statsig/experiments,
 * visitor-layer.md section 7): the switched-on experiments, a list with each one's name, variants
 * (weight, settings, popups, langs) and targeting. The browser buckets itself by uniqueUserId, so
 * the answer is the same for everyone and may be cached briefly.
 */
export async function GET(): Promise<Response> {
  const experiments = await getActiveExperiments()
  return Response.json(experiments, { headers: { 'Cache-Control': 'public, max-age=10' } })
}
