import { describe, expect, it } from 'vitest'
import { buildChanged, isChunkLoadError, isPlainInternalClick, reloadAllowed, reloadTarget } from './version-check'

describe('buildChanged (section 4 "Version check")', () => {
  it.each([
    ['same id', 'abc', { buildId: 'abc' }, false],
    ['new id', 'abc', { buildId: 'def' }, true],
    ['empty answer', 'abc', {}, false],
    ['not JSON object', 'abc', null, false],
    ['empty id', 'abc', { buildId: '' }, false],
    ['we do not know our own id', '', { buildId: 'def' }, false],
  ])('%s', (_name, current, latest, expected) => {
    expect(buildChanged(current, latest)).toBe(expected)
  })
})

describe('isChunkLoadError', () => {
  it.each([
    ['webpack', Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    ['css chunk', new Error('Loading CSS chunk app/page failed'), true],
    [
      'vite/turbopack dynamic import',
      new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
      true,
    ],
    ['safari', new TypeError('Importing a module script failed.'), true],
    ['message only', 'Uncaught ChunkLoadError: Loading chunk 7 failed.', true],
    ['other error', new Error('Cannot read properties of undefined'), false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})

describe('reloadAllowed (at most once per 10 seconds)', () => {
  it.each([
    ['never reloaded', null, 1_000, true],
    ['9.999 s ago', 0, 9_999, false],
    ['10 s ago', 0, 10_000, true],
    ['clock went back', 50_000, 1_000, true],
  ])('%s', (_name, last, now, expected) => {
    expect(reloadAllowed(last, now)).toBe(expected)
  })
})

describe('reloadTarget (the route being navigated to)', () => {
  it.each([
    ['recent click', { href: '/service', at: 1_000 }, 2_000, '/service'],
    ['old click', { href: '/service', at: 1_000 }, 20_000, '/now'],
    ['no click', null, 2_000, '/now'],
  ])('%s', (_name, pending, now, expected) => {
    expect(reloadTarget('/now', pending, now)).toBe(expected)
  })
})

describe('isPlainInternalClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  const link = { href: '/cars-for-sale', target: '', download: false }
  const origin = 'https://dealer.example'
  it.each([
    ['internal link', click, link, true],
    ['absolute same origin', click, { ...link, href: 'https://dealer.example/x' }, true],
    ['other site', click, { ...link, href: 'https://other.example/x' }, false],
    ['new tab', click, { ...link, target: '_blank' }, false],
    ['ctrl-click', { ...click, ctrlKey: true }, link, false],
    ['middle button', { ...click, button: 1 }, link, false],
    ['download', click, { ...link, download: true }, false],
    ['already handled', { ...click, defaultPrevented: true }, link, false],
  ])('%s', (_name, c, l, expected) => {
    expect(isPlainInternalClick(c, l, origin)).toBe(expected)
  })
})
