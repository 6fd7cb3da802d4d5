import { expect, type Page } from '@playwright/test'
import { totpCode } from '../totp'
import { signInPageAccounts, staffAccounts, type StaffAccount } from './staff-accounts'
import { savedStaffState } from './staff-sessions'

export { signInPageAccounts, staffAccounts, type StaffAccount }

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
  if (account.secondFactorSecret) await typeSecondFactorCode(page, account.secondFactorSecret)
  await expect(page.getByTestId('staff-desk')).toBeVisible()
}

/** The sign-in's code step (decision 0093): the code the account's authenticator app shows now. */
export async function typeSecondFactorCode(page: Page, secret: string): Promise<void> {
  const step = page.getByTestId('staff-second-factor')
  await step.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret))
  await step.locator('button[type="submit"]').click()
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
  if (staffAccounts[account.role].email !== account.email)
    throw new Error(`${account.email} has no saved session: only the suite's staffAccounts do`)
  await page.context().addCookies(savedStaffState(account.role).cookies)
  await page.goto(`${base}${locale === 'en' ? '/en' : ''}/staff`)
  await expect(page.getByTestId('staff-desk')).toBeVisible()
}
