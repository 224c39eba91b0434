import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * The site's GraphQL documents (src/graphql/documents) typed from the schema Payload builds from its
 * config (issue 36). `npm run generate:graphql` writes the schema's SDL (`payload-graphql
 * generate:schema`, to the path `graphQL.schemaOutputFile` names in payload.config.ts), then this
 * writes src/graphql/generated: each document's result and variables types, and a `graphql()`
 * whose overloads know each document by its exact text. A document edited and not regenerated
 * falls to the `unknown` overload and fails `npm run typecheck`; a field the schema does not have
 * fails the generation itself. `npm run check:generated` fails when the files are stale.
 */
const config: CodegenConfig = {
  schema: 'src/graphql/generated/schema.graphql',
  documents: ['src/graphql/documents/*.ts'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql', fragmentMasking: false },
      config: {
        // Types for the documents' selections only, not the whole schema.
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        strictScalars: true,
        scalars: {
          DateTime: 'string',
          EmailAddress: 'string',
          JSON: 'unknown',
          JSONObject: 'Record<string, unknown>',
        },
      },
    },
  },
}

export default config
