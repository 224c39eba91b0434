/**
 * Floating side button (visitor-layer.md sections 2 and 9): "Ten seconds after mounting it is
 * highlighted for 4 seconds, then returns to normal"; shown only while its panel is not visible.
 */
export const FLOATING_BUTTON_HIGHLIGHT = { delayMs: 10_000, durationMs: 4_000 } as const

export function buttonHighlighted(msSinceMount: number): boolean {
  const { delayMs, durationMs } = FLOATING_BUTTON_HIGHLIGHT
  return msSinceMount >= delayMs && msSinceMount < delayMs + durationMs
}

export function floatingButtonVisible(panelVisible: boolean): boolean {
  return !panelVisible
}
