import Link from 'next/link'
import { permanentRedirect } from 'next/navigation'
import { pageNotFound } from '@/data/log'
import { formatSearchUrl, formatVehicleUrl, isPriceLocked, lockedConditions, withoutPrice } from '@/domain/inventory'
import { vehiclePromises } from '@/domain/content/vehicle-promises'
import { routes } from '@/config/routes'
import { getDealershipSettings, getSiteSettings } from '@/data/settings'
import { getVehiclePage, type VehicleCard as Card, type VehicleDetail } from '@/data/vehicles'
import { estimatedMonthlyPaymentCents, getFinanceSettingsForEstimates } from '@/data/payment-estimate'
import { estimateFootnote } from '@/i18n/estimate-footnote'
import { estimateStateFor, outTheDoorSettings } from '@/domain/financing'
import type { InventoryRoute } from './resolve-route'
import { getShopperAudience } from './audience'
import { VehicleSummary } from './vehicle-summary'
import { VehicleActionBar, VehicleGallery } from './vehicle-page-chunks.client'
import { VehicleCard } from './vehicle-card'
import { cardProps } from './card-view'
import { breadcrumbJsonLd, vehicleJsonLd } from './vehicle-json-ld'
import { JsonLd } from '@/components/json-ld'
import { VehicleSpecs } from './vehicle-specs'
import { VdpFinancing } from '@/components/financing/vdp-financing'
import { OutTheDoorPrice } from '@/components/financing/vdp-financing-parts.client'
import { PrivateVehicleGate } from '@/components/financing/private-vehicle-gate'
import { LazyTestDriveScheduler } from '@/components/forms/test-drive-scheduler-lazy.client'
import { getStores } from '@/data/locations'
import './inventory.css'
import { formatCount } from '@/domain/money/format-count'
import { SaveVehicleButton } from '@/components/saved-vehicles/save-vehicle-button.client'
import { ShopperTextsProvider } from '@/components/saved-vehicles/shopper-texts.client'
import { priceTexts, shopperTexts } from '@/i18n/shopper-texts'
import { PriceHistory } from './price-history'
import { ianaZone, DEFAULT_STORE_TIME_ZONE } from '@/domain/stores/time-zones'
import { requestLocale } from '@/i18n/server'
import { searchWords, type SearchWords } from '@/i18n/search-words'
import { vehiclePageTexts } from '@/i18n/vehicle-page-texts'
import { webPageJsonLd } from '@/domain/seo'
import { localizedPath } from '@/domain/i18n/locale-path'
import { testDriveTexts } from '@/i18n/form-texts'

type VehicleRoute = Extract<InventoryRoute, { kind: 'vehicle' }>

/** Free vehicle-history report by VIN (site.md sections 1 and 2). */
export const historyReportUrl = (vin: string) =>
  `https://www.carfax.com/VehicleHistory/p/Report.cfm?partner=DVW_1&vin=${encodeURIComponent(vin)}`

/** The trail in the page's language: its links stay in it (issue 39); the condition and body labels are English until phase 2. */
function crumbs(
  v: Pick<VehicleDetail, 'condition' | 'bodystyle' | 'title' | 'year' | 'make' | 'model'>,
  url: string,
  words: SearchWords,
) {
  const list = [
    { name: words.tr('chrome.breadcrumb.home'), url: '/' },
    { name: words.tr(`vehicle.crumb.${v.condition}`), url: formatSearchUrl({ condition: v.condition }) },
  ]
  if (v.bodystyle)
    list.push({
      name: words.body(v.bodystyle),
      url: formatSearchUrl({ condition: v.condition, bodystyle: v.bodystyle as never }),
    })
  list.push({ name: v.title ?? `${v.year} ${v.make} ${v.model}`, url })
  return list
}

function Similar({
  vehicles,
  locked,
  finance,
  href,
  heading,
}: {
  vehicles: Card[]
  locked: readonly string[]
  finance: Awaited<ReturnType<typeof getFinanceSettingsForEstimates>>
  href: (path: string) => string
  heading: string
}) {
  if (vehicles.length === 0) return null
  return (
    <section className="vdp__similar" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{heading}</h2>
      <div className="vehicle-grid">
        {vehicles.map((v) => (
          <VehicleCard key={v.id} {...cardProps(v, locked, finance, href)} />
        ))}
      </div>
    </section>
  )
}

/** Vehicle detail (site.md section 2 "Vehicle detail"; issue 3). */
export async function VehiclePage({ route, zip, trade }: { route: VehicleRoute; zip?: string; trade?: string }) {
  const audience = await getShopperAudience()
  const [{ lookup, similar }, settings, site, finance, stores] = await Promise.all([
    getVehiclePage(route.vin, audience),
    getDealershipSettings(),
    getSiteSettings(),
    getFinanceSettingsForEstimates(),
    getStores(),
  ])
  if (lookup.kind === 'missing') return pageNotFound(route.path)
  const locked = lockedConditions(settings.unlockRequired, audience.privateUnlocked)
  const url = formatVehicleUrl(lookup.vehicle)
  // Links, and the redirect, stay in the page's language (issue 39); `url` is the English canonical.
  const locale = await requestLocale()
  const href = (path: string) => localizedPath(path, locale)
  // A stale make/model/trim slug (or upper-case path) moves to the current one.
  if (route.path !== url) permanentRedirect(href(url))
  const words = searchWords(locale)
  const { tr } = words
  // A private vehicle's link shows the unlock gate to a visitor without the pass (issue 15).
  if (lookup.kind === 'private') return <PrivateVehicleGate tr={tr} />
  if (lookup.kind === 'sold') {
    const v = lookup.vehicle
    return (
      <ShopperTextsProvider texts={shopperTexts(locale)}>
        <div className="vdp__sold">
          <h1>{tr('vdp.sold.heading', { name: `${v.year} ${v.make} ${v.model}` })}</h1>
          <p>
            {tr('vdp.sold.text')}{' '}
            <Link
              href={href(formatSearchUrl({ condition: v.condition, bodystyle: (v.bodystyle ?? undefined) as never }))}
            >
              {tr('vdp.sold.link')}
            </Link>
            .
          </p>
          <Similar vehicles={similar} locked={locked} finance={finance} href={href} heading={tr('vdp.similar')} />
        </div>
      </ShopperTextsProvider>
    )
  }
  // A locked price is dropped here, before anything is rendered or handed to a client component,
  // so it is in neither the HTML nor the RSC payload nor the JSON-LD (site.md section 6; decision 0185).
  const priceLocked = isPriceLocked(lookup.vehicle.condition, locked)
  const v = priceLocked ? withoutPrice(lookup.vehicle) : lookup.vehicle
  const title = v.title ?? `${v.year} ${v.make} ${v.model} ${v.trim ?? ''}`.trim()
  const texts = vehiclePageTexts(tr)
  const trail = crumbs(v, url, words).map((c) => ({ ...c, url: href(c.url) }))
  // Issue 15: the estimate uses the tax and title of the state of the store the car is sold from.
  const storeState = v.store?.state ?? null
  const monthly = estimatedMonthlyPaymentCents(v.price, finance, storeState)
  const ld = [
    vehicleJsonLd(v, {
      priceLocked,
      url,
      siteUrl: site.siteUrl,
      dealerName: settings.name,
      dealerPhone: settings.phone,
    }),
    breadcrumbJsonLd(trail, site.siteUrl),
    webPageJsonLd('ItemPage', { path: url, name: title, locale }, site.siteUrl),
  ]
  const storePhone = v.store?.salesPhone ?? settings.phone ?? null
  // The store the vehicle is at: its hours and clock for the test drive (decision 0290).
  const vehicleStore = stores.find((s) => s.storeId === v.store?.storeId)
  const contact = { storeName: v.store?.name ?? null, phone: storePhone, textPhone: v.store?.textPhone ?? null }
  const view = {
    price: v.price,
    oldPrice: v.oldPrice,
    priceDrop: v.priceDrop ?? 0,
    monthlyCents: monthly,
    locked: priceLocked,
    vehicleUrl: url,
  }
  // Issue 6: the advertised estimate names its inputs; the panel below shows fees and disclaimers.
  const footnote =
    monthly !== null && !priceLocked ? (
      <p className="srp__disclaimer" data-testid="estimate-assumptions">
        *{estimateFootnote(v.price, finance, [storeState], locale)?.[0]}
      </p>
    ) : null
  return (
    <ShopperTextsProvider texts={shopperTexts(locale)}>
      <article className="vdp">
        <JsonLd data={ld} />
        <nav className="vdp__crumbs" aria-label={tr('chrome.breadcrumb')}>
          <ol>
            {trail.map((c, i) => (
              <li key={c.url} className={i === trail.length - 1 ? 'vdp__crumbs-here' : undefined}>
                {i === trail.length - 1 ? (
                  <span aria-current="page">{c.name}</span>
                ) : (
                  <Link href={c.url}>{c.name}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <header className="vdp__title">
          <h1>{title}</h1>
          <SaveVehicleButton
            vin={v.vin}
            name={`${v.year} ${v.make} ${v.model}`}
            url={url}
            image={v.images[0] ?? null}
            variant="page"
            recordView
          />
          <p className="vehicle-card__meta">
            {v.mileage !== null ? <span>{tr('inventory.miles', { miles: formatCount(v.mileage) })}</span> : null}
            {v.stockNumber ? <span>{tr('vdp.stock', { stock: v.stockNumber })}</span> : null}
            {v.premiumUpgrade ? <span className="badge badge--premium">{tr('card.premium')}</span> : null}
          </p>
          {/* The advertised promises of site.md section 1 that apply to this vehicle (issue 5). */}
          <ul className="vdp__promises" aria-label={tr('vdp.promises.label')} data-testid="vehicle-promises">
            {vehiclePromises(v.mileage).map((p) => (
              <li key={p}>{tr(`vdp.promise.${p}`)}</li>
            ))}
          </ul>
        </header>
        {/* Issue 21: price, estimate and main action before the photos, in a phone's first screen (decision 0250). */}
        <VehicleSummary
          view={view}
          priceTexts={priceTexts(locale)}
          texts={texts.summary}
          footnote={footnote}
          contact={contact}
          outTheDoor={
            priceLocked || v.price === null || v.price <= 0 ? null : (
              <OutTheDoorPrice
                priceDollars={v.price}
                settings={outTheDoorSettings(finance)}
                storeState={estimateStateFor(storeState, finance)}
                initialZip={zip}
                initialTrade={trade}
              />
            )
          }
        />
        {/* Issue 37: "Price dropped $1,000 on Nov 12" and a short history; never for a locked price. */}
        {priceLocked ? null : (
          <PriceHistory
            vin={v.vin}
            price={v.price}
            priceDrop={v.priceDrop ?? 0}
            timeZone={ianaZone(vehicleStore?.timeZone ?? DEFAULT_STORE_TIME_ZONE)}
            locale={locale}
            tr={tr}
          />
        )}
        <div className="vdp__main vdp__main--media">
          <VehicleGallery photos={v.images} title={title} texts={texts.gallery} />
          <VehicleSpecs vehicle={v} historyUrl={historyReportUrl(v.vin)} tr={tr} locale={locale} />
        </div>
        <aside className="vdp__panel" aria-label={tr('vdp.panel.label')} id="payment">
          <VdpFinancing
            locked={priceLocked}
            priceDollars={v.price}
            settings={finance}
            stateCode={estimateStateFor(storeState, finance)}
            zip={zip}
            vehicle={{
              vin: v.vin,
              year: v.year,
              make: v.make,
              model: v.model,
              trim: v.trim ?? undefined,
              condition: v.condition,
              price: v.price,
            }}
          />
          <Link className="button button--primary" href={href(routes.applyForFinancing)}>
            {tr('vdp.pre-approved')}
          </Link>
          <a className="button" href="#test-drive">
            {tr('test-drive.label')}
          </a>
          <a className="button" href={historyReportUrl(v.vin)} rel="noopener noreferrer" target="_blank">
            {tr('vdp.history-report')}
          </a>
          <section id="test-drive" aria-labelledby="test-drive-heading">
            <h2 id="test-drive-heading">{tr('test-drive.heading')}</h2>
            {/* site.md section 4: day, then time from the store's sales hours, then details (SCHEDULE_TEST_DRIVE lead);
              its code loads as the visitor nears it (issue 9; decision 0120). */}
            <LazyTestDriveScheduler
              salesHours={vehicleStore?.salesHours}
              timeZone={vehicleStore?.timeZone}
              storeName={vehicleStore?.name}
              texts={testDriveTexts(locale)}
              vehicle={{
                vin: v.vin,
                year: v.year,
                make: v.make,
                model: v.model,
                trim: v.trim ?? undefined,
                condition: v.condition,
                price: v.price ?? undefined,
                mileage: v.mileage ?? undefined,
                url,
              }}
            />
            <p>
              {tr('vdp.call-or-message', { phone: storePhone ?? tr('vdp.call-us') })}{' '}
              <Link href={href(`${routes.contact}?vin=${encodeURIComponent(v.vin)}`)}>{tr('vdp.message-link')}</Link>
              {v.store ? ` (${v.store.name})` : ''}.
            </p>
          </section>
        </aside>
        <div className="vdp__main vdp__main--more">
          <Similar vehicles={similar} locked={locked} finance={finance} href={href} heading={tr('vdp.similar')} />
        </div>
      </article>
      <VehicleActionBar {...contact} texts={texts.actionBar} />
    </ShopperTextsProvider>
  )
}
