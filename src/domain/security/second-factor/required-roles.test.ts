import { describe, expect, it } from 'vitest'
import { rolesRequiringSecondFactor } from './required-roles'

describe('roles requiring a second factor', () => {
  it.each([
    [null, ['admin', 'sales']],
    [{}, ['admin', 'sales']],
    [{ manager: false, marketing: false }, ['admin', 'sales']],
    [{ marketing: true }, ['admin', 'sales', 'marketing']],
    [{ manager: true, marketing: true }, ['admin', 'manager', 'marketing', 'sales']],
    // Only a tick counts; a stray value does not add a role.
    [{ manager: 'yes' }, ['admin', 'sales']],
  ] as const)('reads %j as %j', (setting, roles) => {
    expect([...rolesRequiringSecondFactor(setting as Record<string, unknown> | null)].sort()).toEqual([...roles].sort())
  })
})
