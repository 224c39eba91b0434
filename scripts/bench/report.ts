/** Writes the benchmark figures into docs/benchmarks.md between generated markers. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoadResult } from './load'

export type Row = { name: string; url: string; bytes: number; page: LoadResult; staticFile: LoadResult }

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

export function writeReport(rows: Row[], context: { vehicles: number; connections: number; durationSeconds: number; notes: string[] }): string {
  const lines = [
    START,
    `Run ${new Date().toISOString()} on ${machine()}; ${context.vehicles} vehicles seeded; autocannon, ${context.connections} connections, ${context.durationSeconds} s per URL, loopback.`,
    '',
    '| page | bytes | req/s | p50 ms | p95 ms | p99 ms | errors | static p95 ms | p95 ratio |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const ratio = r.staticFile.p95 > 0 ? (r.page.p95 / r.staticFile.p95).toFixed(2) : 'n/a'
      return `| ${r.name} | ${r.bytes} | ${r.page.rps} | ${r.page.p50} | ${r.page.p95} | ${r.page.p99} | ${r.page.errors + r.page.non2xx} | ${r.staticFile.p95} | ${ratio} |`
    }),
    '',
    'p95 is autocannon\'s 97.5th percentile (its closest bucket). "static" is a file of the same size served by the same `next start` from .next/static in the same run.',
    ...context.notes.map((n) => `- ${n}`),
    END,
  ]
  const file = path.resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n`npm run bench` rewrites the generated section below.\n\n'
  const block = lines.join('\n')
  const next = current.includes(START) ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block) : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(file, next)
  return block
}
