/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions: "hnoda" -> "honda"
 * is one edit), given up as soon as it must exceed `limit` (issue 38, misspellings within a small
 * edit distance). Returns limit + 1 for anything farther, so callers only compare with the limit.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const n = b.length
  let prev2 = new Array<number>(n + 1).fill(0)
  let prev = Array.from({ length: n + 1 }, (_, j) => j)
  let row = new Array<number>(n + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let best = row[0]
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1)
      row[j] = v
      if (v < best) best = v
    }
    if (best > limit) return limit + 1
    ;[prev2, prev, row] = [prev, row, prev2]
  }
  return prev[n] <= limit ? prev[n] : limit + 1
}

/**
 * How far a typed word may be from a known term (decision 0319): words of 4 letters or fewer must
 * match exactly ("ford"/"fort", "golf"/"gold", "ram"/"rav" are one edit apart and all real words);
 * 5 to 7 letters one edit; 8 or more two edits.
 */
export function allowedEdits(word: string): number {
  if (word.length <= 4) return 0
  return word.length <= 7 ? 1 : 2
}
