import { describe, expect, it } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { transactionExecutor } from './transaction'

const payloadWith = (db: unknown) => ({ db }) as unknown as Payload
const req = (transactionID?: number | string) => ({ transactionID }) as unknown as PayloadRequest
const handle = { execute: async () => ({ rows: [] }) }

describe('transactionExecutor: the adapter shape it relies on fails loudly when it changes (decision 0306)', () => {
  it('answers null without a transaction: the statement runs on the pool', async () => {
    expect(await transactionExecutor(payloadWith({}), req(), 'test')).toBeNull()
  })

  it("answers the open transaction's drizzle handle", async () => {
    expect(await transactionExecutor(payloadWith({ sessions: { '7': { db: handle } } }), req(7), 'test')).toBe(handle)
  })

  it.each([
    [
      'no sessions map',
      {},
      /no longer keeps its open transactions in payload\.db\.sessions; see docs\/decisions\/0306/,
    ],
    ['a session without a drizzle handle', { sessions: { '7': { tx: handle } } }, /test: .*no drizzle handle.*0306/],
    ['a transaction that is gone', { sessions: {} }, /^test: the transaction of this request is no longer open$/],
  ])('refuses %s', async (_, db, message) => {
    await expect(transactionExecutor(payloadWith(db), req(7), 'test')).rejects.toThrow(message)
  })
})
