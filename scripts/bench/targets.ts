/** The pages the benchmark loads: home, a content page, search result pages (three filter mixes, page 1 and 20), a VDP. */
import pg from 'pg'
import { formatVehicleUrl } from '../../src/domain/inventory/detail-url'

export type Target = { name: string; path: string }

export async function benchTargets(_baseUrl: string, databaseUrl: string): Promise<Target[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const { rows } = await client.query(
    "select condition, year, make, model, trim, vin from vehicles where status = 'available' and private = false order by id limit 1",
  )
  await client.end()
  const vdp = rows[0] ? formatVehicleUrl({ ...rows[0], year: Number(rows[0].year) }) : null
  return [
    { name: 'home', path: '/' },
    { name: 'content page', path: '/our-company' },
    { name: 'SRP all, newest', path: '/cars-for-sale' },
    { name: 'SRP SUVs, price low', path: '/cars-for-sale/suvs?sort=priceLow' },
    { name: 'SRP Toyota under $20K', path: '/cars-for-sale/toyota/price-under-20000?sort=mileage' },
    { name: 'SRP all, page 20', path: '/cars-for-sale?page=20' },
    ...(vdp ? [{ name: 'VDP', path: vdp }] : []),
  ]
}
