'use client'
import { useEffect, useState } from 'react'
import { FLOATING_BUTTON_HIGHLIGHT, floatingButtonVisible, type PopupButton } from '@/domain/popups'
import { Icon } from '@/components/ui/icon'

/**
 * Floating side button (visitor-layer.md sections 2, 3 and 9): fixed at the right edge, mid-height;
 * optional icon, hover text and text (config: class, icon, hoverText, text). Hidden while its panel
 * (the popup) is visible; a click asks for the panel. Ten seconds after mounting it is highlighted
 * for 4 seconds. It stays mounted while hidden, so focus can return to it when the popup closes.
 */
export function FloatingSideButton({
  button,
  panelVisible,
  onClick,
}: {
  button: PopupButton
  panelVisible: boolean
  onClick: () => void
}) {
  const [highlighted, setHighlighted] = useState(false)
  useEffect(() => {
    const start = window.setTimeout(() => setHighlighted(true), FLOATING_BUTTON_HIGHLIGHT.delayMs)
    const stop = window.setTimeout(
      () => setHighlighted(false),
      FLOATING_BUTTON_HIGHLIGHT.delayMs + FLOATING_BUTTON_HIGHLIGHT.durationMs,
    )
    return () => {
      window.clearTimeout(start)
      window.clearTimeout(stop)
    }
  }, [])
  const label = button.text || button.hoverText || 'Open offer'
  return (
    <button
      type="button"
      className={['floating-side-button', highlighted ? 'floating-side-button--highlight' : '', button.class ?? '']
        .filter(Boolean)
        .join(' ')}
      hidden={!floatingButtonVisible(panelVisible)}
      aria-haspopup="dialog"
      aria-label={button.hoverText && button.text ? `${button.text}: ${button.hoverText}` : label}
      title={button.hoverText}
      data-testid="floating-side-button"
      data-highlighted={highlighted ? 'true' : undefined}
      onClick={onClick}
    >
      {button.icon ? <Icon name={button.icon} size={20} /> : null}
      {button.text ? <span className="floating-side-button__text">{button.text}</span> : null}
      {button.hoverText ? (
        <span className="floating-side-button__hover" aria-hidden="true">
          {button.hoverText}
        </span>
      ) : null}
    </button>
  )
}
