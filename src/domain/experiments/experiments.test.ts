import { describe, expect, it } from 'vitest'
import {
  assignVariant,
  bucketPoint,
  evaluateExperiments,
  experimentFromDoc,
  fnv1a32,
  matchesTargeting,
  needsFetch,
  nextStatus,
  pickVariant,
  validateVariantWeights,
  validExposures,
  type Experiment,
  type ExperimentUser,
} from '.'

const variant = (name: string, weight: number, extra: Partial<Experiment['variants'][number]> = {}) => ({
  name,
  weight,
  settings: {},
  popups: [],
  hiddenPopups: [],
  langs: {},
  ...extra,
})
const user = (userID: string, over: Partial<ExperimentUser> = {}): ExperimentUser => ({ userID, custom: {}, ...over })
const noTargeting = { urlParams: [], companies: [] }

describe('fnv1a32', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash)
  })
})

describe('pickVariant (weights)', () => {
  const variants = [variant('a', 25), variant('off', 0), variant('b', 75)]
  it.each([
    [0, 'a'],
    [0.2499, 'a'],
    [0.25, 'b'],
    [0.9999, 'b'],
  ])('point %d -> %s', (point, name) => {
    expect(pickVariant(variants, point)?.name).toBe(name)
  })
  it('no weight: nobody is bucketed', () => {
    expect(pickVariant([variant('a', 0)], 0.5)).toBeNull()
  })
})

describe('assignVariant (deterministic by uniqueUserId)', () => {
  const exp: Experiment = {
    name: 'hero',
    variants: [variant('control', 50), variant('test', 50)],
    targeting: noTargeting,
  }
  it('the same user always gets the same variant', () => {
    const first = assignVariant(exp, user('u-1'))
    for (let i = 0; i < 5; i++) expect(assignVariant(exp, user('u-1'))).toEqual(first)
  })
  it('splits users roughly by weight', () => {
    const counts = { control: 0, test: 0 }
    for (let i = 0; i < 4000; i++) counts[assignVariant(exp, user(`user-${i}`))!.variant as 'control' | 'test'] += 1
    expect(counts.control / 4000).toBeGreaterThan(0.45)
    expect(counts.control / 4000).toBeLessThan(0.55)
  })
  it('different experiments bucket independently', () => {
    expect(bucketPoint('a', 'u-1')).not.toBe(bucketPoint('b', 'u-1'))
  })
  it('no user id: not in the experiment', () => {
    expect(assignVariant(exp, user(''))).toBeNull()
  })
})

describe('matchesTargeting (URL parameters and company)', () => {
  it.each([
    ['no targeting', noTargeting, user('u'), true],
    [
      'param with value matches',
      { urlParams: [{ param: 'utm_source', value: 'google' }], companies: [] },
      user('u', { custom: { utm_source: 'google' } }),
      true,
    ],
    [
      'param with other value',
      { urlParams: [{ param: 'utm_source', value: 'google' }], companies: [] },
      user('u', { custom: { utm_source: 'bing' } }),
      false,
    ],
    [
      'param any value',
      { urlParams: [{ param: 'gclid', value: null }], companies: [] },
      user('u', { custom: { gclid: 'x' } }),
      true,
    ],
    ['param missing', { urlParams: [{ param: 'gclid', value: null }], companies: [] }, user('u'), false],
    ['company listed', { urlParams: [], companies: ['peoria'] }, user('u', { companyID: 'peoria' }), true],
    ['company not listed', { urlParams: [], companies: ['peoria'] }, user('u', { companyID: 'moline' }), false],
    ['no company chosen', { urlParams: [], companies: ['peoria'] }, user('u'), false],
  ])('%s', (_name, targeting, u, expected) => {
    expect(matchesTargeting(targeting, u)).toBe(expected)
  })
})

describe('evaluateExperiments (settings, popups, langs merged)', () => {
  it('merges the variant of every experiment the user is in; targeted-out experiments change nothing', () => {
    const experiments: Experiment[] = [
      {
        name: 'one',
        variants: [variant('only', 1, { settings: { a: 1, b: 1 }, popups: ['p1'], langs: { 'x.y': 'One' } })],
        targeting: noTargeting,
      },
      {
        name: 'two',
        variants: [variant('only', 1, { settings: { b: 2 }, popups: ['p1', 'p2'], hiddenPopups: ['site-offer'] })],
        targeting: noTargeting,
      },
      {
        name: 'three',
        variants: [variant('only', 1, { settings: { c: 3 } })],
        targeting: { urlParams: [{ param: 'utm_source', value: 'x' }], companies: [] },
      },
    ]
    expect(evaluateExperiments(experiments, user('u'))).toEqual({
      assignments: [
        { experiment: 'one', variant: 'only' },
        { experiment: 'two', variant: 'only' },
      ],
      settings: { a: 1, b: 2 },
      popups: ['p1', 'p2'],
      hiddenPopups: ['site-offer'],
      langs: { 'x.y': 'One' },
    })
  })
})

describe('experiments client states (section 4)', () => {
  it.each([
    ['no experiments: Ready at once', 'Uninitialized', { type: 'init', experimentCount: 0 }, 'Ready'],
    ['some: Loading', 'Uninitialized', { type: 'init', experimentCount: 2 }, 'Loading'],
    ['loaded: Ready', 'Loading', { type: 'loaded' }, 'Ready'],
    ['failed: Ready with defaults', 'Loading', { type: 'failed' }, 'Ready'],
    ['init twice changes nothing', 'Ready', { type: 'init', experimentCount: 3 }, 'Ready'],
    ['a late load before init changes nothing', 'Uninitialized', { type: 'loaded' }, 'Uninitialized'],
  ] as const)('%s', (_name, from, event, to) => {
    expect(nextStatus(from, event)).toBe(to)
  })
  it('fetches only when there are experiments', () => {
    expect([needsFetch(0), needsFetch(1)]).toEqual([false, true])
  })
})

describe('validateVariantWeights (admin)', () => {
  it.each([
    [[], 'Add at least one variant.'],
    [
      [
        { name: 'a', weight: 1 },
        { name: 'a', weight: 1 },
      ],
      'Each variant needs its own name.',
    ],
    [[{ name: 'a', weight: 0 }], 'At least one variant needs a weight above 0.'],
    [
      [
        { name: 'a', weight: 0 },
        { name: 'b', weight: 10 },
      ],
      true,
    ],
  ])('%j', (rows, expected) => {
    expect(validateVariantWeights(rows)).toBe(expected)
  })
})

describe('experimentFromDoc', () => {
  it('keeps popups by popupId and string texts only', () => {
    expect(
      experimentFromDoc({
        name: 'x',
        variants: [
          {
            name: 'v',
            weight: 3,
            settings: { a: 1 },
            popups: [{ popupId: 'p1' }, 7],
            hiddenPopups: [{ popupId: 'p9' }],
            langs: { k: 'v', n: 1 },
          },
        ],
        targeting: { urlParams: [{ param: 'utm_source', value: '' }], companies: ['peoria'] },
      }),
    ).toEqual({
      name: 'x',
      variants: [{ name: 'v', weight: 3, settings: { a: 1 }, popups: ['p1'], hiddenPopups: ['p9'], langs: { k: 'v' } }],
      targeting: { urlParams: [{ param: 'utm_source', value: null }], companies: ['peoria'] },
    })
  })
})

describe('validExposures (issue 15)', () => {
  const active = [
    { name: 'hero', variants: [{ name: 'control' }, { name: 'b' }], targeting: { urlParams: [], companies: [] } },
  ] as unknown as Experiment[]
  it.each<[string, unknown, { experiment: string; variant: string }[]]>([
    ['a shown variant', [{ experiment: 'hero', variant: 'b' }], [{ experiment: 'hero', variant: 'b' }]],
    ['an unknown experiment', [{ experiment: 'nope', variant: 'b' }], []],
    ['an unknown variant', [{ experiment: 'hero', variant: 'z' }], []],
    [
      'two variants of one experiment: the first',
      [
        { experiment: 'hero', variant: 'control' },
        { experiment: 'hero', variant: 'b' },
      ],
      [{ experiment: 'hero', variant: 'control' }],
    ],
    ['not a list', { experiment: 'hero', variant: 'b' }, []],
    ['wrong types', [{ experiment: 1, variant: null }, 'x'], []],
  ])('%s', (_label, claimed, expected) => expect(validExposures(claimed, active)).toEqual(expected))
})
