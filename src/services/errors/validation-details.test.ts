import { describe, expect, it } from 'vitest'
import type { AfterErrorHookArgs } from 'payload'
import { keepValidationDetails } from './validation-details'

const fieldErrors = {
  global: 'offer-settings',
  errors: [
    { path: 'bringVehicleIn', message: 'Bring the vehicle in: Rule 2 "Hail": tests a question that was deleted' },
  ],
}
/** A ValidationError as the production build throws it: Payload's shape, a minified class name. */
const refusal = Object.assign(new Error('The following field is invalid: bringVehicleIn'), {
  name: 'g',
  status: 400,
  data: fieldErrors,
})
const summary = { errors: [{ message: refusal.message }] }
const args = (error: Error, result: AfterErrorHookArgs['result']) => ({ error, result }) as AfterErrorHookArgs

describe('keepValidationDetails', () => {
  it.each([
    [
      'a refusal whose field messages Payload left out',
      refusal,
      summary,
      { response: { errors: [{ name: 'ValidationError', data: fieldErrors, message: refusal.message }] }, status: 400 },
    ],
    [
      'a refusal Payload already answered with its fields',
      refusal,
      { errors: [{ message: refusal.message, data: fieldErrors }] },
      undefined,
    ],
    ['a GraphQL error (no REST result)', refusal, undefined, undefined],
    [
      'a server error with data (never shown)',
      Object.assign(new Error('boom'), { status: 500, data: fieldErrors }),
      { errors: [{ message: 'Something went wrong.' }] },
      undefined,
    ],
    [
      'a 400 without field messages',
      Object.assign(new Error('bad'), { status: 400, data: { reason: 'x' } }),
      { errors: [{ message: 'bad' }] },
      undefined,
    ],
  ])('%s', async (_, error, result, expected) => {
    expect(await keepValidationDetails(args(error, result))).toEqual(expected)
  })
})
