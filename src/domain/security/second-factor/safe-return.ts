/**
 * Where to go after the second factor: the admin page the person was heading to, if `redirect`
 * names one of ours (a path under /admin); anything else (another host, "//evil", a non-admin path)
 * goes to the dashboard, so the page cannot be used to send staff elsewhere.
 */
export function safeAdminReturn(value: unknown): string {
  const text = Array.isArray(value) ? value[0] : value
  if (typeof text !== 'string') return '/admin'
  const path = text.startsWith('/admin') ? text : `/admin${text.startsWith('/') ? text : `/${text}`}`
  if (!/^\/admin(\/[\w\-./?=&%[\]]*)?$/.test(path) || path.includes('//') || path.includes('..')) return '/admin'
  if (path.startsWith('/admin/two-factor') || path.startsWith('/admin/logout')) return '/admin'
  return path
}
