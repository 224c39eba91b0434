/**
 * The environment of tests/int/outbox-disk-full.int.test.ts (issue 35, "Faults": the disk the
 * outbox uses filling up): no SMTP, so mail goes to the local outbox, and the outbox folder is a
 * 256 KiB tmpfs of its own, which the test fills. Mounting needs root (as on the CI machine); where
 * it cannot mount, `outboxDisk.mounted` is false and the test says why it did not run.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const dir = mkdtempSync(path.join(tmpdir(), 'outbox-disk-'))
let mounted = false
let reason = ''
try {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir], { stdio: 'pipe' })
  mounted = true
} catch (err) {
  reason = `cannot mount a tmpfs here (${(err as Error).message.split('\n')[0]}); mounting needs root`
}

export const outboxDisk = {
  dir,
  mounted,
  reason,
  unmount: () => {
    if (mounted) execFileSync('umount', [dir], { stdio: 'pipe' })
  },
}

process.env.OUTBOX_DIR = dir
delete process.env.SMTP_URL
delete process.env.SMTP_HOST
// Jobs driven by the test, retries backing off fast (as tests/support/lead-test-env.ts).
process.env.LEAD_JOBS_AUTORUN = '0'
process.env.LEAD_RETRY_DELAY_MS = '20'
process.env.LEAD_RETRY_ATTEMPTS = '10'
process.env.LEADS_RATE_LIMIT = '1000'
