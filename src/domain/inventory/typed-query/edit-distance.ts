/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions: "hnoda" -> "honda"
 * is one edit), given up as soon as it must exceed `limit` (issue 38, misspellings within a small
 * edit distance). Returns limit + 1 for anything farther, so callers only compare with the limit.
 * Three rows are reused between calls: the reader compares one word with thousands of terms.
 */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]

export function editDistanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  if (a === b) return 0
  const n = b.length
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)]
  let [prev2, prev, row] = rows
  for (let j = 0; j <= n; j++) prev[j] = j
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let best = i
    const ai = a.charCodeAt(i - 1)
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1)
      let v = prev[j - 1] + (ai === bj ? 0 : 1)
      if (prev[j] + 1 < v) v = prev[j] + 1
      if (row[j - 1] + 1 < v) v = row[j - 1] + 1
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && prev2[j - 2] + 1 < v)
        v = prev2[j - 2] + 1
      row[j] = v
      if (v < best) best = v
    }
    if (best > limit) return limit + 1
    ;[prev2, prev, row] = [prev, row, prev2]
  }
  return prev[n] <= limit ? prev[n] : limit + 1
}

/**
 * Letter counts of a word (a-z, digits and others in one bucket). One edit changes them by at most
 * 2 in total, so two words whose counts differ by more than 2 x limit need no alignment.
 */
export function letterCounts(word: string): Uint8Array {
  const counts = new Uint8Array(27)
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97
    counts[c >= 0 && c < 26 ? c : 26]++
  }
  return counts
}

export function countsWithin(a: Uint8Array, b: Uint8Array, limit: number): boolean {
  let diff = 0
  for (let i = 0; i < 27; i++) {
    diff += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]
    if (diff > 2 * limit) return false
  }
  return true
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
