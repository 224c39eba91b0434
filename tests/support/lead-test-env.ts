/**
 * The environment every integration file of the shared process runs in (a set-up file of the 'int'
 * project, vitest.config.ts; decision 0291): Payload's config and the lead job read it once, at
 * import, so it is set before the first file loads them. Jobs are driven by the tests (no cron),
 * retries back off fast, mail goes to the loopback SMTP sink. Lead files still import it first, so
 * each also runs on its own (`npx vitest run <file>`).
 */
import { testSmtpPort } from './smtp-sink'

process.env.LEAD_JOBS_AUTORUN = '0'
process.env.LEAD_RETRY_DELAY_MS = '20'
process.env.LEAD_RETRY_ATTEMPTS = '10'
process.env.LEADS_RATE_LIMIT = '1000'
process.env.SMTP_URL = `smtp://127.0.0.1:${testSmtpPort()}`
