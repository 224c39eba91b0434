/** Suggestions as the shopper types in the header search (issue 38); decision 0333. */
export {
  buildSuggestIndex,
  type SuggestEntry,
  type SuggestIndex,
  type SuggestIndexInput,
  type SuggestKind,
} from './suggest-index'
export {
  findSuggestions,
  readSuggestQuery,
  MAX_SUGGESTIONS,
  MAX_SUGGEST_QUERY_LENGTH,
  MAX_SUGGEST_WORDS,
  type SuggestCounts,
  type SuggestQuery,
  type Suggestion,
} from './suggest'
export {
  SUGGEST_KIND_LABELS,
  SUGGEST_MESSAGES,
  SUGGESTIONS_LABEL,
  suggestionsAnnouncement,
  vehiclesFound,
} from './suggest-copy'
