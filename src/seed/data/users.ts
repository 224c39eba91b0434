/** Demo staff accounts, one per role. `npm start` prints them; change them before going live. */
export const DEMO_USERS = [
  { email: 'admin@dealership.local', password: 'demo-admin-2026', role: 'admin' as const, name: 'Demo Admin' },
  { email: 'manager@dealership.local', password: 'demo-manager-2026', role: 'manager' as const, name: 'Demo Manager' },
  {
    email: 'marketing@dealership.local',
    password: 'demo-marketing-2026',
    role: 'marketing' as const,
    name: 'Demo Marketing',
  },
  { email: 'sales@dealership.local', password: 'demo-sales-2026', role: 'sales' as const, name: 'Demo Sales' },
]
