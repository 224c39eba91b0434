import { describe, expect, it } from 'vitest'
import { missingCustomerDataRoles, rolesRequiringSecondFactor } from './required-roles'

describe('roles requiring a second factor', () => {
  it.each([
    [['admin', 'sales'], []],
    [['admin', 'sales', 'manager', 'marketing'], []],
    [['admin'], ['sales']],
    [['manager'], ['admin', 'sales']],
    [[], ['admin', 'sales']],
  ] as const)('setting %j misses %j', (selected, missing) => {
    expect(missingCustomerDataRoles(selected)).toEqual(missing)
  })

  it.each([
    [null, ['admin', 'sales']],
    [[], ['admin', 'sales']],
    [['marketing'], ['admin', 'sales', 'marketing']],
  ] as const)('reads %j as %j', (setting, roles) => {
    expect([...rolesRequiringSecondFactor(setting)].sort()).toEqual([...roles].sort())
  })
})
