/** Staff sign-in and sessions in the dealer API (see ./operation.ts and ./staff.ts). */
import { defineOperation } from './operation'
import {
  staffPasswordChangeSchema,
  staffSecondFactorDisabledSchema,
  staffSecondFactorEnrolledSchema,
  staffSecondFactorCodeSchema,
  staffSecondFactorSetupAnswerSchema,
  staffSecondFactorSetupSchema,
  staffSecondFactorSignInSchema,
  staffSessionSchema,
  staffSignedInSchema,
  staffSignInAnswerSchema,
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
    'change and sign-out are open. An account with a second factor gets no session here but `secondFactor.challenge`:',
    'send it with the code to `POST /staff/session/second-factor`. An admin without one gets a session in which',
    'only enrolling it (`POST /staff/second-factor`) is open (`staff.mustEnrolSecondFactor`).',
  ].join(' '),
  tag: 'staff',
  body: staffSignInSchema,
  response: staffSignInAnswerSchema,
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

export const verifyStaffSecondFactorOperation = defineOperation({
  method: 'post',
  path: '/staff/session/second-factor',
  operationId: 'verifyStaffSecondFactor',
  summary: 'Finish a staff sign-in with the second factor',
  description: [
    'After a right password of an account with a second factor: the `challenge` of that answer and the six-digit',
    'code of the authenticator app, or one of the backup codes (each works once). Opens the session as',
    '`POST /staff/session` does. A wrong code is a failed sign-in: it counts in the same locks (429 with',
    '`Retry-After`) and is audited; five wrong codes end the challenge (401 `second_factor_expired`, the password',
    'again), and so does its end ten minutes after the password.',
  ].join(' '),
  tag: 'staff',
  body: staffSecondFactorSignInSchema,
  response: staffSignedInSchema,
  successStatus: 200,
  canBeRateLimited: true,
  refusals: {
    401: 'The challenge has ended or is unknown (`second_factor_expired`); a wrong code is 400 naming `code`',
  },
})

export const startStaffSecondFactorOperation = defineOperation({
  method: 'post',
  path: '/staff/second-factor',
  operationId: 'startStaffSecondFactor',
  summary: 'Start enrolling an authenticator app',
  description:
    'Needs the password again (a wrong one is 400 naming `password`, counted as a wrong current password of a password change). Answers a new secret as an `otpauth://` address (for a QR code) and as text; nothing changes at sign-in until `POST /staff/second-factor/confirm` gets a right code. Starting again replaces a secret not yet confirmed. An account that has a second factor gets 409.',
  tag: 'staff',
  body: staffSecondFactorSetupSchema,
  response: staffSecondFactorSetupAnswerSchema,
  successStatus: 200,
  canBeRateLimited: true,
  staff: 'anyStaff',
  staffBeforeSecondFactor: true,
  conflict: 'The account already has a second factor',
})

export const confirmStaffSecondFactorOperation = defineOperation({
  method: 'post',
  path: '/staff/second-factor/confirm',
  operationId: 'confirmStaffSecondFactor',
  summary: 'Finish enrolling an authenticator app with its first code',
  description:
    "The app's current code (a wrong one is 400 naming `code`, counted as a wrong current password). From now on the account signs in with a code after the password. The answer carries the backup codes, shown once, and the session continues under its new `session.token`; every other session of the account ends.",
  tag: 'staff',
  body: staffSecondFactorCodeSchema,
  response: staffSecondFactorEnrolledSchema,
  successStatus: 200,
  canBeRateLimited: true,
  staff: 'anyStaff',
  staffBeforeSecondFactor: true,
  conflict: 'No enrolment was started, or it is already finished',
})

export const disableStaffSecondFactorOperation = defineOperation({
  method: 'post',
  path: '/staff/second-factor/disable',
  operationId: 'disableStaffSecondFactor',
  summary: "Remove one's own second factor",
  description:
    'Needs the password (a wrong one is 400 naming `password`). Not for admins, who must keep one (409). The session continues under the new `session.token` of the answer.',
  tag: 'staff',
  body: staffSecondFactorSetupSchema,
  response: staffSecondFactorDisabledSchema,
  successStatus: 200,
  canBeRateLimited: true,
  staff: 'anyStaff',
  conflict: 'An admin must keep a second factor, or the account has none',
})
