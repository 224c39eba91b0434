import { z } from 'zod'

/**
 * zod 4 probes for `new Function` support the first time it parses an object (its JIT fast path).
 * Under our Content-Security-Policy (no 'unsafe-eval', issue 9) the probe fails harmlessly but the
 * browser reports a policy violation on every page with a form; jitless skips the probe. Imported
 * for its side effect by every module that builds schemas.
 */
z.config({ jitless: true })
