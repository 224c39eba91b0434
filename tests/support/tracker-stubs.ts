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
 * - a GTM container with targeting tags (TARGETING_CONTAINER), served instead of the plain gtm.js
 *   stand-in when a test asks for it.
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

/** Hosts that receive advertising (targeting) requests: Meta's and Google Ads'. */
export const TARGETING_HOSTS =
  /^https:\/\/(connect\.facebook\.net|www\.facebook\.com|[a-z0-9.-]*\.doubleclick\.net|www\.googleadservices\.com)\//

/**
 * A GTM container as marketing would publish one, run the way GTM's runtime runs it (issue 16
 * section 4, decision 0220). It processes the dataLayer in order, the entries queued before it
 * loaded first:
 * - gtag('consent', 'default' | 'update', {...}) commands (the `arguments` objects gtag pushes)
 *   build the Consent Mode state;
 * - plain objects are merged into the data model; at every event the tag restriction is read from
 *   the model as it stands at that event (`gtm.blocklist`), and a tag whose type id or any of whose
 *   classes is on it does not fire: GTM's documented restriction, enforced by its runtime over
 *   whatever the container holds;
 * - its tags fire on every event ('gtm.js' and the site's own; GTM's other 'gtm.*' events aside):
 *   - "Google Ads Remarketing" (type sp, class google), Consent-Mode-aware: only while ad_storage
 *     is granted, a request to googleads.g.doubleclick.net carrying the ad signals;
 *   - "Meta Pixel" in a Custom HTML tag (type html), which ignores Consent Mode, as such a tag does
 *     unless its author adds a consent check: loads Meta's fbevents.js once;
 *   - "GA4 Event" (type gaawe, class google): while analytics_storage is granted, a hit to
 *     google-analytics.com/g/collect.
 * What it saw is kept in window.__gtmContainer (consent, fired and blocked tags by event). The
 * targeting requests are script elements: the page's CSP ('strict-dynamic') lets a trusted script
 * insert a script from any host, as a Custom HTML tag does, so nothing but the tag not firing keeps
 * them off the network.
 */
export const TARGETING_CONTAINER = `(function(){var dl=window.dataLayer=window.dataLayer||[];
var state={consent:{},model:{},fired:[],blocked:[]};window.__gtmContainer=state;
function q(p){var out=[];for(var k in p)out.push(encodeURIComponent(k)+'='+encodeURIComponent(String(p[k])));return out.join('&')}
function script(src){var s=document.createElement('script');s.async=true;s.src=src;document.head.appendChild(s)}
function granted(k){return state.consent[k]==='granted'}
var metaLoaded=false;
var TAGS=[
{name:'Google Ads Remarketing',type:'sp',classes:['google'],fire:function(ev){if(!granted('ad_storage'))return false;script('https://googleads.g.doubleclick.net/pagead/viewthroughconversion/999999999/?'+q({en:ev,ad_storage:state.consent.ad_storage,ad_user_data:state.consent.ad_user_data,ad_personalization:state.consent.ad_personalization}));return true}},
{name:'Meta Pixel (Custom HTML)',type:'html',classes:['customScripts','html','nonGooglePixels','nonGoogleScripts','nonGoogleIframes'],fire:function(){if(metaLoaded)return false;metaLoaded=true;script('https://connect.facebook.net/en_US/fbevents.js?via=gtm-container');return true}},
{name:'GA4 Event',type:'gaawe',classes:['google'],fire:function(ev){if(!granted('analytics_storage'))return false;new Image().src='https://region1.google-analytics.com/g/collect?'+q({en:ev,via:'gtm-container'});return true}}];
function allowed(tag){var b=state.model['gtm.blocklist']||[];if(b.indexOf(tag.type)>=0)return false;for(var i=0;i<tag.classes.length;i++)if(b.indexOf(tag.classes[i])>=0)return false;return true}
function each(e){if(!e||typeof e!=='object')return;
if(e.length!==undefined){if(e[0]==='consent'&&(e[1]==='default'||e[1]==='update')&&e[2]){for(var k in e[2])state.consent[k]=e[2][k]}return}
for(var key in e)state.model[key]=e[key];
if(typeof e.event!=='string'||(e.event.indexOf('gtm.')===0&&e.event!=='gtm.js'))return;
for(var i=0;i<TAGS.length;i++){var t=TAGS[i];if(!allowed(t)){state.blocked.push(t.name+' @ '+e.event);continue}if(t.fire(e.event))state.fired.push(t.name+' @ '+e.event)}}
for(var i=0;i<dl.length;i++)each(dl[i]);var push=dl.push;dl.push=function(){for(var j=0;j<arguments.length;j++)each(arguments[j]);return push.apply(dl,arguments)}})();`

function scriptFor(url: string, gtm: string): string {
  if (/connect\.facebook\.net\/.*fbevents\.js/.test(url)) return FBEVENTS
  if (/googletagmanager\.com\/gtag\/js/.test(url)) return GTAG
  if (/googletagmanager\.com\/gtm\.js/.test(url)) return gtm
  return '/* local stub */'
}

/**
 * Routes every request that leaves the app to the stubs; returns the live list of those requests.
 * `gtm` replaces the gtm.js stand-in (TARGETING_CONTAINER).
 */
export async function stubTrackers(context: BrowserContext, options: { gtm?: string } = {}): Promise<TrackerRequest[]> {
  const requests: TrackerRequest[] = []
  const gtm = options.gtm ?? GTM
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const request = route.request()
    requests.push({ url: request.url(), body: request.postData() ?? '' })
    if (request.resourceType() === 'script')
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: scriptFor(request.url(), gtm) })
    return route.fulfill({ status: 200, contentType: 'image/gif', body: '' })
  })
  return requests
}

/**
 * The forms a value can take in a request: as typed, URL-encoded (both space styles) and inside a
 * JSON string; compared case-insensitively.
 */
export function clearForms(value: string): string[] {
  const forms = [
    value,
    encodeURIComponent(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
    JSON.stringify(value).slice(1, -1),
  ]
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
