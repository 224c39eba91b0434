/**
 * Issue 16, section 2: which HTTP methods a path is served with, for the proxy to answer any other
 * with 405 and an Allow header. Pages, files and Next's assets are read-only (GET, HEAD); the admin
 * also takes POST (Payload's admin calls server actions on its own pages). API routes decide for
 * themselves: Next answers 405 for a method a route handler does not export, and Payload's REST
 * routes serve their own set, so they get null here (nothing to add).
 */
export type PathKind = 'page' | 'admin' | 'api' | 'next-asset'

export function pathKind(pathname: string): PathKind {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/_next/')) return 'next-asset'
  return 'page'
}

const READ_ONLY = ['GET', 'HEAD'] as const
const ADMIN = ['GET', 'HEAD', 'POST'] as const

/** The methods this path serves, or null when its route handler decides. */
export function allowedMethods(pathname: string): readonly string[] | null {
  switch (pathKind(pathname)) {
    case 'api':
      return null
    case 'admin':
      return ADMIN
    default:
      return READ_ONLY
  }
}

/** True when the method must be refused with 405 before the route is rendered. */
export function isMethodRefused(method: string, pathname: string): boolean {
  const allowed = allowedMethods(pathname)
  return allowed !== null && !allowed.includes(method.toUpperCase())
}
