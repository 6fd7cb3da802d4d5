/** Staff sign-in and sessions in the dealer API (see ./operation.ts and ./staff.ts). */
import { defineOperation } from './operation'
import {
  staffPasswordChangeSchema,
  staffSessionSchema,
  staffSignedInSchema,
  staffSignedOutSchema,
  staffSignInSchema,
  staffWhoAmISchema,
} from './staff'

export const signInStaffOperation = defineOperation({
  method: 'post',
  path: '/staff/session',
  operationId: 'signInStaff',
  summary: 'Sign a staff member in',
  description: [
    'Checks the e-mail address and password of a staff account and opens a session. Present `session.token` as',
    '`Authorization: Bearer <token>` on staff operations. An unknown address, a wrong password and a deactivated',
    'account all get 401 `sign_in_failed`. Keep `device.token` and send it as `deviceToken` with the next sign-in',
    'from the same client: with the right password a client the account knows gets in while the account is locked',
    'for others. Failures lock narrow scopes, each on its own (429 with `Retry-After`), whether or not an account',
    'has the address: five for the address from one network address, 50 from clients the account does not know,',
    'five on a known client, 30 from one network address across accounts in 15 minutes (configurable); each',
    'further failure doubles the wait, from one minute up to an hour. A right password never counts. A session',
    'ends after two idle hours and twelve hours after sign-in. With `staff.mustChangePassword` only the password',
    'change and sign-out are open.',
  ].join(' '),
  tag: 'staff',
  body: staffSignInSchema,
  response: staffSignedInSchema,
  successStatus: 200,
  canBeRateLimited: true,
  refusals: { 401: 'The e-mail address and password do not open an active account (`sign_in_failed`)' },
})

export const getStaffSessionOperation = defineOperation({
  method: 'get',
  path: '/staff/session',
  operationId: 'getStaffSession',
  summary: 'The signed-in staff member',
  description: 'Who the bearer token belongs to, with their role; 401 once the session has ended.',
  tag: 'staff',
  response: staffWhoAmISchema,
  staff: 'anyStaff',
  staffBeforePasswordChange: true,
})

export const signOutStaffOperation = defineOperation({
  method: 'delete',
  path: '/staff/session',
  operationId: 'signOutStaff',
  summary: 'End this staff session',
  tag: 'staff',
  response: staffSignedOutSchema,
  staff: 'anyStaff',
  staffBeforePasswordChange: true,
})

export const signOutStaffEverywhereOperation = defineOperation({
  method: 'delete',
  path: '/staff/sessions',
  operationId: 'signOutStaffEverywhere',
  summary: "End every session of the staff member's account",
  description: 'Signs the account out on every browser and device, this one included.',
  tag: 'staff',
  response: staffSignedOutSchema,
  staff: 'anyStaff',
  staffBeforePasswordChange: true,
})

export const changeStaffPasswordOperation = defineOperation({
  method: 'post',
  path: '/staff/password',
  operationId: 'changeStaffPassword',
  summary: "Replace the staff member's password",
  description:
    'Needs the current password; the new one is 12 to 128 characters (a wrong current password is 400 naming `currentPassword`). Every other session of the account ends; this one continues under the new `session.token` of the answer. Five wrong current passwords lock the password change of this session (429 with `Retry-After`), doubling the wait with each further one; failed sign-ins never lock it.',
  tag: 'staff',
  body: staffPasswordChangeSchema,
  response: staffSessionSchema,
  successStatus: 200,
  canBeRateLimited: true,
  staff: 'anyStaff',
  staffBeforePasswordChange: true,
})
