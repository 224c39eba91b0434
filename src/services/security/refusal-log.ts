/**
 * One warning line per request refused with a 4xx by the guards of issue 16, section 2: never a
 * stack trace (a malformed request is the client's fault, not a server error). The path is the
 * client's, so it is JSON-quoted and cut short: no line breaks or escape codes reach the log.
 */
export function logRefusal(status: number, method: string, url: string, reason: string): void {
  let path = url
  try {
    const parsed = new URL(url)
    path = parsed.pathname + parsed.search
  } catch {
    // not absolute: keep as given
  }
  console.warn(
    `[http] ${status} ${JSON.stringify(method.slice(0, 16))} ${JSON.stringify(path.slice(0, 200))}: ${reason}`,
  )
}
