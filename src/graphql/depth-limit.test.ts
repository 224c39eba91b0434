import { describe, expect, it } from 'vitest'
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql'
import { depthLimitRule } from './depth-limit'

// A schema that nests without end, like Payload's lead <-> credit application relationships.
const schema = buildSchema(`
  type Lead { id: Int, application: Application }
  type Application { id: Int, lead: Lead }
  type Query { lead: Lead }
`)

const errorsOf = (query: string, max = 3) => validate(schema, parse(query), [depthLimitRule(max)]).map((e) => e.message)

describe('depthLimitRule (issue 9, GraphQL depth limit)', () => {
  it.each([
    ['one field', '{ lead { id } }', []],
    ['exactly at the limit', '{ lead { application { id } } }', []],
    [
      'one level too deep',
      '{ lead { application { lead { id } } } }',
      ['Query depth 4 exceeds the maximum depth of 3.'],
    ],
    [
      'too deep through a fragment',
      'query { lead { ...L } } fragment L on Lead { application { lead { id } } }',
      ['Query depth 4 exceeds the maximum depth of 3.'],
    ],
    [
      'too deep through an inline fragment',
      '{ lead { ... on Lead { application { lead { application { id } } } } } }',
      ['Query depth 5 exceeds the maximum depth of 3.'],
    ],
    ['__typename does not count', '{ lead { application { __typename id } } }', []],
    ['the deepest branch decides', '{ lead { id application { id } } a: lead { id } }', []],
  ])('%s', (_name, query, expected) => {
    expect(errorsOf(query)).toEqual(expected)
  })

  it('checks each operation of a document on its own', () => {
    const errors = errorsOf('query A { lead { id } } query B { lead { application { lead { id } } } }')
    expect(errors).toEqual(['Query depth 4 exceeds the maximum depth of 3.'])
  })

  it('lets the standard introspection query through (the development playground needs it)', () => {
    expect(validate(schema, parse(getIntrospectionQuery()), [depthLimitRule(3)])).toEqual([])
  })
})
