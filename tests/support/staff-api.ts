/**
 * Payload's REST API as a staff member of one role, for the settings and content a test arranges
 * before the shopper's part (the shopper's own steps always go through the browser).
 */
import { DEMO_USERS } from '@/seed/data/users'

export type StaffApi = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>

export async function staffApi(baseUrl: string, role: (typeof DEMO_USERS)[number]['role']): Promise<StaffApi> {
  const user = DEMO_USERS.find((u) => u.role === role)
  if (!user) throw new Error(`no demo user for ${role}`)
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: user.password }) })
  const { token } = (await login.json()) as { token: string }
  return async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `JWT ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as Record<string, unknown>
  }
}
