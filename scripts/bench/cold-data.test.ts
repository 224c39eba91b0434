import { describe, expect, it } from 'vitest'
import { statementKind } from './cold-data'

// The cold benchmark names each statement a search sends by its text (src/data/inventory).
describe('statementKind', () => {
  it.each([
    ['SELECT count(*)::int AS total FROM vehicles v WHERE v.status = $1', 'count'],
    ['SELECT v.id, v.vin, v.title FROM vehicles v WHERE v.status = $1 ORDER BY v.price', 'page'],
    ["WITH g AS (SELECT f.bodystyle FROM f) SELECT facet, k, n FROM (SELECT 'make' AS facet, g.make AS k", 'facets'],
    ['SELECT DISTINCT make, model FROM vehicles', 'other'],
  ])('%s -> %s', (text, kind) => {
    expect(statementKind(text)).toBe(kind)
  })
})
