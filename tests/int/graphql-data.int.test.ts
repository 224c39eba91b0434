/**
 * Public pages read through Apollo Client over Payload's GraphQL schema, run in process
 * (docs/decisions/0003). This checks the link returns what the home page shows, and that it reads
 * as an anonymous visitor: fields and documents an anonymous visitor may not see stay hidden.
 */
import { describe, expect, it } from 'vitest'
import { ApolloClient, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client'
import { createInProcessLink } from '@/graphql/in-process-link'
import { LOCATIONS_QUERY } from '@/graphql/documents/locations'

const client = () => new ApolloClient({ link: createInProcessLink(), cache: new InMemoryCache() })

describe('GraphQL through Apollo, in process', () => {
  it('returns the four stores with hours and coordinates', async () => {
    const { data } = await client().query({ query: LOCATIONS_QUERY, fetchPolicy: 'no-cache' })
    const stores = data?.Locations?.docs ?? []
    expect(stores.map((s) => s.storeId)).toEqual(['rockford', 'moline', 'merrillville', 'south-bend'])
    expect(stores[0].salesHours).toHaveLength(7)
    expect(stores[0].coordinates?.latitude).toBeGreaterThan(40)
  })

  it('reads as an anonymous visitor: users are not readable', async () => {
    const result = await client().query({
      query: gql`
        query {
          Users {
            docs {
              email
            }
          }
        }
      ` as TypedDocumentNode<{ Users: { docs: { email: string }[] } | null }>,
      fetchPolicy: 'no-cache',
      errorPolicy: 'all',
    })
    expect(result.data?.Users?.docs ?? []).toEqual([])
    expect(result.error?.message ?? '').toMatch(/not allowed|forbidden/i)
  })
})

describe('the GraphQL schema', () => {
  it('builds with every collection and global of the config', async () => {
    const [{ configToSchema }, { default: config }] = await Promise.all([
      import('@payloadcms/graphql'),
      import('@payload-config'),
    ])
    const resolved = await config
    expect(() => configToSchema(resolved)).not.toThrow()
  })
})
