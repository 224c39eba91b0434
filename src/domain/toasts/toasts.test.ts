import { describe, expect, it } from 'vitest'
import { TOAST_DEFAULTS, TOAST_SEVERITIES, toastBehaviour } from './toasts'

// visitor-layer.md sections 3 and 9: severities, life 5000 ms, top-right, 20 px offset, leave 0.45 s, closable.
describe('toast constants', () => {
  it('match the spec', () => {
    expect(TOAST_SEVERITIES).toEqual(['info', 'success', 'warn', 'error', 'secondary', 'contrast'])
    expect(TOAST_DEFAULTS).toMatchObject({
      position: 'top-right',
      offsetPx: 20,
      lifeMs: 5000,
      leaveMs: 450,
      closable: true,
    })
  })
})

describe('toastBehaviour', () => {
  it.each([
    [
      'success with defaults',
      { kind: 'success' },
      { severity: 'success', lifeMs: 5000, closable: true, group: null, role: 'status' },
    ],
    [
      'error interrupts',
      { kind: 'error' },
      { severity: 'error', lifeMs: 5000, closable: true, group: null, role: 'alert' },
    ],
    [
      'warn interrupts',
      { kind: 'warn' },
      { severity: 'warn', lifeMs: 5000, closable: true, group: null, role: 'alert' },
    ],
    [
      'contrast, own life, not closable, grouped',
      { kind: 'contrast', life: 8000, closable: false, group: 'unlock' },
      { severity: 'contrast', lifeMs: 8000, closable: false, group: 'unlock', role: 'status' },
    ],
    [
      'secondary',
      { kind: 'secondary' },
      { severity: 'secondary', lifeMs: 5000, closable: true, group: null, role: 'status' },
    ],
    [
      'unknown severity is info',
      { kind: 'danger' },
      { severity: 'info', lifeMs: 5000, closable: true, group: null, role: 'status' },
    ],
    [
      'unusable life is 5000 ms',
      { kind: 'info', life: -1 },
      { severity: 'info', lifeMs: 5000, closable: true, group: null, role: 'status' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(toastBehaviour(input)).toEqual(expected)
  })
})
