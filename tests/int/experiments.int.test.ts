/**
 * The experiments collection (issue 8, decision 0070): marketing edits it, sales cannot; visitors
 * read only switched-on experiments, in the public shape with popups by popupId.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { experimentFromDoc, type ExperimentDoc } from '@/domain/experiments'

async function asRole(role: string) {
  const payload = await testPayload()
  const res = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, depth: 0 })
  return { ...res.docs[0], collection: 'users' as const }
}

/** The field messages of a Payload ValidationError (its summary names only the fields). */
async function fieldErrors(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (err) {
    return ((err as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((e) => e.message).join(' | ')
  }
  return 'no error'
}

/** The experiments this file makes: removed after it, so no later file meets them running. */
const MADE_HERE = ['marketing_ok', 'hero_copy', 'switched_off']
afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({
    collection: 'experiment-definitions',
    where: { name: { in: MADE_HERE } },
    overrideAccess: true,
  })
})

describe('experiments collection (issue 8)', () => {
  it('marketing creates experiments; sales may not', async () => {
    const payload = await testPayload()
    const data = { name: 'sales_attempt', active: true, variants: [{ name: 'a', weight: 1 }] }
    await expect(
      payload.create({
        collection: 'experiment-definitions',
        data,
        user: await asRole('sales'),
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
    const created = await payload.create({
      collection: 'experiment-definitions',
      data: { ...data, name: 'marketing_ok' },
      user: await asRole('marketing'),
      overrideAccess: false,
    })
    expect(created.name).toBe('marketing_ok')
  })

  it('refuses variants without weight and duplicate variant names', async () => {
    const payload = await testPayload()
    const user = await asRole('marketing')
    expect(
      await fieldErrors(
        payload.create({
          collection: 'experiment-definitions',
          data: { name: 'no_weight', variants: [{ name: 'a', weight: 0 }] },
          user,
          overrideAccess: false,
        }),
      ),
    ).toContain('At least one variant needs a weight above 0.')
    expect(
      await fieldErrors(
        payload.create({
          collection: 'experiment-definitions',
          data: {
            name: 'dupes',
            variants: [
              { name: 'a', weight: 1 },
              { name: 'a', weight: 1 },
            ],
          },
          user,
          overrideAccess: false,
        }),
      ),
    ).toContain('Each variant needs its own name.')
  })

  it('visitors read switched-on experiments only, with popups by popupId', async () => {
    const payload = await testPayload()
    const popup = (
      await payload.find({ collection: 'popups', where: { popupId: { equals: 'user-lead' } }, limit: 1, depth: 0 })
    ).docs[0]
    await payload.create({
      collection: 'experiment-definitions',
      data: {
        name: 'hero_copy',
        active: true,
        variants: [
          { name: 'control', weight: 50 },
          {
            name: 'bold',
            weight: 50,
            settings: { heroTone: 'bold' },
            popups: [popup.id],
            langs: { 'pages.home.title': 'Drive home today' },
          },
        ],
        targeting: { urlParams: [{ param: 'utm_source', value: 'google' }], companies: ['peoria'] },
      },
    })
    await payload.create({
      collection: 'experiment-definitions',
      data: { name: 'switched_off', active: false, variants: [{ name: 'a', weight: 1 }] },
    })
    const res = await payload.find({
      collection: 'experiment-definitions',
      overrideAccess: false,
      depth: 1,
      limit: 100,
      pagination: false,
    })
    const names = res.docs.map((d) => d.name)
    expect(names).toContain('hero_copy')
    expect(names).not.toContain('switched_off')
    const hero = experimentFromDoc(res.docs.find((d) => d.name === 'hero_copy') as unknown as ExperimentDoc)
    expect(hero).toEqual({
      name: 'hero_copy',
      variants: [
        { name: 'control', weight: 50, settings: {}, popups: [], hiddenPopups: [], langs: {} },
        {
          name: 'bold',
          weight: 50,
          settings: { heroTone: 'bold' },
          popups: ['user-lead'],
          hiddenPopups: [],
          langs: { 'pages.home.title': 'Drive home today' },
        },
      ],
      targeting: { urlParams: [{ param: 'utm_source', value: 'google' }], companies: ['peoria'] },
    })
  })

  it('site settings take an https chat script address only', async () => {
    const payload = await testPayload()
    const user = await asRole('marketing')
    expect(
      await fieldErrors(
        payload.updateGlobal({
          slug: 'site-settings',
          data: { chatScriptUrl: 'http://chat.example/a.js' },
          user,
          overrideAccess: false,
        }),
      ),
    ).toContain('An https:// address')
    const saved = await payload.updateGlobal({
      slug: 'site-settings',
      data: { chatScriptUrl: 'https://chat.example/a.js', chatHosts: ['https://api.chat.example'] },
      user,
      overrideAccess: false,
    })
    expect(saved).toMatchObject({ chatScriptUrl: 'https://chat.example/a.js', chatHosts: ['https://api.chat.example'] })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { chatScriptUrl: null, chatHosts: [] },
      user,
      overrideAccess: false,
    })
  })
})
