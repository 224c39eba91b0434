/** Writes the benchmark figures into docs/benchmarks.md between generated markers. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LoadResult } from './load'
import type { GrowthRow } from './growth'

export type Row = { name: string; url: string; bytes: number; page: LoadResult; staticFile: LoadResult; ratios: number[]; ratio: number }

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`
}

const ms = (n: number) => n.toFixed(1)

function pageTable(rows: Row[]): string[] {
  return [
    '| page | bytes | req/s | p50 ms | p95 ms | p99 ms | errors | static p95 ms | p95 ratio (per round) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} | ${r.bytes} | ${r.page.rps} | ${r.page.p50} | ${r.page.p95} | ${r.page.p99} | ${r.page.errors + r.page.non2xx} | ${r.staticFile.p95} | **${r.ratio.toFixed(2)}** (${r.ratios.map((x) => x.toFixed(2)).join(', ')}) |`),
  ]
}

function dbTable(growth: GrowthRow[]): string[] {
  if (!growth.length) return []
  const names = [...new Set(growth.flatMap((g) => g.db.map((d) => d.name)))]
  return [
    '',
    'SRP database time, uncached (median of 15): our data layer (search + facets through Payload\'s pool, rows mapped to cards) beside the same statements sent through a bare `pg` pool with the same parallelism.',
    '',
    `| search | ${growth.map((g) => `${g.vehicles.toLocaleString('en-US')} vehicles: app / bare ms (ratio)`).join(' | ')} |`,
    `|---|${growth.map(() => '---').join('|')}|`,
    ...names.map((name) => `| ${name} | ${growth.map((g) => {
      const d = g.db.find((x) => x.name === name)
      return d ? `${ms(d.appMs)} / ${ms(d.bareMs)} (${(d.appMs / d.bareMs).toFixed(2)})` : 'n/a'
    }).join(' | ')} |`),
    '',
    'Served SRP by inventory size (warm data cache, same load as above, one short run each):',
    '',
    `| page | ${growth.map((g) => `${g.vehicles.toLocaleString('en-US')}: p50 / p95 ms`).join(' | ')} |`,
    `|---|${growth.map(() => '---').join('|')}|`,
    ...growth[0].served.map((s, i) => `| ${s.path} | ${growth.map((g) => (g.served[i] ? `${g.served[i].result.p50} / ${g.served[i].result.p95}` : 'n/a')).join(' | ')} |`),
  ]
}

export function writeReport(rows: Row[], growth: GrowthRow[], context: { vehicles: number; connections: number; durationSeconds: number; rounds: number; notes: string[] }): string {
  const lines = [
    START,
    `Run ${new Date().toISOString()} on ${machine()}; ${context.vehicles} vehicles seeded; autocannon, ${context.connections} connections, ${context.durationSeconds} s per URL in ${context.rounds} rounds alternating with the static file, loopback.`,
    '',
    ...pageTable(rows),
    '',
    'p95 is autocannon\'s 97.5th percentile (its closest bucket); p50/p95 are medians over the rounds. "static" is a file of the same size served by the same `next start` from .next/static in the same rounds.',
    ...context.notes.map((n) => `- ${n}`),
    ...dbTable(growth),
    END,
  ]
  const file = path.resolve(import.meta.dirname, '..', '..', 'docs', 'benchmarks.md')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n`npm run bench` rewrites the generated section below.\n\n'
  const block = lines.join('\n')
  const next = current.includes(START) ? current.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block) : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(file, next)
  return block
}
