/**
 * English interface texts by key (visitor-layer.md section 2, "Error page": texts come from
 * translation keys under pages.error-page). One dictionary for now; experiments may override keys.
 */
export const en = {
  'pages.error-page.404.badge': '404',
  'pages.error-page.404.title': 'Page not found',
  'pages.error-page.404.subtitle': 'Sorry, we couldn’t find the page you’re looking for.',
  'pages.error-page.404.button.text': 'Go back home',
  'pages.error-page.404.button.link': '/',
  'pages.error-page.404.message': 'Page not found',
  'pages.error-page.500.badge': '500',
  'pages.error-page.500.title': 'Something went wrong',
  'pages.error-page.500.subtitle': 'Sorry, an unexpected error occurred on our side. Please try again in a moment.',
  'pages.error-page.500.button.text': 'Go back home',
  'pages.error-page.500.button.link': '/',
  'pages.error-page.500.message': 'Internal server error',
} as const

export type MessageKey = keyof typeof en
