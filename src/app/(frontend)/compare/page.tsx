import type { Metadata } from 'next'
import { LocalLink } from '@/components/i18n/local-link'
import { COMPARE_LIMIT, COMPARE_PATH, compareUrl, parseCompareVins } from '@/domain/saved-vehicles/compare-url'
import { SAVED_PATH } from '@/domain/saved-vehicles/paths'
import type { ListedVehicleView, VehicleNowView } from '@/domain/saved-vehicles/listing-status'
import { formatUsd } from '@/domain/money'
import { formatCount } from '@/domain/money/format-count'
import { getVehiclesNow } from '@/data/saved-vehicles'
import { getFinanceSettingsForEstimates } from '@/data/payment-estimate'
import { estimateFootnote } from '@/i18n/estimate-footnote'
import { getShopperAudience } from '../_inventory/audience'
import { bodyLabel } from '../_inventory/describe'
import { PriceBlock } from '../_inventory/price-block'
import { EstimateFootnote } from '../_inventory/estimate-footnote'
import { Photo } from '@/components/ui/photo'
import '../_inventory/inventory.css'
import '@/components/saved-vehicles/saved-vehicles.css'
import { localeAlternates, requestLocale } from '@/i18n/server'
import { priceTexts } from '@/i18n/shopper-texts'
import type { PriceTexts } from '@/components/saved-vehicles/shopper-texts'

export const dynamic = 'force-dynamic'

/** Any pick of vehicles has its own address: none of them is a page for a search engine (decision 0265). */
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: 'Compare Vehicles',
    description:
      'Up to three vehicles side by side: price, payment, mileage, year, body style, drivetrain and features.',
    alternates: await localeAlternates(COMPARE_PATH),
    robots: { index: false, follow: true },
  }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }
type Row = [label: string, cell: (v: ListedVehicleView) => React.ReactNode]

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const orDash = (value: string | null) => value ?? '—'

/** The table's rows; the price block's words in the page's language. */
const rowsFor = (texts: PriceTexts): Row[] => [
  [
    'Price',
    (v) =>
      v.status === 'sold' ? (
        <span className="badge badge--sold">Sold</span>
      ) : (
        <PriceBlock
          texts={texts}
          view={{
            price: v.price,
            oldPrice: v.oldPrice,
            priceDrop: v.priceDrop,
            monthlyCents: null,
            locked: v.locked,
            vehicleUrl: v.url,
          }}
        />
      ),
  ],
  [
    'Est. payment',
    (v) =>
      v.monthlyCents !== null ? (
        <>
          {formatUsd(v.monthlyCents, { whole: true })}/mo<span aria-hidden="true">*</span>
        </>
      ) : v.locked ? (
        'Unlock the price to see it'
      ) : (
        '—'
      ),
  ],
  ['Mileage', (v) => (v.mileage !== null ? `${formatCount(v.mileage)} miles` : '—')],
  ['Year', (v) => String(v.year)],
  ['Body style', (v) => (v.bodystyle ? bodyLabel(v.bodystyle) : '—')],
  ['Drivetrain', (v) => orDash(v.drivetrain)],
  ['Transmission', (v) => (v.transmission ? cap(v.transmission) : '—')],
  ['Fuel type', (v) => orDash(v.fuelType)],
  ['Exterior color', (v) => orDash(v.exteriorColor)],
  ['City / highway MPG', (v) => (v.cityMpg !== null && v.highwayMpg !== null ? `${v.cityMpg} / ${v.highwayMpg}` : '—')],
]

function Unlisted({ view }: { view: VehicleNowView }) {
  return view.status === 'private' ? (
    <p>Private inventory: unlock it from the vehicle&apos;s page to see it.</p>
  ) : (
    <p>
      <span className="badge badge--unlisted">No longer listed</span>
    </p>
  )
}

/**
 * /compare?vins=A,B,C (issue 21): up to three vehicles side by side, read on the server from the
 * address, so a shared link shows the same vehicles to anyone (a locked price stays locked for a
 * visitor without the pass). A bad or over-long address is answered with what it can show and why.
 */
export default async function ComparePage({ searchParams }: Props) {
  const request = parseCompareVins((await searchParams).vins)
  const [views, finance] = await Promise.all([
    getVehiclesNow(request.vins, await getShopperAudience(), COMPARE_LIMIT),
    getFinanceSettingsForEstimates(),
  ])
  const listed = views.filter((v): v is ListedVehicleView => v.status === 'available' || v.status === 'sold')
  const features = [...new Set(listed.flatMap((v) => v.features))].sort((a, b) => a.localeCompare(b)).slice(0, 60)
  const priced = listed.filter((v) => v.monthlyCents !== null)
  const footnote = estimateFootnote(
    priced[0]?.price ?? null,
    finance,
    priced.map((v) => v.storeState),
    await requestLocale(),
  )
  const without = (vin: string) => request.vins.filter((v) => v !== vin)
  return (
    <section className="section compare-page" aria-labelledby="compare-heading">
      <h1 id="compare-heading">Compare vehicles</h1>
      {!request.ok ? (
        <p className="compare-page__message" role="status">
          {request.message}
        </p>
      ) : null}
      {views.length === 0 ? (
        <p>
          <LocalLink className="button button--primary" href={SAVED_PATH}>
            Your saved vehicles
          </LocalLink>
        </p>
      ) : (
        <div className="compare-table__scroll" tabIndex={0} role="region" aria-label="Comparison table">
          <table className="compare-table">
            <caption className="visually-hidden">The vehicles side by side</caption>
            <thead>
              <tr>
                <td />
                {views.map((view) => {
                  const v = view.status === 'available' || view.status === 'sold' ? view : null
                  return (
                    <th key={view.vin} scope="col">
                      {v?.image ? (
                        <Photo src={v.image} alt="" width={300} height={200} sizes="(max-width: 639px) 45vw, 300px" />
                      ) : null}
                      {v ? <LocalLink href={v.url}>{v.title}</LocalLink> : <span>VIN {view.vin}</span>}
                      {view.status !== 'available' && view.status !== 'sold' ? <Unlisted view={view} /> : null}
                      <LocalLink
                        className="compare-table__remove"
                        href={without(view.vin).length ? compareUrl(without(view.vin)) : COMPARE_PATH}
                        rel="nofollow"
                      >
                        Remove
                        <span className="visually-hidden"> {v?.title ?? `VIN ${view.vin}`} from the comparison</span>
                      </LocalLink>
                    </th>
                  )
                })}
              </tr>
            </thead>
            <tbody>
              {rowsFor(priceTexts(await requestLocale())).map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {views.map((view) => (
                    <td key={view.vin}>{view.status === 'available' || view.status === 'sold' ? cell(view) : '—'}</td>
                  ))}
                </tr>
              ))}
              {features.map((feature) => (
                <tr key={feature}>
                  <th scope="row">{feature}</th>
                  {views.map((view) => (
                    <td key={view.vin}>
                      {'features' in view ? (view.features.includes(feature) ? 'Yes' : 'No') : '—'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EstimateFootnote lines={footnote} />
      <p>
        <LocalLink href={SAVED_PATH}>Back to your saved vehicles</LocalLink>
      </p>
    </section>
  )
}
