/** Typed queries read into search filters (issue 38); decision 0319. */
export { buildQueryIndex, type QueryIndex, type QueryVocabularyInput } from './query-index'
export { readTypedQuery, MAX_TYPED_QUERY_LENGTH, type TypedQueryReading, type Understood } from './read-typed-query'
