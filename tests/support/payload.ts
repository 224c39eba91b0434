import type { Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** The Local API on the run's test database (see int-setup.ts). */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
    return getPayload({ config })
  })()
  return instance
}
