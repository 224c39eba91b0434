import 'server-only'
import type { Metadata } from 'next'
import { unstable_cache } from 'next/cache'
import { readShellGlobals } from './shell-globals'
import { getSiteSettings } from './settings'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { buildPageMeta, type PageKey, type PageMetaEntry, type PageMetaInput } from '@/domain/seo'
import { localeAlternates } from '@/i18n/server'

const getEntries = unstable_cache(
  async (): Promise<Record<string, PageMetaEntry>> => {
    // With the shell's other globals in one statement (decision 0293).
    const g = (await readShellGlobals()).pageMetadata
    const out: Record<string, PageMetaEntry> = {}
    for (const row of g.pages ?? [])
      out[row.page] = { title: row.title, description: row.description, noindex: row.noindex }
    return out
  },
  ['page-metadata-v1'],
  { tags: [TAGS.pageMetadata], revalidate: SHARED_CACHE_SECONDS },
)

/**
 * The editor's row for one page (title, description, noindex), for routes whose metadata is built
 * elsewhere (the inventory search root reads 'cars-for-sale'). Undefined when marketing set none.
 */
export async function pageMetaEntry(key: PageKey): Promise<PageMetaEntry | undefined> {
  const entries = await getEntries()
  return Object.hasOwn(entries, key) ? entries[key] : undefined
}

export type PageMetadataOptions = Omit<PageMetaInput, 'key' | 'site' | 'entry'>

/**
 * Next metadata of one page: the editable title and description (page-metadata global) through the
 * pure rules of src/domain/seo. Every page of the site calls this from generateMetadata.
 */
export async function pageMetadata(key: PageKey, options: PageMetadataOptions): Promise<Metadata> {
  const [site, entries] = await Promise.all([getSiteSettings(), getEntries()])
  const meta = buildPageMeta({ key, site, entry: Object.hasOwn(entries, key) ? entries[key] : undefined, ...options })
  // The canonical in the page's language, with its hreflang alternates (issue 39).
  const alternates = meta.canonical ? await localeAlternates(meta.canonical) : undefined
  return {
    title: { absolute: meta.title },
    description: meta.description,
    alternates,
    robots: meta.robots,
    openGraph: { ...meta.openGraph, url: alternates?.canonical ?? undefined },
    twitter: {
      card: meta.twitter.card,
      site: meta.twitter.site ?? undefined,
      title: meta.twitter.title,
      description: meta.twitter.description,
    },
  }
}
