import { createHash } from 'node:crypto'
import { buildCapiEvent, type BrowserReport, type ServerContext } from '@/domain/tracking/meta-capi'

/**
 * Sends one event to the Meta Conversions API (POST {base}/{version}/{pixel}/events). Expected
 * failures are values; the caller answers the browser either way (tracking never breaks a page).
 *
 * Issue 9, "Faults": a timeout, a refused connection or a 5xx is retried once after a short pause
 * (Meta deduplicates on event_id, so a second delivery of an event that did arrive is harmless); a
 * 4xx is our request's fault and is not retried. Every failed attempt is logged with the status.
 * Neither the token nor the hashed user data is logged.
 */
const sha256 = (input: string) => createHash('sha256').update(input, 'utf8').digest('hex')

export type CapiConfig = {
  baseUrl: string
  version: string
  pixelId: string
  accessToken: string
  /** Per attempt; default 5 s. */
  timeoutMs?: number
  /** Pause before the one retry; default 500 ms. */
  retryDelayMs?: number
  log?: (message: string) => void
}

export type CapiResult = { ok: boolean; status: number; attempts: number }

export async function sendCapiEvent(
  config: CapiConfig,
  report: BrowserReport,
  ctx: ServerContext,
): Promise<CapiResult> {
  const base = `${config.baseUrl.replace(/\/$/, '')}/${config.version}/${encodeURIComponent(config.pixelId)}`
  const url = `${base}/events?access_token=${encodeURIComponent(config.accessToken)}`
  const body = JSON.stringify({ data: [buildCapiEvent(report, ctx, sha256)] })
  const log = config.log ?? ((message: string) => console.warn(message))
  let status = 0
  for (let attempt = 1; attempt <= 2; attempt++) {
    let reason: string
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
      })
      status = res.status
      await res.body?.cancel().catch(() => undefined)
      if (res.ok) return { ok: true, status, attempts: attempt }
      reason = `HTTP ${status}`
    } catch (err) {
      status = 0
      reason = (err as Error).name === 'TimeoutError' ? 'timeout' : `unreachable (${(err as Error).message})`
    }
    const retry = attempt === 1 && (status === 0 || status >= 500)
    log(
      `meta capi: event ${report.eventName} ${report.eventId} failed, attempt ${attempt}: ${reason}${retry ? '; retrying' : ''}`,
    )
    if (!retry) return { ok: false, status, attempts: attempt }
    await new Promise((r) => setTimeout(r, config.retryDelayMs ?? 500))
  }
  return { ok: false, status, attempts: 2 }
}
