import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False in the server HTML and while React takes it over, true from the render after that (and at
 * once for a component mounted later, e.g. after a client-side navigation). Forms keep their submit
 * button disabled until then: a press on the server-rendered form would otherwise submit it
 * natively, as a GET that puts the shopper's name, e-mail and phone in the URL and reloads the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
