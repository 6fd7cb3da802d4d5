/**
 * Staff roles and what each may use (decision 0051), zod-free: the back office's guard reads them in
 * the browser, where a route module's imports are part of every page's first load.
 */
export const staffRoles = ['admin', 'editor', 'sales'] as const
export type StaffRole = (typeof staffRoles)[number]

/**
 * Who may do what. Editors keep the public content (news, offers, jobs, newsletters); sales work
 * what visitors sent (orders, applications, messages, subscribers); an admin does both and manages
 * staff accounts.
 */
export const staffAccess = {
  content: ['editor', 'admin'],
  inbox: ['sales', 'admin'],
  /**
   * Reading the inventory: cars, prices, stock per branch (decision 0077). Sales answer buyers about
   * stock, so they may read it; changing it is `content`.
   */
  inventory: ['editor', 'sales', 'admin'],
  accounts: ['admin'],
  /** Personal-data requests (PDPL): everything held about a person, its export, correction and erasure (decision 0089). */
  privacy: ['admin'],
  /** The dealer's identity, contacts and branches as every page shows them (decision 0058). */
  settings: ['admin'],
  /** Any signed-in staff member (their own session and password, the dashboard). */
  anyStaff: ['admin', 'editor', 'sales'],
} as const satisfies Record<string, readonly StaffRole[]>
export type StaffArea = keyof typeof staffAccess

export function staffMayUse(role: StaffRole, area: StaffArea): boolean {
  return (staffAccess[area] as readonly StaffRole[]).includes(role)
}
