import { describe, expect, it } from 'vitest'
import { languageAlternates } from './alternates'

describe('languageAlternates', () => {
  it.each([
    [
      '/cars-for-sale/suvs',
      'en',
      '/cars-for-sale/suvs',
      { en: '/cars-for-sale/suvs', es: '/es/cars-for-sale/suvs', 'x-default': '/cars-for-sale/suvs' },
    ],
    [
      '/cars-for-sale/suvs',
      'es',
      '/es/cars-for-sale/suvs',
      { en: '/cars-for-sale/suvs', es: '/es/cars-for-sale/suvs', 'x-default': '/cars-for-sale/suvs' },
    ],
    ['/', 'es', '/es', { en: '/', es: '/es', 'x-default': '/' }],
    [
      'https://www.example.com/faqs',
      'es',
      'https://www.example.com/es/faqs',
      {
        en: 'https://www.example.com/faqs',
        es: 'https://www.example.com/es/faqs',
        'x-default': 'https://www.example.com/faqs',
      },
    ],
    // A canonical built from the Spanish path still names both versions.
    ['/es/contact-us', 'es', '/es/contact-us', { en: '/contact-us', es: '/es/contact-us', 'x-default': '/contact-us' }],
  ] as const)('%s (%s)', (canonical, locale, own, languages) =>
    expect(languageAlternates(canonical, locale)).toEqual({ canonical: own, languages }),
  )
})
