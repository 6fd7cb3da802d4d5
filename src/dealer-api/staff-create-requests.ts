/**
 * `npm run staff:create` while the server holds the embedded database (decision 0071): the script
 * may not open the folder itself, so it hands the accounts to this process over the folder's lock
 * socket (mode 0600: this machine's same user only), which makes them in its own database and
 * answers what the script prints. Checked again here by the back office's rules, whoever sent them.
 */
import { createStaffAccount, parseNewStaffAccount, type NewStaffAccount } from '../domain/staff-accounts.ts'
import { onFolderRequest } from '../server/db/folder-lock.server.ts'
import type { Db } from '../server/db/types.ts'

export const staffCreateOp = 'staff-create'

/** One account's outcome, as the script prints it. */
export type StaffCreateOutcome =
  | { email: string; role: string; created: true; oneTimePassword?: string }
  | { email: string; role: string; created: false; reason: 'email_taken' | 'invalid'; field?: string }

/** Makes `accounts` in order, stopping at the first that cannot be made (as the script alone does). */
export async function createStaffAccounts(db: Db, accounts: unknown): Promise<StaffCreateOutcome[]> {
  if (!Array.isArray(accounts)) throw new Error('expected {"accounts": [...]}')
  const outcomes: StaffCreateOutcome[] = []
  for (const given of accounts as Record<string, unknown>[]) {
    const parsed = parseNewStaffAccount(
      typeof given === 'object' && given !== null
        ? { email: given.email, name: given.name, role: given.role, password: given.password }
        : { email: null, name: null, role: null },
    )
    const email = typeof given?.email === 'string' ? given.email : ''
    const role = typeof given?.role === 'string' ? given.role : ''
    if ('invalid' in parsed) {
      outcomes.push({ email, role, created: false, reason: 'invalid', field: parsed.invalid })
      break
    }
    const account: NewStaffAccount = parsed.account
    const result = await createStaffAccount(db, account)
    if (!result.created) {
      outcomes.push({ email: account.email, role: account.role, created: false, reason: 'email_taken' })
      break
    }
    outcomes.push({
      email: account.email,
      role: account.role,
      created: true,
      ...(result.oneTimePassword ? { oneTimePassword: result.oneTimePassword } : {}),
    })
  }
  return outcomes
}

/** Takes staff:create's accounts for the folder this process holds; the answer stops it. */
export function serveStaffCreateRequests(dataDir: string, db: Db): () => void {
  return onFolderRequest(dataDir, staffCreateOp, (request) => createStaffAccounts(db, request.accounts))
}
