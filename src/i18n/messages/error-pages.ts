/**
 * The error pages' texts (visitor-layer.md section 2, "Error page": translation keys under
 * pages.error-page), English and Spanish, part of the one catalog (./en.ts and ./es.ts spread them
 * in). A file of their own because the error boundaries are client components that every page
 * loads: they read these few texts, not the whole catalog of both languages (issue 40, decision
 * 0341). The spec's English is verbatim.
 */
export const errorPagesEn = {
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
  'pages.error-page.500.retry': 'Try again',
} as const

export const errorPagesEs: Record<keyof typeof errorPagesEn, string> = {
  'pages.error-page.404.badge': '404',
  'pages.error-page.404.title': 'No encontramos esta página',
  'pages.error-page.404.subtitle': 'Lo sentimos, la página que busca no existe o cambió de dirección.',
  'pages.error-page.404.button.text': 'Volver al inicio',
  'pages.error-page.404.button.link': '/es',
  'pages.error-page.404.message': 'Página no encontrada',
  'pages.error-page.500.badge': '500',
  'pages.error-page.500.title': 'Algo salió mal',
  'pages.error-page.500.subtitle':
    'Lo sentimos, tuvimos un problema de nuestro lado. Vuelva a intentarlo en un momento.',
  'pages.error-page.500.button.text': 'Volver al inicio',
  'pages.error-page.500.button.link': '/es',
  'pages.error-page.500.message': 'Error interno del servidor',
  'pages.error-page.500.retry': 'Intentar de nuevo',
}
