import { describe, expect, it } from 'vitest'
import { localeOf, localizedPath, localizedUrl, splitLocalePath, namesLocale } from './locale-path'

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/cars-for-sale', 'en', '/cars-for-sale'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/es/cars-for-sale/suvs', 'es', '/cars-for-sale/suvs'],
    // Paths that only start with the letters stay English.
    ['/espanol', 'en', '/espanol'],
    ['/est', 'en', '/est'],
  ])('%s is %s %s', (pathname, locale, path) => expect(splitLocalePath(pathname)).toEqual({ locale, path }))
})

describe('localizedPath', () => {
  it.each([
    ['/', 'es', '/es'],
    ['/cars-for-sale/suvs', 'es', '/es/cars-for-sale/suvs'],
    ['/cars-for-sale?page=2#top', 'es', '/es/cars-for-sale?page=2#top'],
    ['/?utm_source=x', 'es', '/es?utm_source=x'],
    ['/es/contact-us', 'es', '/es/contact-us'],
    ['/es/contact-us', 'en', '/contact-us'],
    ['/es', 'en', '/'],
    ['/contact-us', 'en', '/contact-us'],
    // Not root-relative paths: left alone.
    ['https://example.com/x', 'es', 'https://example.com/x'],
    ['//cdn.example.com/x', 'es', '//cdn.example.com/x'],
    ['#cookie-settings', 'es', '#cookie-settings'],
    ['tel:+15555550100', 'es', 'tel:+15555550100'],
  ] as const)('%s in %s is %s', (href, locale, expected) => expect(localizedPath(href, locale)).toBe(expected))
})

describe('localizedUrl', () => {
  it.each([
    ['https://www.example.com/cars-for-sale', 'es', 'https://www.example.com/es/cars-for-sale'],
    ['https://www.example.com', 'es', 'https://www.example.com/es'],
    ['https://www.example.com/', 'es', 'https://www.example.com/es'],
    ['https://www.example.com/es/faqs', 'en', 'https://www.example.com/faqs'],
    ['/faqs', 'es', '/es/faqs'],
  ] as const)('%s in %s is %s', (url, locale, expected) => expect(localizedUrl(url, locale)).toBe(expected))
})

describe('localeOf', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    [null, 'en'],
    ['fr', 'en'],
    ['ES', 'en'],
  ] as const)('%s reads as %s', (value, locale) => expect(localeOf(value)).toBe(locale))
})

describe('namesLocale', () => {
  it.each([
    ['/es/promo', true],
    ['/es', true],
    ['/es?utm_source=x', true],
    ['/es#top', true],
    ['/promo', false],
    ['/espanol', false],
    ['/', false],
    ['https://example.com/es/promo', false],
  ])('%s → %s', (href, expected) => expect(namesLocale(href)).toBe(expected))
})
