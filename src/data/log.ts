import 'server-only'
import { notFound } from 'next/navigation'
import { payloadClient } from './payload'

/** site.md section 8: a route that matches nothing or fails validation is logged as 'Page Not Found: {path}'. */
export async function logPageNotFound(path: string): Promise<void> {
  const payload = await payloadClient()
  // The path is visitor input: it goes into a structured field and a truncated message, never markup.
  payload.logger.warn({ path: path.slice(0, 300) }, `Page Not Found: ${path.slice(0, 300)}`)
}

/**
 * The 404 of a route that matched its pattern but names nothing (an unknown slug, id or category):
 * logged like an unmatched path (site.md section 8, "route validation failure"), then the
 * not-found page. Use as `return pageNotFound(path)` in a page or route component.
 */
export async function pageNotFound(path: string): Promise<never> {
  await logPageNotFound(path)
  notFound()
}
