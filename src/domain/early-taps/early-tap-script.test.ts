import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { EARLY_TAP_ATTRIBUTE, EARLY_TAP_LIVE, EARLY_TAP_QUEUE, EARLY_TAP_SCRIPT } from './early-tap-script'

/** A stand-in for a DOM element: its attributes, and `closest` over its ancestors. */
class Node {
  constructor(
    readonly name: string,
    readonly attributes: Record<string, string> = {},
    readonly parent: Node | null = null,
    readonly disabled = false,
  ) {}
  hasAttribute(attribute: string): boolean {
    return attribute in this.attributes
  }
  closest(selector: string): Node | null {
    const attribute = /^\[([\w-]+)\]$/.exec(selector)?.[1]
    if (!attribute) throw new Error(`unexpected selector ${selector}`)
    return this.hasAttribute(attribute) ? this : (this.parent?.closest(selector) ?? null)
  }
}

/** Runs the inline script in a window of its own, then taps each target; what was held, and what went on. */
function tap(...targets: Node[]): { held: string[]; passedOn: string[] } {
  let listener: ((event: unknown) => void) | null = null
  const window: Record<string, unknown> = {
    addEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
      expect([type, capture]).toEqual(['click', true])
      listener = fn
    },
  }
  window.window = window
  runInNewContext(EARLY_TAP_SCRIPT, window)
  const passedOn: string[] = []
  for (const target of targets) {
    let stopped = false
    listener!({ target, preventDefault: () => undefined, stopPropagation: () => (stopped = true) })
    if (!stopped) passedOn.push(target.name)
  }
  return { held: (window[EARLY_TAP_QUEUE] as Node[]).map((n) => n.name), passedOn }
}

const marked = { [EARLY_TAP_ATTRIBUTE]: '' }
const accept = new Node('accept', marked)
const heartIcon = new Node('heart icon', {}, new Node('heart', marked))
const live = new Node('live', { ...marked, [EARLY_TAP_LIVE]: '' })
const link = new Node('link')
const leaving = new Node('leaving', marked, null, true)

describe('the inline early-tap script (decision 0296)', () => {
  it.each([
    ['a marked button', [accept], ['accept'], []],
    ['the icon inside a marked button: the button is held', [heartIcon], ['heart'], []],
    ['a marked button whose component is ready: its tap goes on', [live], [], ['live']],
    ['a link or any unmarked element: its tap goes on', [link], [], ['link']],
    ['a disabled button', [leaving], [], ['leaving']],
    ['the same button twice: held once', [accept, accept], ['accept'], []],
    ['two buttons: held in order', [heartIcon, accept, link], ['heart', 'accept'], ['link']],
  ])('%s', (_name, targets, held, passedOn) => {
    expect(tap(...targets)).toEqual({ held, passedOn })
  })
})
