import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { requestHref } from '@/i18n/server'
import { namesLocale } from '@/domain/i18n/locale-path'
import { logPageNotFound } from '@/data/log'
import { resolveInventoryRoute } from '../_inventory/resolve-route'
import { inventoryMetadata } from '../_inventory/metadata'
import { SearchPage } from '../_inventory/search-page'
import { VehiclePage } from '../_inventory/vehicle-page'

type Props = {
  params: Promise<{ unmatched: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Every path no other route claims (site.md section 2): inventory search at /cars-for-sale/... and
 * /{condition}-cars-for-sale/..., vehicle detail pages, special and authored search pages, legacy
 * and editor redirects; anything else is the 404 page with 'Page Not Found: {path}' logged (section 8).
 */
export default async function CatchAll({ params, searchParams }: Props) {
  const [{ unmatched }, query] = await Promise.all([params, searchParams])
  const route = await resolveInventoryRoute(unmatched, query)
  switch (route.kind) {
    case 'search':
    case 'special':
    case 'authored':
      return <SearchPage route={route} />
    case 'vehicle':
      // ?zip=&trade= is the out-the-door form sent without scripts (issue 37).
      return (
        <VehiclePage
          route={route}
          zip={typeof query.zip === 'string' ? query.zip : undefined}
          trade={typeof query.trade === 'string' ? query.trade : undefined}
        />
      )
    case 'redirect': {
      // A Spanish address's redirect (a non-canonical search, an old link) stays Spanish (issue 39);
      // a target that names its language itself (an editor's redirect to /es/...) keeps it.
      const location = namesLocale(route.location) ? route.location : (await requestHref())(route.location)
      return route.permanent ? permanentRedirect(location) : redirect(location)
    }
    case 'not-found':
      await logPageNotFound(route.path)
      notFound()
  }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ unmatched }, query] = await Promise.all([params, searchParams])
  return inventoryMetadata(await resolveInventoryRoute(unmatched, query))
}
