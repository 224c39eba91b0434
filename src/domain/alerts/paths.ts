/**
 * Addresses of an e-mail alert flow (price-drop alerts, decision 0270; saved searches, decision
 * 0337). The pages only show and ask; every change is a POST to the API, so a mail scanner that
 * opens a link changes nothing.
 */
export type AlertPaths = {
  /** POST: the request from the site's form. */
  api: string
  /** POST: the confirm page's button. */
  confirmApi: string
  /** POST: the unsubscribe page's button, and the one-click unsubscribe (RFC 8058). */
  unsubscribeApi: string
  confirmPage: string
  unsubscribePage: string
}

export function absoluteUrl(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, publicUrl.replace(/\/+$/, '') + '/')
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

/** The link in the confirmation e-mail: a page with a button. */
export function confirmPageUrl(paths: AlertPaths, publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, paths.confirmPage, { token })
}

/** The visible unsubscribe link of an alert: a page with a button. */
export function unsubscribePageUrl(paths: AlertPaths, publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, paths.unsubscribePage, { token })
}

/** The List-Unsubscribe address: a POST to it unsubscribes at once (RFC 8058). */
export function oneClickUnsubscribeUrl(paths: AlertPaths, publicUrl: string, token: string): string {
  return absoluteUrl(publicUrl, paths.unsubscribeApi, { token })
}

/**
 * RFC 2369 and RFC 8058: mail programs show an "Unsubscribe" button for List-Unsubscribe and, with
 * List-Unsubscribe-Post, unsubscribe by one POST without opening anything.
 */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
