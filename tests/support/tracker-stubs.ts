/**
 * Tracker scripts answered locally, acting like the real ones at the HTTP boundary (ARCHITECTURE.md
 * rule 10: mock only what lies outside this machine). Each stub sends what its provider would send
 * for the calls it receives, so a test sees the requests a shopper's browser would make:
 * - fbevents.js: every fbq('track', name, params, { eventID }) becomes a GET to
 *   www.facebook.com/tr with ev, eid and cd[...] (objects as JSON), held while fbq('consent',
 *   'revoke') is in force, as Meta's pixel does; each fbq call is also kept in window.__fbqCalls.
 * - gtag/js: every gtag('event', name, params) becomes a GET to google-analytics.com/g/collect
 *   with en and ep.* parameters.
 * - gtm.js: every dataLayer object with an `event` becomes such a GET too, all its keys as ep.*
 *   (a container forwarding dataLayer variables, the common setup).
 * Every request to a host other than the app is recorded with its body and answered locally.
 */
import type { BrowserContext } from 'playwright-core'

export type TrackerRequest = { url: string; body: string }

export const PIXEL_HOSTS = /^https:\/\/(connect\.facebook\.net|www\.facebook\.com)\//

const SEND = `function(base,params){var q=[];for(var k in params){var v=params[k];if(v===undefined)continue;q.push(encodeURIComponent(k)+'='+encodeURIComponent(typeof v==='object'?JSON.stringify(v):String(v)))}new Image().src=base+'?'+q.join('&')}`

const FBEVENTS = `(function(){var f=window.fbq;if(!f)return;var send=${SEND};var revoked=false;var id='';window.__fbqCalls=window.__fbqCalls||[];
function call(a){window.__fbqCalls.push(Array.prototype.slice.call(a).map(function(x){try{return JSON.parse(JSON.stringify(x))}catch(e){return String(x)}}));
if(a[0]==='init'){id=a[1];return}if(a[0]==='consent'){revoked=a[1]==='revoke';return}
if((a[0]==='track'||a[0]==='trackCustom')&&!revoked){var p={id:id,ev:a[1],eid:a[3]&&a[3].eventID};var cd=a[2]||{};for(var k in cd)p['cd['+k+']']=cd[k];send('https://www.facebook.com/tr/',p)}}
f.callMethod=function(){call(arguments)};var queue=f.queue||[];f.queue=[];for(var i=0;i<queue.length;i++)call(queue[i])})();`

const GTAG = `(function(){var send=${SEND};var dl=window.dataLayer=window.dataLayer||[];
function each(e){if(e&&typeof e==='object'&&e.length!==undefined&&e[0]==='event'){var p={en:e[1]};var d=e[2]||{};for(var k in d)p['ep.'+k]=d[k];send('https://region1.google-analytics.com/g/collect',p)}}
for(var i=0;i<dl.length;i++)each(dl[i]);var push=dl.push;dl.push=function(){for(var j=0;j<arguments.length;j++)each(arguments[j]);return push.apply(dl,arguments)}})();`

const GTM = `(function(){var send=${SEND};var dl=window.dataLayer=window.dataLayer||[];
function each(e){if(e&&typeof e==='object'&&e.length===undefined&&typeof e.event==='string'&&e.event.indexOf('gtm.')!==0){var p={en:e.event};for(var k in e)if(k!=='event')p['ep.'+k]=e[k];send('https://region1.google-analytics.com/g/collect',p)}}
for(var i=0;i<dl.length;i++)each(dl[i]);var push=dl.push;dl.push=function(){for(var j=0;j<arguments.length;j++)each(arguments[j]);return push.apply(dl,arguments)}})();`

function scriptFor(url: string): string {
  if (/connect\.facebook\.net\/.*fbevents\.js/.test(url)) return FBEVENTS
  if (/googletagmanager\.com\/gtag\/js/.test(url)) return GTAG
  if (/googletagmanager\.com\/gtm\.js/.test(url)) return GTM
  return '/* local stub */'
}

/** Routes every request that leaves the app to the stubs; returns the live list of those requests. */
export async function stubTrackers(context: BrowserContext): Promise<TrackerRequest[]> {
  const requests: TrackerRequest[] = []
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const request = route.request()
    requests.push({ url: request.url(), body: request.postData() ?? '' })
    if (request.resourceType() === 'script') return route.fulfill({ status: 200, contentType: 'application/javascript', body: scriptFor(request.url()) })
    return route.fulfill({ status: 200, contentType: 'image/gif', body: '' })
  })
  return requests
}

/**
 * The forms a value can take in a request: as typed, URL-encoded (both space styles) and inside a
 * JSON string; compared case-insensitively.
 */
export function clearForms(value: string): string[] {
  const forms = [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, '+'), JSON.stringify(value).slice(1, -1)]
  return [...new Set(forms.map((f) => f.toLowerCase()))]
}

/** Which of `values` appear in clear in `text` (decoded once more for doubly encoded parameters). */
export function valuesInClear(text: string, values: readonly string[]): string[] {
  let decoded = text
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    // a lone % in the text: keep it as it is
  }
  const haystacks = [text.toLowerCase(), decoded.toLowerCase()]
  return values.filter((value) => clearForms(value).some((form) => haystacks.some((h) => h.includes(form))))
}
