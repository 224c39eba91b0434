import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withMalformedBodyAs400 } from './malformed-body'
import { withRestRequestGuard } from './rest-guard'
import { withDatabaseOutageAs503 } from './outage-as-503'

/**
 * Payload's REST handlers as the app serves them: ids that cannot exist and insane
 * limit/page/depth/sort answer 404/400, not Payload's 500 (issue 16; decision 0206); malformed
 * bodies answer 400 (issue 9; decision 0096); a 500 while the database is away answers 503 with
 * Retry-After (outage-as-503.ts). Served by `/api/[...slug]`, and by the one route of
 * ours that shares a path with Payload's REST (`/api/leads`, whose GET is Payload's list).
 */
export const payloadRest = {
  GET: withDatabaseOutageAs503(withRestRequestGuard(REST_GET(config))),
  POST: withDatabaseOutageAs503(withRestRequestGuard(withMalformedBodyAs400(REST_POST(config)))),
  DELETE: withDatabaseOutageAs503(withRestRequestGuard(REST_DELETE(config))),
  PATCH: withDatabaseOutageAs503(withRestRequestGuard(withMalformedBodyAs400(REST_PATCH(config)))),
  PUT: withDatabaseOutageAs503(withRestRequestGuard(withMalformedBodyAs400(REST_PUT(config)))),
  OPTIONS: REST_OPTIONS(config),
}
