import type { VehicleDetail } from '@/data/vehicles'
import { formatCount } from '@/domain/money/format-count'

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Details and features (site.md section 2: miles, colors, fuel type, city and highway MPG, engine, transmission, drivetrain, VIN). */
export function VehicleSpecs({ vehicle: v, historyUrl }: { vehicle: VehicleDetail; historyUrl: string }) {
  const rows: Array<[string, string | null]> = [
    ['Miles', v.mileage !== null ? formatCount(v.mileage) : null],
    ['Exterior color', v.exteriorColor],
    ['Interior color', v.interiorColor],
    ['Fuel type', v.fuelType],
    ['City MPG', v.cityMpg !== null ? String(v.cityMpg) : null],
    ['Highway MPG', v.highwayMpg !== null ? String(v.highwayMpg) : null],
    ['Engine', v.engine],
    ['Transmission', v.transmission ? cap(v.transmission) : null],
    ['Drivetrain', v.drivetrain],
    ['Doors', v.doors !== null ? String(v.doors) : null],
    ['Stock number', v.stockNumber],
    ['VIN', v.vin],
  ]
  return (
    <>
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">Details</h2>
        <dl className="specs">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        <p>
          <a href={historyUrl} rel="noopener noreferrer" target="_blank">
            View the free vehicle history report for VIN {v.vin}
          </a>
        </p>
      </section>
      {v.standardFeatures?.length ? (
        <section aria-labelledby="standard-heading">
          <h2 id="standard-heading">Standard features</h2>
          <ul className="features">
            {v.standardFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {v.optionalFeatures?.length ? (
        <section aria-labelledby="optional-heading">
          <h2 id="optional-heading">Optional features</h2>
          <ul className="features">
            {v.optionalFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
