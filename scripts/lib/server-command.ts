import path from 'node:path'

/**
 * The arguments (after `node`) that serve the built app: scripts/serve.mjs, Next's request handler
 * behind a server that appends the socket's address to X-Forwarded-For (issue 16, decision 0200).
 * `npm start`, the e2e runs and the benchmark all serve the app this way, never with `next start`.
 */
export function serverArgs(root: string, port: number | string, host?: string): string[] {
  return [path.join(root, 'scripts/serve.mjs'), '-p', String(port), ...(host ? ['-H', host] : [])]
}
