import { describe, expect, it } from 'vitest'
import { withToast, type QueuedToast } from './queue'

const toast = (id: number, title: string, description = 'Please fill info about yourself.', kind = 'error') => ({
  id,
  kind,
  title,
  description,
})
const ids = (list: QueuedToast[]) => list.map((t) => t.id)

describe('toasts on screen: one of each message, at most three', () => {
  it.each([
    ['the first toast is shown', [], toast(1, 'Something went wrong'), [1]],
    ['a different message stacks below', [toast(1, 'Saved')], toast(2, 'Something went wrong'), [1, 2]],
    [
      'the same message again replaces the earlier one (its life starts over)',
      [toast(1, 'Something went wrong'), toast(2, 'Saved')],
      toast(3, 'Something went wrong'),
      [2, 3],
    ],
    [
      'the same summary with another detail is another message',
      [toast(1, 'Something went wrong')],
      toast(2, 'Something went wrong', 'Please try again later.'),
      [1, 2],
    ],
    [
      'the same words at another severity are another message',
      [toast(1, 'Heads up', 'x', 'info')],
      toast(2, 'Heads up', 'x', 'warn'),
      [1, 2],
    ],
    ['at most three: the oldest leaves first', [toast(1, 'a'), toast(2, 'b'), toast(3, 'c')], toast(4, 'd'), [2, 3, 4]],
  ] as const)('%s', (_name, shown, next, expected) => {
    expect(ids(withToast([...shown], next))).toEqual(expected)
  })
})
