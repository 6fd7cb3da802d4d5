import { execFileSync } from 'node:child_process'
import { isDeepStrictEqual } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { freshDataDir } from './data-dir'
import { startOrderServer, type OrderServer } from './order-server'
import { staffAccounts, type StaffAccount } from './staff-accounts'
import { savedStaffState } from './staff-sessions'

export { staffAccounts, type StaffAccount }

/**
 * A production server of its own (console SMS in its log, like the order tests') whose database
 * has staff accounts, made with `npm run staff:create` as an operator would, the password piped in.
 * Every server has the suite's accounts (data-dir.ts); others are made for this one.
 */
export async function startStaffServer(port: number, accounts: StaffAccount[] = Object.values(staffAccounts)): Promise<OrderServer> {
  return startOrderServer(port, {}, isDeepStrictEqual(accounts, Object.values(staffAccounts)) ? undefined : createStaffAccounts(accounts))
}

/**
 * Makes `accounts` in a fresh data directory with `npm run staff:create`, before its server starts.
 * The script (a process that opens the database and hashes each password: seconds on a busy
 * machine) runs once per set of accounts and code version; each server gets a copy (data-dir.ts).
 * The suite's own accounts are in every server's template already, signed in (staff-sessions.ts).
 */
export function createStaffAccounts(accounts: StaffAccount[] = Object.values(staffAccounts)) {
  return async (dataDir: string): Promise<void> => {
    if (isDeepStrictEqual(accounts, Object.values(staffAccounts))) return freshDataDir(dataDir)
    const args = accounts.flatMap((account) => ['--email', account.email, '--role', account.role, '--name', account.name ?? account.role])
    freshDataDir(dataDir, {
      name: 'staff',
      sources: [
        'scripts/staff-create.ts',
        'src/domain/staff-accounts.ts',
        'src/domain/staff-audit.ts',
        'src/server/auth',
        'src/contract/staff.ts',
      ],
      key: JSON.stringify(accounts),
      fill: (dir) => {
        execFileSync(process.execPath, ['scripts/staff-create.ts', ...args], {
          env: { ...process.env, DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
          input: accounts.map((account) => account.password).join('\n'),
          stdio: ['pipe', 'ignore', 'inherit'],
        })
      },
    })
  }
}

/**
 * Signs in through the sign-in page, as a staff member would, and waits for the back office: for
 * tests of the sign-in itself (staff-auth.spec.ts). A test that only needs a signed-in staff member
 * starts signed in (`startSignedIn`).
 */
export async function signIn(
  page: Page,
  base: string,
  account: StaffAccount,
  { locale = 'ar' }: { locale?: 'ar' | 'en' } = {},
): Promise<void> {
  await page.goto(`${base}${locale === 'en' ? '/en' : ''}/staff/sign-in`)
  // The form signs in through its script; sent before the page is interactive, it is a refused POST.
  await page.waitForLoadState('networkidle')
  await page.locator('input[autocomplete="username"]').fill(account.email)
  await page.locator('input[type="password"]').fill(account.password)
  await page.getByTestId('staff-sign-in').locator('button[type="submit"]').click()
  await expect(page.getByTestId('staff-desk')).toBeVisible()
}

/**
 * Opens the back office on `base` already signed in as `account`, with the session the suite's
 * template holds for its role (its browser state saved by staff-sessions.setup.ts), instead of
 * through the sign-in page: the same desk `signIn` waits for, without a password hash per test.
 */
export async function startSignedIn(
  page: Page,
  base: string,
  account: StaffAccount,
  { locale = 'ar' }: { locale?: 'ar' | 'en' } = {},
): Promise<void> {
  await page.context().addCookies(savedStaffState(account.role).cookies)
  await page.goto(`${base}${locale === 'en' ? '/en' : ''}/staff`)
  await expect(page.getByTestId('staff-desk')).toBeVisible()
}
