/**
 * The vehicle page's read three ways (decision 0003's figures, issue 19): the page's own path
 * (Apollo Client over the in-process link, a new client per read as per request), Payload's
 * GraphQL schema executed bare (what Apollo adds), and the Local API's `find` with the same fields
 * and the same anonymous access. Random available vehicles, the three interleaved per sample so a
 * noisy machine slows them alike; one read at a time, after a warm-up.
 */
import type { Payload } from 'payload'
import { ApolloClient, InMemoryCache } from '@apollo/client'
import { execute } from 'graphql'
import { configToSchema } from '@payloadcms/graphql'
import { createLocalReq } from 'payload'
import { createInProcessLink } from '../../src/graphql/in-process-link'
import { VEHICLE_BY_VIN_QUERY } from '../../src/graphql/documents/vehicle-by-vin'
import { SITE_SERVER_READ } from '../../src/access/vehicle-price-read'

export type ReadRow = { name: string; p50: number; p95: number }
export type ReadsResult = { vehicles: number; samples: number; rows: ReadRow[] }

const SELECT = {
  vin: true,
  title: true,
  stockNumber: true,
  condition: true,
  status: true,
  year: true,
  make: true,
  model: true,
  trim: true,
  price: true,
  oldPrice: true,
  priceDrop: true,
  mileage: true,
  bodystyle: true,
  doors: true,
  transmission: true,
  drivetrain: true,
  fuelType: true,
  exteriorColor: true,
  interiorColor: true,
  engine: true,
  cityMpg: true,
  highwayMpg: true,
  oem: true,
  standardFeatures: true,
  optionalFeatures: true,
  previewImage: true,
  additionalImages: true,
  evoxImages: true,
  imageCustomBg: true,
  premiumUpgrade: true,
  private: true,
  dateInStock: true,
  store: true,
} as const

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 100) / 100

export async function measureReads(payload: Payload, samples = 200): Promise<ReadsResult> {
  const { totalDocs } = await payload.count({
    collection: 'vehicles',
    where: { status: { equals: 'available' } },
    overrideAccess: true,
  })
  const picked = await payload.find({
    collection: 'vehicles',
    where: { status: { equals: 'available' }, private: { not_equals: true } },
    limit: 500,
    depth: 0,
    select: { vin: true },
    overrideAccess: true,
    sort: 'id',
  })
  const vins = picked.docs.map((d) => d.vin)
  if (vins.length === 0) throw new Error('no available vehicles to read')
  const schema = configToSchema(payload.config).schema
  const ways: { name: string; read: (vin: string) => Promise<unknown> }[] = [
    {
      name: 'Apollo Client, in-process link (the vehicle page)',
      read: async (vin) => {
        const client = new ApolloClient({
          link: createInProcessLink(),
          cache: new InMemoryCache(),
          defaultOptions: { query: { fetchPolicy: 'no-cache' } },
        })
        const { data } = await client.query({ query: VEHICLE_BY_VIN_QUERY, variables: { vin } })
        if (!data?.Vehicles?.docs[0]) throw new Error(`GraphQL read found no ${vin}`)
      },
    },
    {
      name: "Payload's GraphQL schema, executed bare",
      read: async (vin) => {
        const req = await createLocalReq({ context: { [SITE_SERVER_READ]: true } }, payload)
        const result = await execute({
          schema,
          document: VEHICLE_BY_VIN_QUERY,
          variableValues: { vin },
          contextValue: { req, headers: {} },
        })
        if (result.errors?.length) throw result.errors[0]
      },
    },
    {
      name: 'Local API find, same fields and access',
      read: async (vin) => {
        const found = await payload.find({
          collection: 'vehicles',
          where: { vin: { equals: vin } },
          limit: 1,
          depth: 1,
          pagination: false,
          overrideAccess: false,
          context: { [SITE_SERVER_READ]: true },
          select: SELECT,
        })
        if (!found.docs[0]) throw new Error(`Local API read found no ${vin}`)
      },
    },
  ]
  const times = ways.map(() => [] as number[])
  for (let i = 0; i < samples + 20; i++) {
    const vin = vins[(i * 7919) % vins.length]!
    for (let w = 0; w < ways.length; w++) {
      const way = ways[(w + i) % ways.length]!
      const started = performance.now()
      await way.read(vin)
      if (i >= 20) times[ways.indexOf(way)]!.push(performance.now() - started)
    }
  }
  return {
    vehicles: totalDocs,
    samples,
    rows: ways.map((way, w) => {
      const sorted = times[w]!.sort((a, b) => a - b)
      return { name: way.name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
    }),
  }
}
