import { createHash } from 'node:crypto'
import { buildCapiEvent, type BrowserReport, type ServerContext } from '@/domain/tracking/meta-capi'

/**
 * Sends one event to the Meta Conversions API (POST {base}/{version}/{pixel}/events). Expected
 * failures are values; the caller answers the browser either way (tracking never breaks a page).
 */
const sha256 = (input: string) => createHash('sha256').update(input, 'utf8').digest('hex')

export type CapiConfig = { baseUrl: string; version: string; pixelId: string; accessToken: string }

export async function sendCapiEvent(config: CapiConfig, report: BrowserReport, ctx: ServerContext): Promise<{ ok: boolean; status: number }> {
  const url = `${config.baseUrl.replace(/\/$/, '')}/${config.version}/${encodeURIComponent(config.pixelId)}/events?access_token=${encodeURIComponent(config.accessToken)}`
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: [buildCapiEvent(report, ctx, sha256)] }),
      signal: AbortSignal.timeout(5000),
    })
    return { ok: res.ok, status: res.status }
  } catch {
    return { ok: false, status: 0 }
  }
}
