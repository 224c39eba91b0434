import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DisplayDate } from './display-date'

/** visitor-layer.md section 8: an unparseable date shows 'Invalid date' and logs a warning. */
describe('DisplayDate', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([['not a date'], [''], [null]])('%j -> Invalid date, with a console warning', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(renderToStaticMarkup(createElement(DisplayDate, { value }))).toBe('<span>Invalid date</span>')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a readable date is a <time> in words, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(renderToStaticMarkup(createElement(DisplayDate, { value: '2026-10-01T00:00:00.000Z' }))).toBe(
      '<time dateTime="2026-10-01T00:00:00.000Z">October 1, 2026</time>',
    )
    expect(warn).not.toHaveBeenCalled()
  })
})
