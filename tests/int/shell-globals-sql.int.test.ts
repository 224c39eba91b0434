/**
 * The shell's five public globals read in one statement (decision 0293) against Payload's own
 * anonymous read: every field the statement lists, as seeded and after an edit that gives each of
 * them a value (nested groups, both languages, arrays of arrays, hasMany selects, decimals), so a
 * field renamed or moved in a global's config fails here rather than on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from 'drizzle-orm'
import { testPayload } from '../support/payload'
import { execute } from '@/server/db/execute'
import { arrayFieldsOf, type DocumentFields } from '@/server/db/document-json'
import { SHELL_GLOBALS, shellGlobalFields, shellGlobalsSql } from '@/server/db/shell-globals'
import { readShellGlobals } from '@/data/shell-globals'
import { consentConfigFromDoc } from '@/domain/consent/settings'

type Slug = (typeof SHELL_GLOBALS)[number]['slug']

/** The listed fields of a document, in the statement's shape (array rows without their ids). */
function project(doc: unknown, fields: DocumentFields): Record<string, unknown> {
  const source = (doc ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(fields).map(([name, shape]) => {
      const value = source[name]
      const rowFields = arrayFieldsOf(shape)
      if (rowFields) return [name, ((value as unknown[] | null) ?? []).map((row) => project(row, rowFields))]
      if (typeof shape === 'object') return [name, project(value, shape as DocumentFields)]
      if (shape === 'values') return [name, value ?? []]
      return [name, value ?? null]
    }),
  )
}

async function compareAll(payload: Payload) {
  const read = await readShellGlobals()
  for (const global of SHELL_GLOBALS) {
    const { slug, column } = global
    const fields = shellGlobalFields(payload.config, global)
    const viaPayload = await payload.findGlobal({ slug, depth: 0, overrideAccess: false })
    expect(project(read[column], fields), slug).toEqual(project(viaPayload, fields))
  }
  // What the cookie banner and dialog are built from, not only the fields read.
  const viaPayload = await payload.findGlobal({ slug: 'consent-settings', depth: 0, overrideAccess: false })
  expect(consentConfigFromDoc(read.consentSettings)).toEqual(consentConfigFromDoc(viaPayload))
}

const item = (name: string, extra: Record<string, unknown> = {}) => ({ name, href: `/${name.toLowerCase()}`, ...extra })
const texts = (lang: string) => ({
  banner: { text: `${lang} banner`, privacyLinkLabel: `${lang} privacy` },
  dialog: { title: `${lang} title`, description: `${lang} description`, languageLabel: 'Lang', closeLabel: 'Close' },
  categories: {
    essential: { name: `${lang} essential`, description: 'Needed', alwaysOn: 'Always' },
    functional: { name: `${lang} functional`, description: 'Helps' },
    analytics: { name: `${lang} analytics`, description: 'Counts' },
    targeting: { name: `${lang} targeting`, description: 'Ads' },
  },
  sections: [
    { title: `${lang} first`, body: 'One' },
    { title: `${lang} second`, body: 'Two' },
  ],
  links: { privacyPolicyLabel: `${lang} privacy policy`, cookiePolicyLabel: `${lang} cookie policy` },
  buttons: {
    manage: 'Manage',
    deny: 'Deny',
    allowAll: 'Allow',
    acceptAll: 'Accept',
    closeContinue: 'Close and go on',
    saveContinue: 'Save and go on',
  },
})

const EDITS: Record<Slug, Record<string, unknown>> = {
  'site-settings': {
    siteName: 'Edited Motors',
    siteUrl: 'https://edited.example',
    description: 'Edited',
    locale: 'es_US',
    twitterHandle: '@edited',
    canonicalLowercase: false,
    accentColor: '#123456',
    gtmId: 'GTM-EDIT',
    ga4Id: 'G-EDIT',
    metaPixelId: '123',
    chatScriptUrl: 'https://chat.example/widget.js',
  },
  'dealership-settings': {
    name: 'Edited Motors',
    phone: '(815) 555-0199',
    servicePhone: null,
    rating: 4.35,
    reviewCount: 12,
    itemsPerPage: 30,
    liveConditions: ['used', 'certified'],
    unlockRequired: ['certified', 'new'],
    documentaryFee: 412.5,
  },
  'consent-settings': { tier: '2', displayMode: 'force', lockBackground: true, en: texts('en'), es: texts('es') },
  navigation: {
    header: [item('Financing'), item('Shop', { description: 'All cars', children: [item('SUVs'), item('Trucks')] })],
    footer: [item('Company', { children: [item('About')] })],
    line: [item('Contact'), item('Privacy', { description: 'Policy' })],
  },
  'page-metadata': {
    pages: [
      { page: 'home', title: 'Home title', description: 'Home description', noindex: false },
      { page: 'cars-for-sale', title: 'Cars', description: null, noindex: true },
    ],
  },
}

describe('the shell globals statement (decision 0293)', () => {
  const before = new Map<Slug, Record<string, unknown>>()

  beforeAll(async () => {
    const payload = await testPayload()
    for (const { slug } of SHELL_GLOBALS)
      before.set(slug, (await payload.findGlobal({ slug, depth: 0 })) as unknown as Record<string, unknown>)
  })

  afterAll(async () => {
    const payload = await testPayload()
    for (const [slug, doc] of before) {
      const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...data } = doc
      await payload.updateGlobal({ slug, data, depth: 0 })
    }
  })

  it('reads what Payload reads, as seeded, all five from the statement', async () => {
    const payload = await testPayload()
    await compareAll(payload)
    // The seed gives every one of them its row, so a fresh site's shell needs no Local API read.
    const [row] = await execute(payload, shellGlobalsSql(payload.config))
    for (const { column } of SHELL_GLOBALS) expect(row?.[column], column).toBeTruthy()
  })

  it('reads a global never saved through the Local API, with its defaults', async () => {
    const payload = await testPayload()
    await execute(payload, sql`DELETE FROM consent_settings`)
    const [row] = await execute(payload, shellGlobalsSql(payload.config))
    expect(row?.consentSettings).toBeNull()
    await compareAll(payload)
    expect((await readShellGlobals()).consentSettings).toMatchObject({ tier: '3', displayMode: 'show' })
  })

  it('reads what Payload reads after an edit of every listed field, all five from the statement', async () => {
    const payload = await testPayload()
    for (const { slug } of SHELL_GLOBALS) await payload.updateGlobal({ slug, data: EDITS[slug], depth: 0 })
    await compareAll(payload)
    // Every global now has its row, so the statement answered for all five (no Local API fallback),
    // and what it read is the edit: not two empty documents that happen to agree.
    const [row] = await execute(payload, shellGlobalsSql(payload.config))
    for (const { column } of SHELL_GLOBALS) expect(row?.[column], column).toBeTruthy()
    expect(row?.dealershipSettings).toMatchObject({ rating: 4.35, unlockRequired: ['certified', 'new'] })
    expect(row?.navigation).toMatchObject({ header: [{ name: 'Financing' }, { children: [{ name: 'SUVs' }, {}] }] })
    expect(row?.consentSettings).toMatchObject({ es: { sections: [{ title: 'es first' }, { title: 'es second' }] } })
  })
})
