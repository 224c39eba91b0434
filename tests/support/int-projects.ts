/**
 * Integration files that set an environment of their own before loading Payload's config (a rate
 * limit, a trusted proxy, an https public URL, S3 storage): each runs in a fresh module graph, in the
 * 'int-own-process' project. Every other integration file shares one process and one environment
 * (the 'int' project; decision 0291): a file that sets `process.env` before loading the config
 * belongs in this list. Read by vitest.config.ts and scripts/test.ts.
 */
export const OWN_PROCESS_INT_FILES = [
  'tests/int/client-address.int.test.ts',
  'tests/int/client-address-trusted-proxy.int.test.ts',
  'tests/int/media-s3.int.test.ts',
  'tests/int/metrics-token.int.test.ts',
  'tests/int/outbox-disk-full.int.test.ts',
  'tests/int/session-cookie.int.test.ts',
]
