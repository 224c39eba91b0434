import 'server-only'
import { cache } from 'react'
import type { ConsentSetting, DealershipSetting, Navigation, PageMetadatum, SiteSetting } from '@/payload-types'
import {
  DEALERSHIP_SETTINGS_READ,
  SHELL_GLOBALS,
  SITE_SETTINGS_READ,
  shellGlobalsSql,
  type ShellGlobalColumn,
} from '@/server/db/shell-globals'
import { preparedStatement, type PreparedStatement } from '@/server/db/execute'
import { queryPrepared } from './inventory/db'
import { payloadClient } from './payload'

// The statement reads a global's stored row, and a global never saved is read through the Local
// API, which fills in each field's default: either way a required field has its value.
type Documents = {
  siteSettings: Pick<SiteSetting, (typeof SITE_SETTINGS_READ)[number]>
  dealershipSettings: Pick<DealershipSetting, (typeof DEALERSHIP_SETTINGS_READ)[number]>
  consentSettings: Partial<ConsentSetting>
  navigation: Partial<Navigation>
  pageMetadata: Partial<PageMetadatum>
}

/** Payload's document types of the statement's columns, narrowed to the fields it reads. */
export type ShellGlobals = { [K in ShellGlobalColumn]: Documents[K] }

/** Built once, from the Payload config as it runs (its fields derive the statement, decision 0305). */
let statement: PreparedStatement | undefined

/**
 * The five public globals of every page's shell in one statement (decision 0293), once per request
 * (React's `cache`): with the data cache empty, the site settings, dealership settings, consent,
 * menus and page metadata reads of one render share it. Each read keeps its own cache entry and tag,
 * so an edit of one global drops only that entry; its next read sends this statement again, which
 * is prepared once per connection and costs about a millisecond.
 *
 * A global never saved has no row, and Payload's read then answers with each field's default value:
 * that one is read through the Local API, as before, until an editor first saves it.
 */
export const readShellGlobals = cache(async (): Promise<ShellGlobals> => {
  const payload = await payloadClient()
  statement ??= preparedStatement('shell_globals', shellGlobalsSql(payload.config))
  const [row] = await queryPrepared<Partial<Record<ShellGlobalColumn, object | null>>>(statement)
  const docs = await Promise.all(
    SHELL_GLOBALS.map(async ({ slug, column }) => {
      const stored = row?.[column]
      if (stored) return [column, stored] as const
      return [column, await payload.findGlobal({ slug, depth: 0, overrideAccess: false })] as const
    }),
  )
  return Object.fromEntries(docs) as ShellGlobals
})
