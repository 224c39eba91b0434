import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_TAP_LIVE, EARLY_TAP_QUEUE } from '@/domain/early-taps/early-tap-script'
import { goLive } from './early-taps'

/** A stand-in for a button: its attributes and whether it is still in the page. */
function button(name: string, isConnected = true) {
  const attributes = new Set<string>()
  return {
    name,
    isConnected,
    setAttribute: (a: string) => attributes.add(a),
    live: () => attributes.has(EARLY_TAP_LIVE),
  }
}
type Button = ReturnType<typeof button>

/** Held taps on `held`, in that order; then each of `ready` goes live in turn. What was pressed, in order. */
function pressed(held: Button[], ready: Button[]): string[] {
  const presses: string[] = []
  ;(globalThis as { window?: unknown }).window = { [EARLY_TAP_QUEUE]: [...held] }
  for (const b of ready) goLive(b as unknown as Element, () => presses.push(b.name))
  return presses
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window
})

const accept = button('accept all')
const heart = button('heart')
const compare = button('compare')
const gone = button('left the page', false)

describe('goLive: held taps carried out once, in the order made (decision 0296)', () => {
  it.each([
    ['a button with no held tap', [], [heart], []],
    ['a held tap, its button ready', [heart], [heart], ['heart']],
    ['ready in the order tapped', [accept, heart], [accept, heart], ['accept all', 'heart']],
    [
      'the heart ready first waits for the banner tapped before it',
      [accept, heart],
      [heart, accept],
      ['accept all', 'heart'],
    ],
    [
      'three, ready last to first',
      [accept, heart, compare],
      [compare, heart, accept],
      ['accept all', 'heart', 'compare'],
    ],
    ['a tap waiting on a button never ready stays held', [accept, heart], [heart], []],
    ['a tap on a button that left the page is dropped', [gone, heart], [heart], ['heart']],
    ['a button going live twice presses once', [heart], [heart, heart], ['heart']],
  ])('%s', (_name, held, ready, expected) => {
    expect(pressed(held, ready)).toEqual(expected)
    for (const b of ready) expect(b.live()).toBe(true)
  })
})
