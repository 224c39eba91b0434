/**
 * Imported FIRST by the client-address integration tests (issue 16 section 1): small per-client
 * limits so that going over one takes a few requests, and no lead job running on its own.
 * TRUSTED_PROXIES is set (or left unset) by the test file before this.
 */
process.env.LEAD_JOBS_AUTORUN = '0'
process.env.LEADS_RATE_LIMIT = '4'
process.env.VIN_RATE_LIMIT = '4'
