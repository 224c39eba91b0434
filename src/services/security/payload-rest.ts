import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withMalformedBodyAs400 } from './malformed-body'
import { withRestRequestGuard } from './rest-guard'

/**
 * Payload's REST handlers as the app serves them: ids that cannot exist and insane
 * limit/page/depth/sort answer 404/400, not Payload's 500 (issue 16; decision 0206); malformed
 * bodies answer 400 (issue 9; decision 0096). Served by `/api/[...slug]`, and by the one route of
 * ours that shares a path with Payload's REST (`/api/leads`, whose GET is Payload's list).
 */
export const payloadRest = {
  GET: withRestRequestGuard(REST_GET(config)),
  POST: withRestRequestGuard(withMalformedBodyAs400(REST_POST(config))),
  DELETE: withRestRequestGuard(REST_DELETE(config)),
  PATCH: withRestRequestGuard(withMalformedBodyAs400(REST_PATCH(config))),
  PUT: withRestRequestGuard(withMalformedBodyAs400(REST_PUT(config))),
  OPTIONS: REST_OPTIONS(config),
}
