/**
 * The user agents Next renders a page for differently (issue 35): for these "HTML-limited bots" the
 * page's metadata (<title>, description, canonical link...) is rendered in the document's head
 * before anything is sent, while every other client gets it streamed into the body. So a kept render
 * may differ by this bit of the user agent, and the page cache's key holds it (policy.ts).
 *
 * next.config.ts hands this same expression to Next (`htmlLimitedBots`, a documented option), so the
 * key and the render cannot disagree; its value is Next 16's own default list, kept as it is.
 */
export const HTML_LIMITED_BOTS = new RegExp(
  [
    '[\\w-]+-Google|Google-[\\w-]+|Chrome-Lighthouse|Slurp|DuckDuckBot|baiduspider|yandex|sogou|bitlybot|tumblr',
    'vkShare|quora link preview|redditbot|ia_archiver|Bingbot|BingPreview|applebot|facebookexternalhit',
    'facebookcatalog|Twitterbot|LinkedInBot|Slackbot|Discordbot|WhatsApp|SkypeUriPreview|Yeti|googleweblight',
  ].join('|'),
  'i',
)

/** Whether Next renders for this user agent as for an HTML-limited bot (its test is case-insensitive). */
export function isHtmlLimitedBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && new RegExp(HTML_LIMITED_BOTS.source, 'i').test(userAgent)
}
