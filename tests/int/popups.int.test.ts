/**
 * The popups collection (issue 8): marketing and managers edit, sales cannot; the public runtime
 * reads only published, switched-on popups; the seeded built-ins arrive in the engine's shape.
 */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { popupFromDoc, seededPopupDocs } from '@/domain/popups'

async function asRole(role: string) {
  const payload = await testPayload()
  const res = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, depth: 0 })
  return { ...res.docs[0], collection: 'users' as const }
}

const sample = (popupId: string) => ({
  name: `Test ${popupId}`,
  popupId,
  conditions: [{ timer: 5 }],
  component: { type: 'html' as const, title: 'Hello', html: '<p>Hi</p>' },
})

async function publicIds(): Promise<string[]> {
  const payload = await testPayload()
  const res = await payload.find({
    collection: 'popups',
    overrideAccess: false,
    depth: 0,
    limit: 100,
    pagination: false,
  })
  return res.docs.map((d) => d.popupId).sort()
}

describe('popups collection (issue 8)', () => {
  it('anonymous visitors read the seeded popups that are published and switched on', async () => {
    expect(await publicIds()).toEqual([
      'credit-500-offer',
      'unlock-inventory',
      'user-lead',
      'user-lead-phone-verification',
    ])
  })

  it('seeded documents map back to the built-in definitions', async () => {
    const payload = await testPayload()
    const res = await payload.find({
      collection: 'popups',
      where: { popupId: { equals: 'user-lead' } },
      depth: 0,
      limit: 1,
    })
    const expected = popupFromDoc(seededPopupDocs().find((d) => d.popupId === 'user-lead')!)
    expect(popupFromDoc(res.docs[0])).toEqual(expected)
    expect(expected.submitted).toMatchObject({ EMAIL: 'CONTACT_GENERAL', timeoutClose: 5 })
  })

  it.each([
    ['marketing', true],
    ['manager', true],
    ['sales', false],
  ] as const)('%s may create, update and delete: %s', async (role, allowed) => {
    const payload = await testPayload()
    const user = await asRole(role)
    const create = payload.create({
      collection: 'popups',
      data: { ...sample(`by-${role}`), _status: 'published' },
      user,
      overrideAccess: false,
      depth: 0,
    })
    if (!allowed) {
      await expect(create).rejects.toThrow(/not allowed/i)
      const seeded = await payload.find({
        collection: 'popups',
        where: { popupId: { equals: 'user-lead' } },
        depth: 0,
        limit: 1,
      })
      await expect(
        payload.update({
          collection: 'popups',
          id: seeded.docs[0].id,
          data: { active: false },
          user,
          overrideAccess: false,
          depth: 0,
        }),
      ).rejects.toThrow(/not allowed/i)
      await expect(
        payload.delete({ collection: 'popups', id: seeded.docs[0].id, user, overrideAccess: false, depth: 0 }),
      ).rejects.toThrow(/not allowed/i)
      return
    }
    const doc = await create
    const updated = await payload.update({
      collection: 'popups',
      id: doc.id,
      data: { name: 'Renamed' },
      user,
      overrideAccess: false,
      depth: 0,
    })
    expect(updated.name).toBe('Renamed')
    await payload.delete({ collection: 'popups', id: doc.id, user, overrideAccess: false, depth: 0 })
  })

  it('drafts and switched-off popups stay out of the public read; staff see them', async () => {
    const payload = await testPayload()
    const marketing = await asRole('marketing')
    const draft = await payload.create({
      collection: 'popups',
      data: sample('draft-only'),
      draft: true,
      user: marketing,
      overrideAccess: false,
      depth: 0,
    })
    const off = await payload.create({
      collection: 'popups',
      data: { ...sample('switched-off'), active: false, _status: 'published' },
      user: marketing,
      overrideAccess: false,
      depth: 0,
    })
    const live = await payload.create({
      collection: 'popups',
      data: { ...sample('live-one'), _status: 'published' },
      user: marketing,
      overrideAccess: false,
      depth: 0,
    })
    try {
      expect(await publicIds()).toEqual([
        'credit-500-offer',
        'live-one',
        'unlock-inventory',
        'user-lead',
        'user-lead-phone-verification',
      ])
      const staff = await payload.find({
        collection: 'popups',
        user: await asRole('sales'),
        overrideAccess: false,
        draft: true,
        depth: 0,
        limit: 100,
        pagination: false,
      })
      expect(staff.docs.map((d) => d.popupId)).toEqual(
        expect.arrayContaining(['draft-only', 'switched-off', 'live-one', 'user-lead-phone-verification']),
      )
      // Publishing the draft makes it public.
      await payload.update({
        collection: 'popups',
        id: draft.id,
        data: { _status: 'published' },
        user: marketing,
        overrideAccess: false,
        depth: 0,
      })
      expect(await publicIds()).toContain('draft-only')
    } finally {
      for (const id of [draft.id, off.id, live.id]) await payload.delete({ collection: 'popups', id, depth: 0 })
    }
  })

  it('rejects an id that is not lowercase words and dashes', async () => {
    const payload = await testPayload()
    await expect(payload.create({ collection: 'popups', data: sample('Bad Id'), depth: 0 })).rejects.toThrow(
      /Popup id/i,
    )
  })
})
