import { GET as experimentsGet } from '../../experiments/route'

export const dynamic = 'force-dynamic'

/** The spec's path (visitor-layer.md section 7): the same answer as GET /api/experiments. */
export function GET(): Promise<Response> {
  return experimentsGet()
}
