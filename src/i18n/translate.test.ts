import { describe, expect, it } from 'vitest'
import { errorPageTexts, t } from './translate'

describe('error page texts', () => {
  it('404 matches the spec', () => {
    expect(errorPageTexts(404)).toEqual({
      badge: '404',
      title: 'Page not found',
      subtitle: 'Sorry, we couldn’t find the page you’re looking for.',
      buttonText: 'Go back home',
      buttonLink: '/',
      documentTitle: '404 - Page not found',
    })
  })
  it('500 has a title of the same shape', () =>
    expect(errorPageTexts(500).documentTitle).toBe('500 - Internal server error'))
  it('overrides win', () =>
    expect(t('pages.error-page.404.title', { 'pages.error-page.404.title': 'Nope' })).toBe('Nope'))
})
