import { describe, expect, it } from 'vitest'
import {
  initialPopupState,
  isVisible,
  pendingWaits,
  popupReducer,
  showButton,
  type PopupEffect,
  type PopupEvent,
  type PopupState,
  type PopupStatus,
} from './lifecycle'
import type { PopupDefinition, SubmittedStep } from './types'

const def = (over: Partial<PopupDefinition> = {}): PopupDefinition => ({
  id: 'p',
  component: { type: 'html', data: {} },
  conditions: [{}, { timer: 10 }, { tagQuery: '#t', itemClicked: '.b' }, { timer: 10, tagQuery: '#x' }],
  ...over,
})

function run(popup: PopupDefinition, events: PopupEvent[]): { state: PopupState; effects: PopupEffect[] } {
  let state = initialPopupState(popup)
  let effects: PopupEffect[] = []
  for (const event of events) ({ state, effects } = popupReducer(state, event))
  return { state, effects }
}

const evaluated = (...conditionIndexes: number[]): PopupEvent => ({ type: 'evaluated', conditionIndexes })

describe('activation (section 4)', () => {
  it.each<[string, Partial<PopupDefinition>, PopupEvent[], PopupStatus]>([
    ['starts inactive', {}, [], 'inactive'],
    ['no candidate condition stays inactive', {}, [evaluated()], 'inactive'],
    ['a condition without waits activates at once', {}, [evaluated(0)], 'active'],
    ['a timer keeps it inactive', {}, [evaluated(1)], 'inactive'],
    ['until the timer elapsed', {}, [evaluated(1), { type: 'timerElapsed', conditionIndex: 1 }], 'active'],
    ['a stale timer is ignored', {}, [evaluated(2), { type: 'timerElapsed', conditionIndex: 1 }], 'inactive'],
    ['tag and click both needed', {}, [evaluated(2), { type: 'tagVisible', conditionIndex: 2 }], 'inactive'],
    [
      'tag and click satisfied',
      {},
      [evaluated(2), { type: 'tagVisible', conditionIndex: 2 }, { type: 'itemClicked', conditionIndex: 2 }],
      'active',
    ],
    [
      'an elapsed timer survives re-evaluation',
      {},
      [
        evaluated(3),
        { type: 'timerElapsed', conditionIndex: 3 },
        evaluated(3),
        { type: 'tagVisible', conditionIndex: 3 },
      ],
      'active',
    ],
    [
      'a seen tag does not survive re-evaluation',
      {},
      [
        evaluated(3),
        { type: 'tagVisible', conditionIndex: 3 },
        evaluated(3),
        { type: 'timerElapsed', conditionIndex: 3 },
      ],
      'inactive',
    ],
    ['out-of-range indexes are ignored', {}, [evaluated(7, -1)], 'inactive'],
    ['a button keeps it hidden', { button: { text: 'Offer' } }, [evaluated(0)], 'inactive'],
    [
      'until the button is triggered',
      { button: { text: 'Offer' } },
      [evaluated(0), { type: 'buttonTriggered' }],
      'active',
    ],
    [
      'a button press before any condition does nothing',
      { button: { text: 'Offer' } },
      [{ type: 'buttonTriggered' }, evaluated(1)],
      'inactive',
    ],
  ])('%s', (_name, over, events, status) => {
    expect(run(def(over), events).state.status).toBe(status)
  })

  it('lists what the runtime must still watch', () => {
    const { state } = run(def(), [evaluated(1, 2), { type: 'tagVisible', conditionIndex: 2 }])
    expect(pendingWaits(state)).toEqual([
      { conditionIndex: 1, timerSeconds: 10 },
      { conditionIndex: 2, itemClicked: '.b' },
    ])
  })

  it.each<[string, Partial<PopupDefinition>, PopupEvent[], boolean, boolean]>([
    ['button shown once satisfied', { button: { text: 'x' } }, [evaluated(0)], true, false],
    ['button hidden while open', { button: { text: 'x' } }, [evaluated(0), { type: 'buttonTriggered' }], false, true],
    [
      'button back after closing',
      { button: { text: 'x' } },
      [evaluated(0), { type: 'buttonTriggered' }, { type: 'close' }],
      true,
      false,
    ],
    ['no button without one', {}, [evaluated(0)], false, true],
  ])('%s', (_name, over, events, button, visible) => {
    const { state } = run(def(over), events)
    expect(showButton(state)).toBe(button)
    expect(isVisible(state)).toBe(visible)
  })
})

describe('closing (sections 2 and 4)', () => {
  it.each<[string, Partial<PopupDefinition>, PopupEvent[], PopupStatus]>([
    ['close makes it inactive', {}, [evaluated(0), { type: 'close' }], 'inactive'],
    [
      'close clears progress until the next evaluation',
      {},
      [evaluated(0), { type: 'close' }, { type: 'timerElapsed', conditionIndex: 0 }],
      'inactive',
    ],
    [
      'Escape closes when the close button is allowed',
      {},
      [evaluated(0), { type: 'dismiss', via: 'escape' }],
      'inactive',
    ],
    [
      'outside click ignored without a close button',
      { closeButton: false },
      [evaluated(0), { type: 'dismiss', via: 'outside' }],
      'active',
    ],
    [
      'settings.closeButton false also blocks',
      { settings: { closeButton: false } },
      [evaluated(0), { type: 'dismiss', via: 'escape' }],
      'active',
    ],
    ['a programmatic close always works', { closeButton: false }, [evaluated(0), { type: 'close' }], 'inactive'],
  ])('%s', (_name, over, events, status) => {
    expect(run(def(over), events).state.status).toBe(status)
  })
})

describe('submit (section 4)', () => {
  const payload = { user: { email: 'a@b.co' } }
  it.each<[string, SubmittedStep | undefined, PopupStatus, PopupEffect[]]>([
    [
      'no submitted step: closes and is finished',
      undefined,
      'finished',
      [{ type: 'close' }, { type: 'markFinished', id: 'p' }],
    ],
    [
      'e-mail, event and timed close (lead form, 5 s)',
      { EMAIL: 'CONTACT_USER_LEAD', trackEvent: 'Contact', timeoutClose: 5 },
      'submitted',
      [
        { type: 'sendEmail', template: 'CONTACT_USER_LEAD', payload },
        { type: 'trackEvent', name: 'Contact', payload },
        { type: 'markFinished', id: 'p' },
        { type: 'closeAfter', seconds: 5 },
      ],
    ],
    [
      'close right away',
      { close: true, timeoutClose: 5 },
      'finished',
      [{ type: 'markFinished', id: 'p' }, { type: 'close' }],
    ],
    [
      'redirect wins over close',
      { redirect: '/auto-financing', close: true },
      'submitted',
      [
        { type: 'markFinished', id: 'p' },
        { type: 'redirect', url: '/auto-financing' },
      ],
    ],
    [
      'submitted view stays until closed',
      { innerComponent: 'Thanks' },
      'submitted',
      [{ type: 'markFinished', id: 'p' }],
    ],
  ])('%s', (_name, submitted, status, effects) => {
    const result = run(def({ submitted }), [evaluated(0), { type: 'submit', payload }])
    expect(result.state.status).toBe(status)
    expect(result.effects).toEqual(effects)
  })

  it.each<[string, PopupEvent[], PopupStatus]>([
    ['closing the submitted view finishes it', [evaluated(0), { type: 'submit' }, { type: 'close' }], 'finished'],
    ['finished ignores everything', [evaluated(0), { type: 'submit' }, { type: 'close' }, evaluated(0)], 'finished'],
    ['submit while inactive is ignored', [{ type: 'submit' }], 'inactive'],
  ])('%s', (_name, events, status) => {
    expect(run(def({ submitted: { timeoutClose: 5 } }), events).state.status).toBe(status)
  })
})
