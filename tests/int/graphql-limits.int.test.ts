/**
 * Issue 9, "Security": the GraphQL limits must not refuse the site's own queries. Public pages run
 * Payload's schema in process through Apollo (docs/decisions/0003); every document they send is
 * validated here with the rules POST /api/graphql enforces (complexity budget, depth cap), with
 * the __typename fields Apollo's cache adds. Refusals over HTTP are in tests/e2e/fuzz.e2e.test.ts.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { Kind, parse, print, validate, type DocumentNode } from 'graphql'
import { addTypenameToDocument } from '@apollo/client/utilities'
import { configToSchema } from '@payloadcms/graphql'
import config from '@payload-config'
import { GRAPHQL_MAX_COMPLEXITY, GRAPHQL_MAX_DEPTH, selectionDepth } from '@/graphql/depth-limit'

const documentsDir = path.resolve(import.meta.dirname, '../../src/graphql/documents')

async function appDocuments(): Promise<{ name: string; document: DocumentNode }[]> {
  const out: { name: string; document: DocumentNode }[] = []
  for (const file of readdirSync(documentsDir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(path.join(documentsDir, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(mod)) {
      if ((value as DocumentNode | undefined)?.kind === Kind.DOCUMENT)
        out.push({ name: `${file}: ${name}`, document: addTypenameToDocument(value as DocumentNode) })
    }
  }
  return out
}

/** Sample values for an operation's variables (the complexity rule reads them, e.g. for limits). */
function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const d of document.definitions) {
    if (d.kind !== Kind.OPERATION_DEFINITION) continue
    for (const v of d.variableDefinitions ?? []) {
      const type = print(v.type).replace(/[![\]]/g, '')
      out[v.variable.name.value] =
        type === 'Int' || type === 'Float' ? 1 : type === 'Boolean' ? false : '1HGCM82633A004352'
    }
  }
  return out
}

/** The complexity Payload computes for a document: read from its own refusal at a budget of 1. */
async function complexityOf(document: DocumentNode): Promise<number> {
  const resolved = await config
  const probe = configToSchema({ ...resolved, graphQL: { ...resolved.graphQL, maxComplexity: 1 } })
  const message = validate(
    probe.schema,
    document,
    probe.validationRules({ schema: probe.schema, document, variableValues: sampleVariables(document) } as never),
  )
    .map((e) => e.message)
    .find((m) => m.includes('maximum complexity'))
  return Number(/Actual complexity is (\d+)/.exec(message ?? '')?.[1] ?? 0)
}

describe("GraphQL limits and the site's own queries (issue 9)", () => {
  it('configures a complexity budget and a depth cap', async () => {
    const resolved = await config
    expect(resolved.graphQL.maxComplexity).toBe(GRAPHQL_MAX_COMPLEXITY)
    expect(resolved.graphQL.disableIntrospectionInProduction).toBe(true)
    expect(resolved.graphQL.disablePlaygroundInProduction).toBe(true)
    const { schema, validationRules } = configToSchema(resolved)
    const deep = parse(
      '{ Leads { docs { creditApplication { docs { lead { creditApplication { docs { lead { creditApplication { docs { lead { id } } } } } } } } } } } }',
    )
    expect(
      validate(schema, deep, validationRules({ schema, document: deep, variableValues: {} } as never)).map(
        (e) => e.message,
      ),
    ).toEqual([`Query depth 12 exceeds the maximum depth of ${GRAPHQL_MAX_DEPTH}.`])
  })

  it('passes every document in src/graphql/documents, well under both limits', async () => {
    const { schema, validationRules } = configToSchema(await config)
    const docs = await appDocuments()
    expect(docs.length).toBeGreaterThan(0)
    for (const { name, document } of docs) {
      const errors = validate(
        schema,
        document,
        validationRules({ schema, document, variableValues: sampleVariables(document) } as never),
      )
      expect(
        errors.map((e) => e.message),
        name,
      ).toEqual([])
      const fragments = Object.fromEntries(
        document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
      )
      const depth = Math.max(
        ...document.definitions.map((d) =>
          d.kind === Kind.OPERATION_DEFINITION ? selectionDepth(d.selectionSet, fragments) : 0,
        ),
      )
      const complexity = await complexityOf(document)
      console.log(
        `[graphql-limits] ${name}: depth ${depth}/${GRAPHQL_MAX_DEPTH}, complexity ${complexity}/${GRAPHQL_MAX_COMPLEXITY}`,
      )
      expect(complexity, name).toBeGreaterThan(0)
      // Half the budget: room for the pages to grow before the limit bites.
      expect(complexity, name).toBeLessThanOrEqual(GRAPHQL_MAX_COMPLEXITY / 2)
      expect(depth, name).toBeLessThanOrEqual(GRAPHQL_MAX_DEPTH - 2)
    }
  })
})
