import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { newStaffAccountSchema, staffAccountChangeSchema } from '../../contract/staff'
import {
  changeStaffAccountOperation,
  createStaffAccountOperation,
  liftStaffSignInLocksOperation,
  listStaffAccountsOperation,
  resetStaffPasswordOperation,
  resetStaffSecondFactorOperation,
} from '../../contract/staff-accounts-api'
import { callAsStaff } from './staff-api.server'

const accountId = z.string().min(1).max(64)

/** Every staff account (admins only). */
export const fetchStaffAccounts = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(listStaffAccountsOperation, { locale: data.locale }))

/** Makes an account; the answer's one-time password is shown once to the admin. */
export const createStaffAccount = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, account: newStaffAccountSchema }))
  .handler(({ data }) => callAsStaff(createStaffAccountOperation, { locale: data.locale, body: data.account }))

/** Changes an account's role, or deactivates or reactivates it. */
export const changeStaffAccount = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: accountId, change: staffAccountChangeSchema }))
  .handler(({ data }) => callAsStaff(changeStaffAccountOperation, { locale: data.locale, params: { id: data.id }, body: data.change }))

/** Gives an account a new one-time password; its sessions end. */
export const resetStaffPassword = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: accountId }))
  .handler(({ data }) => callAsStaff(resetStaffPasswordOperation, { locale: data.locale, params: { id: data.id } }))

/** Lifts an account's sign-in locks: every failure counted against it is forgotten. */
export const liftStaffSignInLocks = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: accountId }))
  .handler(({ data }) => callAsStaff(liftStaffSignInLocksOperation, { locale: data.locale, params: { id: data.id } }))

/** Removes another account's second factor (a lost phone); its sessions end. */
export const resetStaffSecondFactor = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: accountId }))
  .handler(({ data }) => callAsStaff(resetStaffSecondFactorOperation, { locale: data.locale, params: { id: data.id } }))
