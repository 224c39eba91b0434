/**
 * Reading a cookie from a script inlined in the server's HTML, which runs before any bundle can
 * (the banner state, the recently viewed strip's place, the GPC restrictions for Google's tags).
 * Such a script cannot import parseCookieHeader, so this is its rule written once as JavaScript
 * source: the one cookie parser's (cookie-header.ts, `@edge-runtime/cookies` as Next uses it), so
 * an inline script and the bundles that take over from it read the same value (decision 0260):
 * pairs split on "; ", a name without "=" reads as "true", values are URI-decoded, a value that
 * does not decode is left out, and a name sent twice reads as its LAST value.
 * inline-cookie.test.ts runs it against parseCookieHeader.
 */
const READER =
  'function(n){var v=null,p,i,e,k;try{p=document.cookie.split(/; */)}catch(x){return v}' +
  "for(i=0;i<p.length;i++){if(!p[i])continue;e=p[i].indexOf('=');k=e<0?p[i]:p[i].slice(0,e);if(k!==n)continue;" +
  "try{v=decodeURIComponent(e<0?'true':p[i].slice(e+1))}catch(x){}}return v}"

/** The characters of the site's cookie names; nothing else may reach the inline script's text. */
const COOKIE_NAME = /^[\w.-]+$/

/**
 * A JavaScript expression, for a script inlined in the HTML, whose value is the decoded value of
 * the cookie `name` in this browser, or null when there is none (or the page may not read cookies).
 * Pass the name from COOKIES (src/config/cookies.ts), never a literal.
 */
export function inlineCookieValue(name: string): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`Not a cookie name: ${JSON.stringify(name)}`)
  return `(${READER})('${name}')`
}
