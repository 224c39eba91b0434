import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { DEMO_USERS } from '@/seed/data/users'
import { expectWrongPassword } from '../support/refusals'

async function userByRole(role: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1 })
  return { ...docs[0], collection: 'users' as const }
}

describe('roles (issue 2)', () => {
  it('seeds one demo user per role', async () => {
    const payload = await testPayload()
    const { docs } = await payload.find({ collection: 'users', limit: 10, sort: 'email' })
    expect(docs.map((u) => u.role).sort()).toEqual(['admin', 'manager', 'marketing', 'sales'])
    expect(docs.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort())
  })

  it.each([
    ['marketing', 'locations', true],
    ['sales', 'locations', false],
    ['manager', 'locations', false],
    ['marketing', 'promotions', true],
    ['sales', 'promotions', false],
    ['manager', 'vehicles', true],
    ['marketing', 'vehicles', true],
    ['sales', 'vehicles', false],
  ] as const)('%s may update %s: %s', async (role, collection, allowed) => {
    const payload = await testPayload()
    const user = await userByRole(role)
    const { docs } = await payload.find({ collection, limit: 1, depth: 0 })
    const attempt = payload.update({ collection, id: docs[0].id, data: {}, user, overrideAccess: false, depth: 0 })
    if (allowed) await expect(attempt).resolves.toBeTruthy()
    else await expect(attempt).rejects.toThrow(/not allowed/i)
  })

  it.each([
    ['admin', true],
    ['manager', false],
    ['marketing', false],
    ['sales', false],
  ] as const)('%s may create users: %s', async (role, allowed) => {
    const payload = await testPayload()
    const user = await userByRole(role)
    const attempt = payload.create({
      collection: 'users',
      data: { email: `new-${role}-${Date.now()}@dealership.local`, password: 'a-long-password-1', role: 'sales' },
      user,
      overrideAccess: false,
    })
    if (allowed) {
      const created = await attempt
      expect(created.email).toMatch(/^new-admin-/)
      await payload.delete({ collection: 'users', id: created.id, overrideAccess: true })
    } else await expect(attempt).rejects.toThrow(/not allowed/i)
  })

  it('lets only managers (and admins) edit the dealership profile', async () => {
    const payload = await testPayload()
    for (const [role, allowed] of [
      ['manager', true],
      ['marketing', false],
      ['sales', false],
    ] as const) {
      const attempt = payload.updateGlobal({
        slug: 'dealership-settings',
        data: {},
        user: await userByRole(role),
        overrideAccess: false,
      })
      if (allowed) await expect(attempt).resolves.toBeTruthy()
      else await expect(attempt).rejects.toThrow(/not allowed/i)
    }
  })

  it('hides sold vehicles from anonymous readers', async () => {
    const payload = await testPayload()
    const all = await payload.count({ collection: 'vehicles' })
    const publicCount = await payload.count({ collection: 'vehicles', overrideAccess: false })
    const sold = await payload.count({ collection: 'vehicles', where: { status: { not_equals: 'available' } } })
    expect(publicCount.totalDocs).toBe(all.totalDocs - sold.totalDocs)
  })

  it('locks an account after five wrong passwords', async () => {
    const payload = await testPayload()
    const email = `lockout-${Date.now()}@dealership.local`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'right-password-1', role: 'sales' },
    })
    try {
      for (let i = 0; i < 5; i++) {
        await expectWrongPassword(payload.login({ collection: 'users', data: { email, password: 'wrong' } }))
      }
      await expect(
        payload.login({ collection: 'users', data: { email, password: 'right-password-1' } }),
      ).rejects.toThrow(/locked/i)
    } finally {
      await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
    }
  })
})
