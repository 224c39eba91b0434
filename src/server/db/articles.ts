import { sql, type SQL } from 'drizzle-orm'

/**
 * articles (collection articles): Postgres full-text search over title, excerpt and body (GIN index
 * from the content_seo migration), ranked; the Local API has no full-text search or ranking.
 * websearch_to_tsquery accepts anything a shopper types without syntax errors.
 */
export function searchArticlesSql(query: string, limit: number): SQL {
  return sql`
    SELECT id, title, slug, category, author, excerpt, published_at, updated_at
    FROM articles
    WHERE _status = 'published'
      AND to_tsvector('english', coalesce(search_text, '')) @@ websearch_to_tsquery('english', ${query})
    ORDER BY ts_rank(to_tsvector('english', coalesce(search_text, '')), websearch_to_tsquery('english', ${query})) DESC, published_at DESC NULLS LAST
    LIMIT ${limit}`
}
