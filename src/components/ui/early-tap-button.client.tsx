'use client'
import { useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react'
import { EARLY_TAP_ATTRIBUTE } from '@/domain/early-taps/early-tap-script'
import { goLive } from '@/client/early-taps'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  /** Whether a press now does what it should (a heart waits for the consent in force). */
  ready: boolean
  onPress: () => void
}

/**
 * A button whose tap before the page's scripts ran is carried out once it is `ready`, instead of
 * being lost (decision 0296; the inline script in src/domain/early-taps holds it until then).
 * Until ready, taps keep being held, so none reaches a component that cannot act on it yet. A
 * held tap may be carried out after a later render (it waits for the taps before it), so `onPress`
 * must act on the state as it is then, not as it was when the button was drawn.
 */
export function EarlyTapButton({ ready, onPress, ...props }: Props) {
  const ref = useRef<HTMLButtonElement>(null)
  const press = useRef(onPress)
  useLayoutEffect(() => {
    press.current = onPress
  })
  useLayoutEffect(() => {
    if (ready && ref.current) goLive(ref.current, () => press.current())
  }, [ready])
  return <button ref={ref} type="button" {...{ [EARLY_TAP_ATTRIBUTE]: '' }} {...props} onClick={onPress} />
}
