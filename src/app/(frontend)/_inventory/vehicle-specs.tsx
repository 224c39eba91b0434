import type { VehicleDetail } from '@/data/vehicles'
import { formatCount } from '@/domain/money/format-count'
import type { MessageKey, Translate } from '@/i18n/translate'
import type { Locale } from '@/domain/i18n/locale-path'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * Details and features (site.md section 2: miles, colors, fuel type, city and highway MPG, engine,
 * transmission, drivetrain, VIN), labelled in the page's language (`tr`, issue 39). The values a
 * feed writes in words (colors, fuel, engine, transmission, drivetrain, the feature lists) are the
 * vehicle's data in English: on a Spanish page they carry `lang="en"`.
 */
export function VehicleSpecs({
  vehicle: v,
  historyUrl,
  tr,
  locale,
}: {
  vehicle: VehicleDetail
  historyUrl: string
  tr: Translate
  locale: Locale
}) {
  const english = locale === 'en' ? undefined : 'en'
  const rows: Array<[MessageKey, string | null, boolean]> = [
    ['vdp.spec.miles', v.mileage !== null ? formatCount(v.mileage) : null, false],
    ['vdp.spec.exterior', v.exteriorColor, true],
    ['vdp.spec.interior', v.interiorColor, true],
    ['vdp.spec.fuel', v.fuelType, true],
    ['vdp.spec.city-mpg', v.cityMpg !== null ? String(v.cityMpg) : null, false],
    ['vdp.spec.highway-mpg', v.highwayMpg !== null ? String(v.highwayMpg) : null, false],
    ['vdp.spec.engine', v.engine, true],
    ['vdp.spec.transmission', v.transmission ? cap(v.transmission) : null, true],
    ['vdp.spec.drivetrain', v.drivetrain, true],
    ['vdp.spec.doors', v.doors !== null ? String(v.doors) : null, false],
    ['vdp.spec.stock', v.stockNumber, false],
    ['vdp.spec.vin', v.vin, false],
  ]
  return (
    <>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">{tr('vdp.details')}</h2>
        <dl className="specs">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, words]) => (
              <div key={label}>
                <dt>{tr(label)}</dt>
                <dd lang={words ? english : undefined}>{value}</dd>
              </div>
            ))}
        </dl>
        <p>
          <a href={historyUrl} rel="noopener noreferrer" target="_blank">
            {tr('vdp.history-for-vin', { vin: v.vin })}
          </a>
        </p>
      </section>
      {v.standardFeatures?.length ? (
        <section aria-labelledby="standard-heading">
          <h2 id="standard-heading">{tr('vdp.standard-features')}</h2>
          <ul className="features" lang={english}>
            {v.standardFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {v.optionalFeatures?.length ? (
        <section aria-labelledby="optional-heading">
          <h2 id="optional-heading">{tr('vdp.optional-features')}</h2>
          <ul className="features" lang={english}>
            {v.optionalFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
