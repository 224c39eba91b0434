import { describe, expect, it } from 'vitest'
import { pageMainThreadTasks, summarise } from './main-thread'

const ORIGIN = 'http://127.0.0.1:3100'
const thread = (pid: number, tid: number) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name: 'CrRendererMain' },
})
const task = (pid: number, tid: number, durMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: 1,
  dur: durMs * 1000,
})

describe('pageMainThreadTasks: the page, not another renderer', () => {
  // Process 10 shows the site; process 20 is one of Chromium's own pages and works harder.
  const events = [
    thread(10, 1),
    thread(20, 1),
    task(10, 1, 60),
    task(10, 1, 30),
    task(20, 1, 400),
    {
      name: 'TracingStartedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: 0,
      args: { data: { frames: [{ url: 'about:blank', processId: 20 }] } },
    },
    {
      name: 'FrameCommittedInBrowser',
      ph: 'I',
      pid: 1,
      tid: 1,
      ts: 2,
      args: { data: { url: `${ORIGIN}/cars-for-sale`, processId: 10 } },
    },
  ]

  it.each([
    [
      'the process that committed the site wins over a busier one',
      ORIGIN,
      { busyMs: 90, blockingMs: 10, longestMs: 60, tasks: 2 },
    ],
    [
      'without an origin: the busiest renderer, as before',
      undefined,
      { busyMs: 400, blockingMs: 350, longestMs: 400, tasks: 1 },
    ],
    [
      'an origin the trace never names: the busiest renderer',
      'http://elsewhere',
      { busyMs: 400, blockingMs: 350, longestMs: 400, tasks: 1 },
    ],
  ])('%s', (_label, origin, expected) => {
    expect(summarise(pageMainThreadTasks(events, origin))).toEqual(expected)
  })
})
