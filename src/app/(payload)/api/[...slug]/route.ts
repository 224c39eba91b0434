import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withMalformedBodyAs400 } from '@/services/security/malformed-body'
import { withRestRequestGuard } from '@/services/security/rest-guard'

// Ids that cannot exist and insane limit/page/depth/sort answer 404/400, not Payload's 500 (issue 16; decision 0206).
export const GET = withRestRequestGuard(REST_GET(config))
// Malformed bodies answer 400, not Payload's 500 (issue 9; docs/decisions/0096).
export const POST = withRestRequestGuard(withMalformedBodyAs400(REST_POST(config)))
export const DELETE = withRestRequestGuard(REST_DELETE(config))
export const PATCH = withRestRequestGuard(withMalformedBodyAs400(REST_PATCH(config)))
export const PUT = withRestRequestGuard(withMalformedBodyAs400(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
