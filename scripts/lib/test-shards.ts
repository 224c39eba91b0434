/**
 * How `npm test` splits the end-to-end files between parallel runners (issue 19, "npm test in 12
 * minutes"; decision 0280): longest file first, each to the runner with the least work so far, by
 * the seconds each file took in a recorded run (tests/e2e/durations.json). A file the record does
 * not know yet counts as the record's median, so a new test never lands on one runner by name.
 */

export type Shard = { files: string[]; seconds: number }

export function splitByDuration(files: string[], durations: Record<string, number>, runners: number): Shard[] {
  const count = Math.max(1, Math.min(runners, files.length))
  const known = Object.values(durations)
    .filter((s) => Number.isFinite(s) && s >= 0)
    .sort((a, b) => a - b)
  const median = known.length ? known[Math.floor(known.length / 2)] : 1
  const weight = (file: string) => {
    const seconds = durations[file]
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : median
  }
  // Ties broken by name, so the same inputs always give the same split.
  const ordered = [...new Set(files)].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))
  const shards: Shard[] = Array.from({ length: count }, () => ({ files: [], seconds: 0 }))
  for (const file of ordered) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(file)
    lightest.seconds += weight(file)
  }
  return shards.filter((shard) => shard.files.length > 0)
}

/** Seconds per file (relative to the project root) from vitest's JSON report, rounded to 0.1 s. */
export function durationsFromReport(
  report: { testResults: Array<{ name: string; startTime: number; endTime: number }> },
  root: string,
): Record<string, number> {
  const out: Record<string, number> = {}
  for (const file of report.testResults) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length).replace(/^[/\\]+/, '') : file.name
    out[name.split('\\').join('/')] = Math.round((file.endTime - file.startTime) / 100) / 10
  }
  return out
}
