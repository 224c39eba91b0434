/**
 * Reads Prometheus' text exposition format (what GET /api/metrics answers) into samples, for the
 * metrics tests (issue 35). Enough of the format for prom-client's output: `# HELP` and `# TYPE`
 * comments, `name{label="value",...} number` lines.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number }

export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value
    samples.push({ name: match[1], labels, value: Number(match[3]) })
  }
  return samples
}

/** The value of one series, 0 when the series has not appeared yet (a counter never incremented). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.find(
    (s) =>
      s.name === name &&
      Object.keys(labels).length === Object.keys(s.labels).length &&
      Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  )
  return found?.value ?? 0
}

/** The sum over every series of a name whose labels include `labels`. */
export function sumOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0)
}
