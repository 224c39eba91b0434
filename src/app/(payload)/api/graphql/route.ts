import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { withMalformedBodyAs400 } from '@/services/security/malformed-body'

// Malformed bodies answer 400, not Payload's 500 (issue 9; docs/decisions/0096).
export const POST = withMalformedBodyAs400(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
