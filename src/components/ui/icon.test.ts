import { afterEach, describe, expect, it, vi } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Icon } from './icon'

/** visitor-layer.md section 8: a missing icon name logs a console error and shows a question mark in a circle. */
describe('Icon', () => {
  afterEach(() => vi.restoreAllMocks())

  it.each([['no-such-icon'], [''], [null], ['constructor']])(
    '%j -> the question-mark-in-circle icon, with a console error',
    (name) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const svg = renderToStaticMarkup(createElement(Icon, { name }))
      expect(svg).toContain('data-icon="question-circle"')
      // The circle and the question-mark stroke of the fallback drawing.
      expect(svg).toContain('<circle cx="12" cy="12" r="9">')
      expect(svg).toContain('M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3')
      expect(error).toHaveBeenCalledTimes(1)
    },
  )

  it('a known name draws its own icon without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const svg = renderToStaticMarkup(createElement(Icon, { name: 'car' }))
    expect(svg).toContain('data-icon="car"')
    expect(svg).not.toContain('M9.5 9.5a2.5')
    expect(error).not.toHaveBeenCalled()
  })
})
