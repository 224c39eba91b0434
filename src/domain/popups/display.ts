/**
 * Presentation decisions for a popup (visitor-layer.md sections 2, 3 and 9).
 */
import { MOBILE_MAX_WIDTH_PX } from './constants'
import type { PopupDefinition } from './types'

/** Section 9 "Mobile is a window width below 640 px". */
export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_MAX_WIDTH_PX
}

/** settings.position is a string or { mobile, desktop } (section 3); defaults to 'center'. */
export function popupPosition(popup: PopupDefinition, viewportWidth: number): string {
  const position = popup.settings?.position
  if (typeof position === 'string') return position
  const byDevice = isMobileWidth(viewportWidth) ? position?.mobile : position?.desktop
  return byDevice ?? 'center'
}

/**
 * The close button is optional (section 2); Escape and an outside click close the popup only when
 * it is allowed. The top-level closeButton wins over settings.closeButton; absent both, a visitor
 * can close it (a popup that cannot be dismissed must say so explicitly).
 */
export function closeAllowed(popup: PopupDefinition): boolean {
  return popup.closeButton ?? popup.settings?.closeButton ?? true
}

/** background.modal dims and blocks the page behind (section 3 "background (modal flag)"). */
export function isModal(popup: PopupDefinition): boolean {
  return popup.background?.modal ?? true
}

/**
 * component.data.style (section 3) as React style entries: 'max-width: 420px; background: #fff'
 * -> { maxWidth: '420px', background: '#fff' }. Declarations without a colon are dropped; custom
 * properties (--x) keep their name.
 */
export function parseInlineStyle(style: string | Readonly<Record<string, string>> | undefined): Record<string, string> {
  if (!style) return {}
  if (typeof style !== 'string') return { ...style }
  const out: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':')
    if (at <= 0) continue
    const property = declaration.slice(0, at).trim()
    const value = declaration.slice(at + 1).trim()
    if (!property || !value) continue
    const key = property.startsWith('--')
      ? property
      : property.toLowerCase().replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())
    out[key] = value
  }
  return out
}
