import path from 'node:path'
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'

/**
 * The one way the built app is served (issue 35, decision 0299): `npm start`, every end-to-end
 * server, the benchmark and the Docker image all call this, so a test can never check a server
 * other than the one users get.
 *
 * It runs scripts/serve.mjs (Next's request handler behind a server that appends the socket's
 * address to X-Forwarded-For: issue 16, decision 0200) with the port alone: no host argument, no
 * environment of its own beyond what production needs. Issue 35 found the e2e servers started with
 * `-H 127.0.0.1` while `npm start` gave no host. Next builds its own idea of the request's origin from
 * that host, so with it the proxy's internal rewrite of a broken page path became an external rewrite
 * (a second, loopback request that rendered fine) and the tests saw a 404 where users got a 500.
 */
export type ServerLaunch = {
  root: string
  port: number | string
  /** What the server reads of its environment (DATABASE_URL, MEDIA_DIR, PUBLIC_URL...). */
  env: NodeJS.ProcessEnv
  stdio?: StdioOptions
}

/** The environment every served instance runs with, whatever the caller passes. */
const PRODUCTION = { NODE_ENV: 'production', PAYLOAD_DB_PUSH: '0' } as const

export function launchServer({ root, port, env, stdio = 'inherit' }: ServerLaunch): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '-p', String(port)], {
    cwd: root,
    env: { ...env, ...PRODUCTION },
    stdio,
  })
}
