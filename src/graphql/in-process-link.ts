import 'server-only'
/**
 * An Apollo link that runs Payload's GraphQL schema inside this process instead of calling our
 * own /api/graphql over HTTP: same schema, same access control (the request carries no user, so
 * shoppers see only what anonymous visitors may read; locked prices excepted, which the page itself
 * keeps from a visitor who has not unlocked them), without a loopback round trip per query.
 * See docs/decisions/0003-graphql-in-process.md.
 */
import { ApolloLink } from '@apollo/client'
import { Observable } from 'rxjs'
import { execute, type GraphQLSchema } from 'graphql'
import { configToSchema } from '@payloadcms/graphql'
import { createLocalReq, getPayload } from 'payload'
import config from '@payload-config'
import { SITE_SERVER_READ } from '@/access/vehicle-price-read'

let schemaPromise: Promise<GraphQLSchema> | undefined

async function getSchema(): Promise<GraphQLSchema> {
  schemaPromise ??= config.then((resolved) => configToSchema(resolved).schema)
  return schemaPromise
}

export function createInProcessLink(): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        let cancelled = false
        ;(async () => {
          const [schema, payload] = await Promise.all([getSchema(), getPayload({ config })])
          // The site's own read: it gets every price and decides per visitor what to show (decision 0185).
          const req = await createLocalReq({ context: { [SITE_SERVER_READ]: true } }, payload)
          const result = await execute({
            schema,
            document: operation.query,
            variableValues: operation.variables,
            operationName: operation.operationName,
            contextValue: { req, headers: {} },
          })
          if (!cancelled) {
            subscriber.next(result as never)
            subscriber.complete()
          }
        })().catch((err) => {
          if (!cancelled) subscriber.error(err)
        })
        return () => {
          cancelled = true
        }
      }),
  )
}
