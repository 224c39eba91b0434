/**
 * Demo content from local files only (issue 2). Every step is an upsert keyed on a natural id
 * (e-mail, storeId, VIN, slug, title), so running the seed twice changes nothing.
 */
import type { Payload } from 'payload'
import { resolveLayers, type LayerName } from '@/domain/settings/merge-layers'
import { DEALERSHIP_LAYERS, SITE_LAYERS } from '@/config/settings-layers'
import { seedLocations } from './data/locations'
import { seedReviews } from './data/reviews'
import { seedFaqs } from './data/faqs'
import { seedStaff } from './data/staff'
import { seedPromotions } from './data/promotions'
import { seedArticles } from './data/articles'
import { DEMO_USERS } from './data/users'
import { seedBodyStyles } from './data/body-styles'
import { seedVehicleImages } from './vehicle-images'
import { seedTradeIn } from './trade-in'
import { seedMarketGuide } from './market-guide'
import { seedVehicles } from './vehicles'
import { seedContent } from './content'
import { seedFinanceSettings } from './finance'
import { seedEmailRouting } from './email-routing'
import { seedDataRetention } from './data-retention'
import { seedPopups } from './popups'
import { seedPageCopy } from './page-copy'
import { withArticleHero, withStaffPhoto } from './content-images'

export type SeedOptions = { vehicles: number; layer: LayerName; log?: (msg: string) => void }

async function upsertBy<T extends Record<string, unknown>>(
  payload: Payload,
  collection: Parameters<Payload['create']>[0]['collection'],
  key: string,
  rows: T[],
  /** Runs only for a row about to be created (e.g. draws its picture). */
  prepare: (row: T) => Promise<Record<string, unknown>> = async (row) => row,
): Promise<number> {
  let created = 0
  for (const row of rows) {
    const existing = await payload.find({
      collection,
      where: { [key]: { equals: row[key] } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    if (existing.docs.length) continue
    await payload.create({ collection, data: (await prepare(row)) as never, depth: 0 })
    created++
  }
  return created
}

export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  const log = options.log ?? ((msg: string) => payload.logger.info(msg))
  const users = await upsertBy(payload, 'users', 'email', DEMO_USERS)
  const dealership = resolveLayers(DEALERSHIP_LAYERS, options.layer)
  const site = resolveLayers(SITE_LAYERS, options.layer)
  const currentDealership = await payload.findGlobal({ slug: 'dealership-settings', depth: 0 })
  if (!currentDealership.name)
    await payload.updateGlobal({ slug: 'dealership-settings', data: dealership as never, depth: 0 })
  const currentSite = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (!currentSite.siteName) await payload.updateGlobal({ slug: 'site-settings', data: site as never, depth: 0 })
  if (await seedFinanceSettings(payload)) log('seed: finance settings from the sample rates')
  const locations = await upsertBy(payload, 'locations', 'storeId', seedLocations)
  if (await seedEmailRouting(payload))
    log('seed: lead e-mail routing (ADF to the CRM for sales forms, text for the rest)')
  if (await seedDataRetention(payload))
    log('seed: data retention (SSNs and dates of birth 730 days after last use, leads kept)')
  const bodyStyles = await upsertBy(payload, 'body-styles', 'value', seedBodyStyles)
  const reviews = await upsertBy(payload, 'reviews', 'reviewerName', seedReviews)
  const faqs = await upsertBy(payload, 'faqs', 'question', seedFaqs)
  const staff = await upsertBy(payload, 'staff', 'slug', seedStaff, (row) => withStaffPhoto(payload, row))
  const promotions = await upsertBy(payload, 'promotions', 'title', seedPromotions)
  const articles = await upsertBy(payload, 'articles', 'slug', seedArticles, (row) => withArticleHero(payload, row))
  log(`seed: content ${await seedContent(payload)}, ${await seedPageCopy(payload)} pages' copy`)
  log(`seed: ${await seedPopups(payload)} popups (built-in and the $500 credit example)`)
  log(
    `seed: ${users} users, ${locations} locations, ${bodyStyles} body styles, ${reviews} ` +
      `reviews, ${faqs} FAQs, ${staff} staff, ${promotions} offers, ${articles} articles ` +
      `(settings layer "${options.layer}")`,
  )
  log(`seed: ${await seedTradeIn(payload)} trade-in questions, ${await seedMarketGuide(payload)} market values`)
  const images = await seedVehicleImages(payload)
  const vehicles = await seedVehicles(payload, options.vehicles, images, log)
  log(`seed: ${vehicles} vehicles added (target ${options.vehicles})`)
}
