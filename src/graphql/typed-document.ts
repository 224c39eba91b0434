import type { TypedDocumentNode } from '@apollo/client'

/**
 * A document made by the generated `graphql()` (src/graphql/generated, codegen.ts), required to be
 * typed (issue 36). `graphql()` knows each document by its exact text and answers its generated
 * result and variables types; a document edited and not regenerated falls to its `unknown`
 * overload, which this refuses, so `npm run typecheck` fails at the document. Regenerating
 * (`npm run generate:graphql`) checks every field against Payload's schema and fails on one it lacks.
 */
export function typedDocument<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
): TypedDocumentNode<Result, Variables> {
  return document
}
