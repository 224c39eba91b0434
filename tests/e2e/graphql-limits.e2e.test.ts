/**
 * Issue 9, "Security": POST /api/graphql on the production build refuses a query that nests too
 * deep or costs too much, and any introspection, with a GraphQL error (never a 500); the
 * playground is not served. Limits: src/graphql/depth-limit.ts, docs/decisions/0095.
 */
import { describe, expect, inject, it } from 'vitest'

const baseUrl = inject('baseUrl')

async function graphql(
  query: string,
): Promise<{ status: number; body: { data?: unknown; errors?: { message: string }[] } }> {
  const res = await fetch(`${baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query }),
  })
  return { status: res.status, body: (await res.json()) as never }
}

describe('GraphQL limits over HTTP (issue 9)', () => {
  it('answers a public query within the limits', async () => {
    const { status, body } = await graphql('{ Locations { docs { storeId } } }')
    expect(status).toBe(200)
    expect(body.errors).toBeUndefined()
    expect((body.data as { Locations: { docs: unknown[] } }).Locations.docs.length).toBe(4)
  })

  it('refuses a query nested deeper than the limit, before running it', async () => {
    const deep = `{ Leads { docs { ${'creditApplication { docs { lead { '.repeat(4)} id ${'} } } '.repeat(4)} } } }`
    const { status, body } = await graphql(deep)
    expect(status).toBeLessThan(500)
    expect(body.data).toBeUndefined()
    expect(body.errors?.map((e) => e.message)).toEqual([
      expect.stringMatching(/^Query depth 15 exceeds the maximum depth of 10\.$/),
    ])
  })

  it('refuses a query over the complexity budget', async () => {
    const wide = `{ ${Array.from({ length: 150 }, (_, i) => `v${i}: Vehicles { docs { id store { id name } } }`).join(' ')} }`
    const { status, body } = await graphql(wide)
    expect(status).toBeLessThan(500)
    expect(body.data).toBeUndefined()
    expect(body.errors?.[0].message).toMatch(
      /^The query exceeds the maximum complexity of 1000\. Actual complexity is \d+/,
    )
  })

  it('refuses introspection in production', async () => {
    const { status, body } = await graphql('{ __schema { types { name } } }')
    expect(status).toBeLessThan(500)
    expect(body.data).toBeUndefined()
    expect(body.errors?.[0].message).toMatch(/introspection is not allowed/i)
  })

  it('does not serve the GraphQL playground in production', async () => {
    const res = await fetch(`${baseUrl}/api/graphql-playground`)
    expect(res.status).toBe(404)
    expect(await res.text()).not.toMatch(/playground/i)
  })
})
