/** Staff accounts, managed by admins (see ./operation.ts and ./staff.ts). */
import { z } from 'zod'
import { defineOperation } from './operation'
import {
  newStaffAccountSchema,
  staffAccountChangeSchema,
  staffAccountListSchema,
  staffAccountSchema,
  staffAccountWithPasswordSchema,
} from './staff'

const accountParams = z.object({ id: z.string().min(1).max(64) })

export const listStaffAccountsOperation = defineOperation({
  method: 'get',
  path: '/staff/accounts',
  operationId: 'listStaffAccounts',
  summary: 'Every staff account',
  description:
    'Admins only. Accounts in the order they were made, with their role, whether they may sign in, and the sign-in locks in force on them.',
  tag: 'staff',
  response: staffAccountListSchema,
  staff: 'accounts',
})

export const createStaffAccountOperation = defineOperation({
  method: 'post',
  path: '/staff/accounts',
  operationId: 'createStaffAccount',
  summary: 'Make a staff account',
  description:
    'Admins only. The answer carries a one-time password, shown once: the first sign-in must replace it. An e-mail address already in use is refused.',
  tag: 'staff',
  body: newStaffAccountSchema,
  response: staffAccountWithPasswordSchema,
  staff: 'accounts',
  conflict: 'An account with this e-mail address exists',
})

export const changeStaffAccountOperation = defineOperation({
  method: 'patch',
  path: '/staff/accounts/:id',
  operationId: 'changeStaffAccount',
  summary: "Change a staff account's role, or deactivate or reactivate it",
  description: 'Admins only. Deactivating ends every session of the account at once.',
  tag: 'staff',
  params: accountParams,
  body: staffAccountChangeSchema,
  response: staffAccountSchema,
  canBeNotFound: true,
  staff: 'accounts',
  conflict: 'An admin tried to deactivate their own account or give up their own admin role',
})

export const resetStaffPasswordOperation = defineOperation({
  method: 'post',
  path: '/staff/accounts/:id/password-reset',
  operationId: 'resetStaffPassword',
  summary: 'Give a staff account a new one-time password',
  description:
    'Admins only. Every session of the account ends and its sign-in locks are lifted; the answer carries the new one-time password, shown once.',
  tag: 'staff',
  params: accountParams,
  response: staffAccountWithPasswordSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'accounts',
})

export const liftStaffSignInLocksOperation = defineOperation({
  method: 'delete',
  path: '/staff/accounts/:id/sign-in-locks',
  operationId: 'liftStaffSignInLocks',
  summary: "Lift a staff account's sign-in locks",
  description:
    'Admins only. Forgets every failed sign-in counted against the account (from every address, on every browser, in every session), so its locks end at once; the answer is the account as it is then. Written to the audit log with the locks that were in force.',
  tag: 'staff',
  params: accountParams,
  response: staffAccountSchema,
  canBeNotFound: true,
  staff: 'accounts',
})

export const resetStaffSecondFactorOperation = defineOperation({
  method: 'delete',
  path: '/staff/accounts/:id/second-factor',
  operationId: 'resetStaffSecondFactor',
  summary: "Remove a staff account's second factor",
  description:
    'Admins only, for another account (their own is 409): for a lost phone. The authenticator app and backup codes stop working and every session of the account ends; an admin enrols again after the next password sign-in. Written to the audit log.',
  tag: 'staff',
  params: accountParams,
  response: staffAccountSchema,
  canBeNotFound: true,
  staff: 'accounts',
  conflict: 'An admin tried to reset their own second factor',
})
