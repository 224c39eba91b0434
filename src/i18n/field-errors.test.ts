import { describe, expect, it } from 'vitest'
import {
  amountUpToMessage,
  MESSAGES,
  vehicleFieldMessage,
  VEHICLE_FIELDS,
  wholeNumberMessage,
} from '@/domain/validation/messages'
import { CATALOGS } from './translate'
import { fieldErrorTexts, localizedFieldError, localizedFieldErrors } from './field-errors'

describe('field errors in the page language', () => {
  it.each([
    [MESSAGES.required, 'Este campo es obligatorio'],
    [MESSAGES.email, 'Escriba un correo electrónico válido'],
    [MESSAGES.phone, 'Escriba un número de teléfono válido'],
    [MESSAGES.firstName, 'Escriba su nombre.'],
    [MESSAGES.date, 'Escriba una fecha válida'],
    [amountUpToMessage(20_000), 'Escriba una cantidad de $0 a $20,000'],
    [wholeNumberMessage(1, 84), 'Escriba un número entero de 1 a 84'],
    [vehicleFieldMessage('make'), 'Escriba la marca del vehículo.'],
    ['A message no schema words', 'A message no schema words'],
  ])('%s', (english, spanish) => expect(localizedFieldError(english, 'es')).toBe(spanish))

  it('English stays the spec’s words', () =>
    expect(localizedFieldError(MESSAGES.required, 'en')).toBe(MESSAGES.required))

  it('every domain message has a key, so none is left in English on a Spanish page', () => {
    const english = [
      ...Object.values(MESSAGES),
      ...VEHICLE_FIELDS.map((f) => vehicleFieldMessage(f)),
      amountUpToMessage(5_000),
      wholeNumberMessage(0, 30),
    ]
    for (const message of english) expect(localizedFieldError(message, 'es'), message).not.toBe(message)
  })

  it('maps a form’s errors field by field', () =>
    expect(localizedFieldErrors({ firstName: MESSAGES.firstName, email: MESSAGES.email }, 'es')).toEqual({
      firstName: 'Escriba su nombre.',
      email: 'Escriba un correo electrónico válido',
    }))

  it('a client form gets the Spanish texts on Spanish pages and nothing on English ones', () => {
    expect(fieldErrorTexts('en')).toEqual({})
    expect(fieldErrorTexts('es')[MESSAGES.required]).toBe(CATALOGS.es['form.error.required'])
  })
})
