import 'server-only'
import { cache } from 'react'
import { ApolloClient, InMemoryCache } from '@apollo/client'
import { createInProcessLink } from './in-process-link'

/**
 * One Apollo Client per server request (React cache), so nothing a request reads can leak into
 * another's. Caching across requests is done by src/data with tagged Next caches instead.
 */
export const getServerApolloClient = cache(
  () =>
    new ApolloClient({
      link: createInProcessLink(),
      cache: new InMemoryCache(),
      defaultOptions: { query: { fetchPolicy: 'no-cache' } },
    }),
)
