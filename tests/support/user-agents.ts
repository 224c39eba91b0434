/**
 * User agents the request fuzzers and the page-cache tests send (issue 35): browsers, the bots Next
 * renders for differently (its `htmlLimitedBots`, src/domain/page-cache/html-limited-bots.ts), a bot
 * it renders for as for a browser (Googlebot), and clients that are neither.
 */
export const BROWSER_AGENTS = [
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
]

export const HTML_LIMITED_BOT_AGENTS = [
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)',
  'WhatsApp/2.23.20.0',
]

export const OTHER_AGENTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'curl/8.5.0',
  'python-requests/2.32.3',
  '',
  `Mozilla/5.0 ${'bot '.repeat(500)}`,
]

export const USER_AGENTS = [...BROWSER_AGENTS, ...HTML_LIMITED_BOT_AGENTS, ...OTHER_AGENTS]
