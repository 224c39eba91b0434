import { getPayload, type Payload } from 'payload'
import config from '@payload-config'

/**
 * Payload with its job crons started (Payload only starts them when asked: `cron: true`). Every
 * app process runs the lead queue (src/services/leads/jobs.ts); LEAD_JOBS_AUTORUN=0 opts out.
 */
export function payloadWithWorker(): Promise<Payload> {
  return getPayload({ config, cron: true })
}
