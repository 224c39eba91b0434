/** One bounded autocannon run against a URL on loopback; returns the figures the report needs. */
import autocannon from 'autocannon'

export type LoadResult = {
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  non2xx: number
  requests: number
}

export async function load(
  url: string,
  options: { connections: number; durationSeconds: number },
): Promise<LoadResult> {
  return toLoadResult(
    await autocannon({ url, connections: options.connections, duration: options.durationSeconds, timeout: 10 }),
  )
}

/** autocannon's result as the report's figures (p95 is its p97.5 bucket, its closest). */
export function toLoadResult(result: autocannon.Result): LoadResult {
  const latency = result.latency as unknown as Record<string, number>
  return {
    rps: Math.round(result.requests.average),
    p50: latency.p50,
    p95: latency.p97_5 ?? latency.p95,
    p99: latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}
