import 'server-only'
import { unstable_cache } from 'next/cache'
import { readShellGlobals } from './shell-globals'
import { TAGS, SHARED_CACHE_SECONDS } from './cache-tags'
import { footerLineMenu, footerMenu, headerMenu, type MenuItem } from '@/config/navigation'

export type Menus = { header: MenuItem[]; footer: MenuItem[]; line: MenuItem[] }

type Row = { name: string; href: string; description?: string | null; children?: Row[] | null }

function toItems(rows: Row[] | null | undefined): MenuItem[] {
  return (rows ?? []).map((r) => ({
    name: r.name,
    href: r.href,
    ...(r.description ? { description: r.description } : {}),
    ...(r.children?.length ? { children: toItems(r.children) } : {}),
  }))
}

/**
 * Header, footer and line menus from the navigation global (issue 5); an empty menu falls back to
 * the defaults of src/config/navigation.ts so the site never loses its navigation. Read with the
 * shell's other globals in one statement (decision 0293).
 */
export const getMenus = unstable_cache(
  async (): Promise<Menus> => {
    const nav = (await readShellGlobals()).navigation
    const header = toItems(nav.header as Row[])
    const footer = toItems(nav.footer as Row[])
    const line = toItems(nav.line as Row[])
    return {
      header: header.length ? header : headerMenu,
      footer: footer.length ? footer : footerMenu,
      line: line.length ? line : footerLineMenu,
    }
  },
  ['navigation-v1'],
  { tags: [TAGS.navigation], revalidate: SHARED_CACHE_SECONDS },
)
