/**
 * Imported FIRST by the lead integration tests: Payload's config and the lead job read the
 * environment once, at import. Jobs are driven by the tests (no cron), retries back off fast,
 * mail goes to the loopback SMTP sink.
 */
import { testSmtpPort } from './smtp-sink'

process.env.LEAD_JOBS_AUTORUN = '0'
process.env.LEAD_RETRY_DELAY_MS = '20'
process.env.LEAD_RETRY_ATTEMPTS = '10'
process.env.LEADS_RATE_LIMIT = '1000'
process.env.SMTP_URL = `smtp://127.0.0.1:${testSmtpPort()}`
