import 'server-only'
import { payloadClient } from './payload'

/** site.md section 8: a route that matches nothing or fails validation is logged as 'Page Not Found: {path}'. */
export async function logPageNotFound(path: string): Promise<void> {
  const payload = await payloadClient()
  // The path is visitor input: it goes into a structured field and a truncated message, never markup.
  payload.logger.warn({ path: path.slice(0, 300) }, `Page Not Found: ${path.slice(0, 300)}`)
}
