import { describe, expect, it } from 'vitest'
import { POPUP_Z_INDEX } from './constants'
import { closeAllowed, isMobileWidth, isModal, parseInlineStyle, popupPosition } from './display'
import type { PopupDefinition } from './types'

const def = (over: Partial<PopupDefinition>): PopupDefinition => ({
  id: 'p',
  conditions: [],
  component: { type: 'html', data: {} },
  ...over,
})

describe('display', () => {
  it('z-index constants (section 9)', () => {
    expect(POPUP_Z_INDEX).toEqual({ modal: 1100, overlay: 1000 })
  })

  it.each([
    [639, true],
    [640, false],
    [1024, false],
  ])('width %s mobile %s', (width, expected) => {
    expect(isMobileWidth(width)).toBe(expected)
  })

  it.each<[PopupDefinition['settings'], number, string]>([
    [undefined, 400, 'center'],
    [{ position: 'top' }, 400, 'top'],
    [{ position: { mobile: 'bottom', desktop: 'right' } }, 400, 'bottom'],
    [{ position: { mobile: 'bottom', desktop: 'right' } }, 1200, 'right'],
    [{ position: { mobile: 'bottom' } }, 1200, 'center'],
  ])('position %j at %s px -> %s', (settings, width, expected) => {
    expect(popupPosition(def({ settings }), width)).toBe(expected)
  })

  it.each<[Partial<PopupDefinition>, boolean]>([
    [{}, true],
    [{ closeButton: false }, false],
    [{ settings: { closeButton: false } }, false],
    [{ closeButton: true, settings: { closeButton: false } }, true],
  ])('closeAllowed %j -> %s', (over, expected) => {
    expect(closeAllowed(def(over))).toBe(expected)
  })

  it.each<[Partial<PopupDefinition>, boolean]>([
    [{}, true],
    [{ background: { modal: false } }, false],
  ])('isModal %j -> %s', (over, expected) => {
    expect(isModal(def(over))).toBe(expected)
  })
})

describe('parseInlineStyle', () => {
  it.each<[Parameters<typeof parseInlineStyle>[0], Record<string, string>]>([
    [undefined, {}],
    ['', {}],
    ['max-width: 420px; background: #fff7ed', { maxWidth: '420px', background: '#fff7ed' }],
    ['--accent: red;;broken; color:', { '--accent': 'red' }],
    ['background: url(data:x)', { background: 'url(data:x)' }],
    [{ color: 'red' }, { color: 'red' }],
  ])('%j -> %j', (style, expected) => {
    expect(parseInlineStyle(style)).toEqual(expected)
  })
})
