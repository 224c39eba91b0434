import { describe, expect, it } from 'vitest'
import { pendingMigrations, readinessAnswer, type ReadinessChecks } from './readiness'

describe('pendingMigrations (issue 35)', () => {
  it.each([
    [['a', 'b', 'c'], ['a', 'b', 'c'], []],
    [['a', 'b', 'c'], ['a', 'b'], ['c']],
    [['a', 'b', 'c'], [], ['a', 'b', 'c']],
    [['a', 'b', 'c'], ['a', 'c'], ['b']],
    // A newer instance ran d during a rolling deploy: this code is still current.
    [['a', 'b'], ['a', 'b', 'd'], []],
    [['a', 'b'], ['a', 'dev'], ['b']],
  ])('shipped %j, applied %j → %j', (shipped, applied, pending) => {
    expect(pendingMigrations(shipped, applied)).toEqual(pending)
  })
})

describe('readinessAnswer (issue 35)', () => {
  const ok = { ok: true } as const
  const all: ReadinessChecks = { database: ok, migrations: ok, inventory: ok }

  it('is 200 when every check passes', () => {
    expect(readinessAnswer(all)).toEqual({
      status: 200,
      body: { ready: true, failing: [], checks: { database: 'ok', migrations: 'ok', inventory: 'ok' } },
    })
  })

  it.each([
    ['database', { ...all, database: { ok: false, reason: 'no answer within 2 s' } }, ['database']],
    ['migrations', { ...all, migrations: { ok: false, reason: '1 pending: x' } }, ['migrations']],
    ['inventory', { ...all, inventory: { ok: false, reason: 'first read not finished' } }, ['inventory']],
    [
      'database and what depends on it',
      {
        database: { ok: false, reason: 'down' },
        migrations: { ok: false, reason: 'not checked' },
        inventory: { ok: false, reason: 'not read' },
      },
      ['database', 'migrations', 'inventory'],
    ],
  ] as const)('is 503 naming the failing check: %s', (_, checks, failing) => {
    const answer = readinessAnswer(checks as ReadinessChecks)
    expect(answer.status).toBe(503)
    expect(answer.body.ready).toBe(false)
    expect(answer.body.failing).toEqual(failing)
    for (const name of failing) expect(answer.body.checks[name]).not.toBe('ok')
  })
})
