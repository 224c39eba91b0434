/**
 * Taps on buttons before the page's scripts ran (decision 0296).
 *
 * On a phone the page is painted seconds before React takes it over (hydration), and React does
 * not replay a tap it never saw: "Accept all" on the cookie banner, a heart or "Compare" on a
 * result card, pressed in that window, did nothing, and the shopper had to find out and press
 * again. A few bytes of inline script at the top of the body hold such a tap instead: a click on
 * a button marked EARLY_TAP_ATTRIBUTE that its component has not yet marked EARLY_TAP_LIVE is kept
 * (once per button) in `window.earlyTaps`, and the component carries it out as soon as it can
 * (src/client/early-taps.ts, components/ui/early-tap-button.client.tsx). Taps on anything else,
 * links included, go on as the browser does them.
 *
 * The listener is on the window, in the capture phase: it runs before React's own listeners, so a
 * held tap is never also seen by a half-hydrated page.
 */

/** On a button in the server's HTML: a tap before its component is ready is held, not lost. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/** Set by the button's component once it takes taps itself. */
export const EARLY_TAP_LIVE = 'data-tap-live'

/** Where the held buttons wait, in the order they were tapped. */
export const EARLY_TAP_QUEUE = 'earlyTaps'

export const EARLY_TAP_SCRIPT =
  `(function(){var q=window.${EARLY_TAP_QUEUE}=window.${EARLY_TAP_QUEUE}||[];` +
  `window.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[${EARLY_TAP_ATTRIBUTE}]'):null;` +
  `if(!b||b.hasAttribute('${EARLY_TAP_LIVE}')||b.disabled)return;e.preventDefault();e.stopPropagation();` +
  `if(q.indexOf(b)<0)q.push(b)},true)})();`
