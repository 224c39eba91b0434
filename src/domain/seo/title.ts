/**
 * Title template (visitor-layer.md section 2 "Page metadata"): page title, then a separator, then
 * the site name. A page without a title (the home page) shows the site name alone.
 */
export const TITLE_SEPARATOR = ' | '

export function formatTitle(pageTitle: string | null | undefined, siteName: string): string {
  const page = pageTitle?.trim()
  if (!page) return siteName
  if (!siteName) return page
  return `${page}${TITLE_SEPARATOR}${siteName}`
}
