import 'server-only'
import { getPayload, type Payload } from 'payload'
import config from '@payload-config'

/** The Local API for server reads and writes that GraphQL does not cover. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
