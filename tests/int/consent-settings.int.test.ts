/**
 * The cookie-consent global (issue 8): public read, marketing edits, texts default to the shipped
 * English and Spanish copy, and what the site reads follows an edit.
 */
import { describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { CONSENT_TEXTS } from '@/domain/consent/texts'
import { consentConfigFromDoc } from '@/domain/consent/settings'
import { keepGlobalsLocal } from '../support/keep-globals-local'

keepGlobalsLocal(['consent-settings'])

async function asRole(role: string) {
  const payload = await testPayload()
  const res = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1, depth: 0 })
  return { ...res.docs[0], collection: 'users' as const }
}

describe('consent settings (issue 8)', () => {
  it('reads publicly with the shipped defaults', async () => {
    const payload = await testPayload()
    const doc = await payload.findGlobal({ slug: 'consent-settings', depth: 0, overrideAccess: false })
    const config = consentConfigFromDoc(doc)
    expect(config.tier).toBe(3)
    expect(config.mode).toBe('show')
    expect(config.texts.en.buttons).toEqual(CONSENT_TEXTS.en.buttons)
    expect(config.texts.es.dialog.title).toBe(CONSENT_TEXTS.es.dialog.title)
  })

  it.each([
    ['marketing', true],
    ['sales', false],
    ['manager', false],
  ] as const)('%s may update: %s', async (role, allowed) => {
    const payload = await testPayload()
    const attempt = payload.updateGlobal({
      slug: 'consent-settings',
      data: { tier: '2' },
      user: await asRole(role),
      overrideAccess: false,
      depth: 0,
    })
    if (allowed) await expect(attempt).resolves.toBeTruthy()
    else await expect(attempt).rejects.toThrow(/not allowed/i)
  })

  it('keeps edited Spanish texts, and defaults fill the rest after a save', async () => {
    const payload = await testPayload()
    const saved = await payload.updateGlobal({
      slug: 'consent-settings',
      data: { tier: '1', es: { buttons: { closeContinue: 'Cerrar' } } },
      depth: 0,
    })
    const config = consentConfigFromDoc(saved)
    expect(config.tier).toBe(1)
    expect(config.texts.es.buttons.closeContinue).toBe('Cerrar')
    expect(config.texts.es.buttons.acceptAll).toBe(CONSENT_TEXTS.es.buttons.acceptAll)
    expect(config.texts.en.sections).toEqual(CONSENT_TEXTS.en.sections)
  })
})
