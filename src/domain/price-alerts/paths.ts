/**
 * Addresses of the price-drop alert flow (issue 21; decision 0270). The pages only show and ask;
 * every change is a POST to the API, so a mail scanner that opens a link changes nothing.
 */
export const PRICE_ALERTS_API = '/api/price-alerts'
export const CONFIRM_API = '/api/price-alerts/confirm'
export const UNSUBSCRIBE_API = '/api/price-alerts/unsubscribe'
export const CONFIRM_PAGE = '/price-alerts/confirm'
export const UNSUBSCRIBE_PAGE = '/price-alerts/unsubscribe'

function absolute(publicUrl: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, publicUrl.replace(/\/+$/, '') + '/')
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

/** The link in the confirmation e-mail: a page with a button. */
export function confirmPageUrl(publicUrl: string, token: string): string {
  return absolute(publicUrl, CONFIRM_PAGE, { token })
}

/** The visible unsubscribe link of an alert: a page with a button. */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return absolute(publicUrl, UNSUBSCRIBE_PAGE, { token })
}

/** The List-Unsubscribe address: a POST to it unsubscribes at once (RFC 8058). */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return absolute(publicUrl, UNSUBSCRIBE_API, { token })
}

/** The page a result is shown on, after the button's POST (303 See Other). */
export function resultPageUrl(publicUrl: string, page: string, result: string, vin?: string | null): string {
  return absolute(publicUrl, page, vin ? { result, vin } : { result })
}

/**
 * RFC 2369 and RFC 8058: mail programs show an "Unsubscribe" button for List-Unsubscribe and, with
 * List-Unsubscribe-Post, unsubscribe by one POST without opening anything.
 */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
