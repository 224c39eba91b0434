/**
 * The framework's floor (issue 40, decision 0340): a bare Next App Router app, written by this
 * script into a scratch folder (.data/bench/floor-app, not committed), built with the `next` of this
 * repository's node_modules and served with `next start`, so the bench can measure it in the same
 * run as the real pages. One page, one client component (a counter), and plain server-rendered
 * markup repeated until the HTML is about the size of the home page's: what any page of this size
 * costs on this stack before the site adds anything. Nothing is downloaded: the folder sits under
 * the repository, so Node's resolution walks up to its node_modules, and Turbopack's root is the
 * repository's.
 */
import { createHash } from 'node:crypto'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '../lib/free-port'
import { run } from '../lib/run'

const root = path.resolve(import.meta.dirname, '..', '..')
export const FLOOR_DIR = path.join(root, '.data', 'bench', 'floor-app')
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
export const NEXT_VERSION = (
  JSON.parse(readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string }
).version

/**
 * The app's files. The page's item count comes from the query (`?repeat=N`), so one build serves
 * every size and the bench can match the home page's HTML without building twice; reading the
 * query makes the page render on request, which changes nothing the browser receives.
 */
export function floorSources(): Record<string, string> {
  return {
    'package.json': JSON.stringify({ name: 'bench-floor-app', private: true }, null, 2),
    'next.config.mjs': [
      '// Written by scripts/bench/floor-app.ts. The repository is the root: its node_modules serve this app.',
      `const root = ${JSON.stringify(root)}`,
      'export default { turbopack: { root }, outputFileTracingRoot: root }',
      '',
    ].join('\n'),
    // Next 16's Turbopack build takes a proxy and an instrumentation hook from the root's src/
    // folder when the app has none of its own: ours would then run in the floor's server (and its
    // build fail on Payload's modules). Files of the floor's own shadow them: a hook that does
    // nothing and a proxy whose matcher no request meets.
    'instrumentation.js': 'export function register() {}\n',
    'proxy.js': [
      "import { NextResponse } from 'next/server'",
      '',
      'export function proxy() {',
      '  return NextResponse.next()',
      '}',
      "export const config = { matcher: '/__floor-never' }",
      '',
    ].join('\n'),
    'app/layout.jsx': [
      "export const metadata = { title: 'Framework floor', description: 'A bare page for the benchmark.' }",
      '',
      'export default function RootLayout({ children }) {',
      '  return (',
      '    <html lang="en">',
      '      <body>{children}</body>',
      '    </html>',
      '  )',
      '}',
      '',
    ].join('\n'),
    'app/counter.jsx': [
      "'use client'",
      "import { useState } from 'react'",
      '',
      'export function Counter() {',
      '  const [count, setCount] = useState(0)',
      '  return (',
      '    <button type="button" onClick={() => setCount((c) => c + 1)}>',
      '      Pressed {count} times',
      '    </button>',
      '  )',
      '}',
      '',
    ].join('\n'),
    'app/page.jsx': [
      "import { Counter } from './counter'",
      '',
      'export default async function Page({ searchParams }) {',
      '  const { repeat } = await searchParams',
      '  const count = Math.min(5000, Math.max(0, Math.floor(Number(repeat) || 0)))',
      '  return (',
      '    <main>',
      '      <h1>Vehicles for sale</h1>',
      '      <Counter />',
      '      {Array.from({ length: count }, (_, i) => (',
      '        <article key={i} className="card">',
      '          <h2><a href={`/vehicle/${i + 1}`}>{2015 + (i % 10)} Example Model {i + 1}</a></h2>',
      '          <p className="price">${(18000 + i * 137).toLocaleString("en-US")}</p>',
      '          <ul className="specs">',
      '            <li>{(12000 + i * 911) % 90000} miles</li>',
      '            <li>Automatic</li>',
      '            <li>Stock {1000 + i}</li>',
      '          </ul>',
      '        </article>',
      '      ))}',
      '    </main>',
      '  )',
      '}',
      '',
    ].join('\n'),
  }
}

/** Writes the sources; builds only when they (or Next's version) changed since the last build. */
export async function buildFloorApp(): Promise<void> {
  const sources = floorSources()
  const hash = createHash('sha256').update(NEXT_VERSION).update(JSON.stringify(sources)).digest('hex')
  const stamp = path.join(FLOOR_DIR, '.next', 'floor-source-hash')
  if (
    existsSync(path.join(FLOOR_DIR, '.next', 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash
  )
    return
  for (const [file, text] of Object.entries(sources)) {
    mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true })
    writeFileSync(path.join(FLOOR_DIR, file), text)
  }
  console.log(`[bench] building the floor app (Next ${NEXT_VERSION}) in ${path.relative(root, FLOOR_DIR)}…`)
  const code = await run(process.execPath, [NEXT_BIN, 'build'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  // Thrown, not exited: the other parts of the bench go on without the floor.
  if (code !== 0) throw new Error(`the floor app's build failed (exit code ${code})`)
  writeFileSync(stamp, hash)
}

const htmlBytes = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength

export type FloorApp = {
  baseUrl: string
  /** The floor page's path, with the item count that matches the target HTML size. */
  path: string
  repeat: number
  htmlBytes: number
  targetBytes: number
  stop: () => void
}

/** The item count that brings the HTML to `target` bytes, from two sizes (it grows linearly). */
export function repeatFor(target: number, bytesAtZero: number, bytesAtHundred: number): number {
  const perItem = (bytesAtHundred - bytesAtZero) / 100
  return Math.max(0, Math.round((target - bytesAtZero) / perItem))
}

/** Builds (when needed) and starts the floor app, its page sized to `targetBytes` of HTML. */
export async function startFloorApp(targetBytes: number): Promise<FloorApp> {
  await buildFloorApp()
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => child.kill('SIGTERM')
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseUrl}/`)).ok) break
      } catch {
        // not up yet
      }
      if (i > 240) throw new Error('the floor app did not start')
      await new Promise((r) => setTimeout(r, 250))
    }
    const repeat = repeatFor(
      targetBytes,
      await htmlBytes(`${baseUrl}/?repeat=0`),
      await htmlBytes(`${baseUrl}/?repeat=100`),
    )
    const pagePath = `/?repeat=${repeat}`
    const bytes = await htmlBytes(`${baseUrl}${pagePath}`)
    console.log(`[bench] floor app on ${baseUrl}${pagePath}: ${bytes} bytes of HTML (target ${targetBytes})`)
    return { baseUrl, path: pagePath, repeat, htmlBytes: bytes, targetBytes, stop }
  } catch (err) {
    stop()
    throw err
  }
}
