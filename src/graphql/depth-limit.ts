/**
 * A GraphQL validation rule that refuses queries nested deeper than `maxDepth` fields (issue 9,
 * "Security": GraphQL depth limit). Payload's own guard is a complexity budget
 * (graphQL.maxComplexity); relationships that point back at each other (lead <-> credit
 * application) still let a small query nest without end, so depth gets its own cap.
 *
 * Depth counts fields from the operation's top level (a top-level field is depth 1), through
 * fragments and inline fragments. Introspection fields (__schema, __type, __typename) are not
 * counted: introspection is switched off in production by Payload, and in development the
 * playground's introspection query must still work. See docs/decisions/0095-graphql-limits.md.
 */
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'

export const GRAPHQL_MAX_DEPTH = 10
export const GRAPHQL_MAX_COMPLEXITY = 1000

/** The deepest field nesting of a selection set (0 for none); fragments are followed once per path. */
export function selectionDepth(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: ReadonlySet<string> = new Set(),
): number {
  if (!selectionSet) return 0
  let deepest = 0
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue
      deepest = Math.max(deepest, 1 + selectionDepth(selection.selectionSet, fragments, visiting))
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(selection.selectionSet, fragments, visiting))
    } else {
      const name = selection.name.value
      const fragment = fragments[name]
      // A fragment spread inside itself is reported by graphql's own NoFragmentCycles rule.
      if (!fragment || visiting.has(name)) continue
      deepest = Math.max(deepest, selectionDepth(fragment.selectionSet, fragments, new Set([...visiting, name])))
    }
  }
  return deepest
}

export function depthLimitRule(maxDepth: number): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    const fragments: Record<string, FragmentDefinitionNode> = {}
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition
    }
    return {
      OperationDefinition(node) {
        const depth = selectionDepth(node.selectionSet, fragments)
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`Query depth ${depth} exceeds the maximum depth of ${maxDepth}.`, { nodes: [node] }),
          )
        }
      },
    }
  }
}
