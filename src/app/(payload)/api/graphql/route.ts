import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withMalformedBodyAs400 } from '@/services/security/malformed-body'
import { withDatabaseOutageAs503 } from '@/services/security/outage-as-503'

// Malformed bodies answer 400, not Payload's 500 (issue 9; docs/decisions/0096); a 500 while the
// database is away answers 503 with Retry-After (src/services/security/outage-as-503.ts).
export const POST = withDatabaseOutageAs503(withMalformedBodyAs400(GRAPHQL_POST(config)))
export const OPTIONS = REST_OPTIONS(config)
