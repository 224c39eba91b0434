/**
 * Ids kept in browser storage (visitor-layer.md section 3): GClickID, GBraid and GWraid from the
 * query parameters gclid, gbraid and gwraid; GAClientID and GASessionID from the analytics cookies
 * (_ga = 'GA1.1.<random>.<timestamp>', client id '<random>.<timestamp>'; _ga_<stream> =
 * 'GS1.1.<session>...' or 'GS2.1.s<session>$...'). Missing values are left out.
 */
export type StorageIds = Partial<Record<'GClickID' | 'GBraid' | 'GWraid' | 'GAClientID' | 'GASessionID', string>>

export function storageIds(query: URLSearchParams, cookies: Readonly<Record<string, string | undefined>>): StorageIds {
  const out: StorageIds = {}
  const put = (key: keyof StorageIds, value: string | null | undefined) => {
    const v = value?.trim()
    if (v) out[key] = v
  }
  put('GClickID', query.get('gclid'))
  put('GBraid', query.get('gbraid'))
  put('GWraid', query.get('gwraid'))
  const ga = /^GA\d\.\d\.(\d+\.\d+)$/.exec(cookies._ga ?? '')
  put('GAClientID', ga?.[1])
  const streamCookie = Object.keys(cookies).find((name) => name.startsWith('_ga_'))
  const session = /^GS\d\.\d\.s?(\d+)/.exec(streamCookie ? (cookies[streamCookie] ?? '') : '')
  put('GASessionID', session?.[1])
  return out
}
