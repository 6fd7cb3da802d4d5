/**
 * The suite's staff accounts, one per role, with the passwords the tests type. Every server the
 * suite starts has them (data-dir.ts), each already signed in once (staff-sessions.ts), and so do
 * the sign-in page's own accounts (`signInPageAccounts`).
 * Plain TypeScript without imports: the data templates' scripts read it under Node's type stripping.
 */
/**
 * `secondFactorSecret`: the base32 secret of the account's authenticator app (decision 0093), given
 * to it in the template (sign-in-staff.ts), so a test types the code an app would show (tests/totp.ts).
 * Admins must have one.
 */
export type StaffAccount = {
  email: string
  role: 'admin' | 'editor' | 'sales'
  password: string
  name?: string
  secondFactorSecret?: string
}

export const staffAccounts = {
  admin: {
    email: 'admin@staff.test',
    role: 'admin',
    password: 'admin password for e2e',
    name: 'Amal Admin',
    secondFactorSecret: 'MFWWC3BAMFSG22LOEBZWKY3SMV2CAMJS',
  },
  editor: { email: 'editor@staff.test', role: 'editor', password: 'editor password for e2e', name: 'Essa Editor' },
  sales: { email: 'sales@staff.test', role: 'sales', password: 'sales password for e2e', name: 'Sara Sales' },
} as const satisfies Record<string, StaffAccount>

export type StaffRole = keyof typeof staffAccounts

/**
 * Accounts only the sign-in page's tests use (staff-auth.spec.ts), in every server's template too
 * but never signed in there: those tests sign out, and lock one by guessing its password, on the
 * shared server, so they must never be the saved role sessions every other staff test starts with.
 */
export const signInPageAccounts = {
  admin: {
    email: 'signin-admin@staff.test',
    role: 'admin',
    password: 'sign-in page admin password',
    name: 'Aisha Admin',
    secondFactorSecret: 'MFUXG2DBEBQWI3LJNYQHGZLDOJSXIIBT',
  },
  editor: { email: 'signin-editor@staff.test', role: 'editor', password: 'sign-in page editor password', name: 'Emad Editor' },
  sales: { email: 'signin-sales@staff.test', role: 'sales', password: 'sign-in page sales password', name: 'Salem Sales' },
  /** Locked by the wrong-password test (from that test's own address). */
  guessedAt: {
    email: 'guessed@staff.test',
    role: 'admin',
    password: 'the real password of it',
    name: 'Guessed At',
    secondFactorSecret: 'M52WK43TMVSCAYLUEBZWKY3SMV2CANBU',
  },
} as const satisfies Record<string, StaffAccount>
