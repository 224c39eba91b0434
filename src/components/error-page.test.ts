import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ErrorPage } from './error-page'

/** The error page texts of visitor-layer.md section 2, rendered as the shopper gets them. */
describe('ErrorPage', () => {
  it.each([
    [
      404,
      [
        '<title>404 - Page not found</title>',
        '>404<',
        '>Page not found</h1>',
        'Sorry, we couldn’t find the page you’re looking for.',
        'href="/"',
        '>Go back home</a>',
      ],
    ],
    [
      500,
      [
        '<title>500 - Internal server error</title>',
        '>500<',
        '>Something went wrong</h1>',
        'href="/"',
        '>Go back home</a>',
      ],
    ],
  ] as const)('%i', (status, parts) => {
    const html = renderToStaticMarkup(createElement(ErrorPage, { status }))
    for (const p of parts) expect(html).toContain(p)
  })
})
