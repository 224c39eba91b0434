import { afterEach, describe, expect, it } from 'vitest'
import type { DatabaseAdapterObj, Payload } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { withHandledInitializing } from './handled-initializing'

/** An adapter object whose instance's `initializing` settles as given, as Payload's does on connect. */
function fakeAdapter(settle: 'reject' | 'resolve') {
  const instance = {
    initializing: settle === 'reject' ? Promise.reject() : Promise.resolve(),
    name: 'postgres',
  } as unknown as PostgresAdapter
  const adapter = {
    defaultIDType: 'number',
    name: 'postgres',
    init: () => instance,
  } as DatabaseAdapterObj<PostgresAdapter>
  return { adapter, instance }
}

const unhandled: unknown[] = []
const listener = (reason: unknown) => void unhandled.push(reason ?? 'undefined')

afterEach(() => {
  process.off('unhandledRejection', listener)
  unhandled.length = 0
})

/** Lets Node decide which rejections went unhandled (it reports them after the microtask queue). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('withHandledInitializing', () => {
  it.each([
    ['the bare adapter, when connect fails', false, 'reject', 1],
    ['the wrapped adapter, when connect fails', true, 'reject', 0],
    ['the wrapped adapter, when connect succeeds', true, 'resolve', 0],
  ] as const)('%s: %i unhandled rejections', async (_case, wrapped, outcome, expected) => {
    process.on('unhandledRejection', listener)
    const { adapter, instance } = fakeAdapter(outcome)
    const used = wrapped ? withHandledInitializing(adapter) : adapter
    const made = used.init({ payload: {} as Payload })
    expect(made).toBe(instance)
    expect(used.defaultIDType).toBe('number')
    await settle()
    expect(unhandled).toHaveLength(expected)
  })
})
