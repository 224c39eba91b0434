import { describe, expect, it } from 'vitest'
import { fillText } from './fill-text'

describe('fillText', () => {
  it.each([
    ['fills every placeholder', 'Step {step} of {of}', { step: 2, of: 3 }, 'Step 2 of 3'],
    ['keeps a placeholder it has no value for', '{day} at {time}', { day: 'Tue' }, 'Tue at {time}'],
    ['reads no inherited name', 'Hi {toString}', {}, 'Hi {toString}'],
    ['leaves a text without values alone', 'Sort', undefined, 'Sort'],
  ] as const)('%s', (_name, text, values, expected) => expect(fillText(text, values)).toBe(expected))
})
