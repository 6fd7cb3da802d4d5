/**
 * The suite's staff accounts, one per role, with the passwords the tests type. Every server the
 * suite starts has them (data-dir.ts), each already signed in once (staff-sessions.ts).
 * Plain TypeScript without imports: the data templates' scripts read it under Node's type stripping.
 */
export type StaffAccount = { email: string; role: 'admin' | 'editor' | 'sales'; password: string; name?: string }

export const staffAccounts = {
  admin: { email: 'admin@staff.test', role: 'admin', password: 'admin password for e2e', name: 'Amal Admin' },
  editor: { email: 'editor@staff.test', role: 'editor', password: 'editor password for e2e', name: 'Essa Editor' },
  sales: { email: 'sales@staff.test', role: 'sales', password: 'sales password for e2e', name: 'Sara Sales' },
} as const satisfies Record<string, StaffAccount>

export type StaffRole = keyof typeof staffAccounts
