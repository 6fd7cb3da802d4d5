import {
  changeStaffPasswordOperation,
  confirmStaffSecondFactorOperation,
  disableStaffSecondFactorOperation,
  getStaffSessionOperation,
  signInStaffOperation,
  signOutStaffEverywhereOperation,
  signOutStaffOperation,
  startStaffSecondFactorOperation,
  verifyStaffSecondFactorOperation,
} from '../../contract/staff-api'
import { changeStaffPassword, signInStaff, signOutStaff } from '../../domain/staff-sessions'
import {
  confirmSecondFactorEnrolment,
  disableOwnSecondFactor,
  startSecondFactorEnrolment,
  verifySignInSecondFactor,
  type EnrolmentRefusal,
} from '../../domain/staff-second-factor'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { implement, staffOf, type RouteDefinition } from '../route-kit'

function refuseEnrolment(refusal: EnrolmentRefusal): never {
  switch (refusal.refused) {
    case 'locked':
      throw new RateLimitedError(refusal.retryAfterSeconds)
    case 'password_wrong':
      throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { password: [apiMessages.currentPasswordWrong] })
    case 'code_wrong':
      throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { code: [apiMessages.secondFactorCodeWrong] })
    case 'already_enrolled':
      throw new ApiError(409, 'conflict', apiMessages.secondFactorAlreadyEnrolled)
    case 'not_started':
      throw new ApiError(409, 'conflict', apiMessages.secondFactorNotStarted)
    case 'required_for_role':
      throw new ApiError(409, 'conflict', apiMessages.secondFactorRequiredForRole)
  }
}

export const staffSessionRoutes: RouteDefinition[] = [
  implement(signInStaffOperation, async (context) => {
    const answer = await signInStaff(await context.db(), context.body, { address: context.clientAddress })
    if (!('refused' in answer)) return answer
    if (answer.refused === 'locked') throw new RateLimitedError(answer.retryAfterSeconds)
    throw new ApiError(401, 'sign_in_failed', apiMessages.signInFailed)
  }),
  implement(verifyStaffSecondFactorOperation, async (context) => {
    const answer = await verifySignInSecondFactor(await context.db(), context.body, { address: context.clientAddress })
    if (!('refused' in answer)) return answer
    if (answer.refused === 'locked') throw new RateLimitedError(answer.retryAfterSeconds)
    if (answer.refused === 'expired') throw new ApiError(401, 'second_factor_expired', apiMessages.secondFactorExpired)
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { code: [apiMessages.secondFactorCodeWrong] })
  }),
  implement(getStaffSessionOperation, (context) => {
    const { sessionToken: _token, ...staff } = staffOf(context)
    return { staff }
  }),
  implement(signOutStaffOperation, async (context) => ({
    signedOut: true as const,
    sessionsEnded: await signOutStaff(await context.db(), staffOf(context), { everywhere: false }),
  })),
  implement(signOutStaffEverywhereOperation, async (context) => ({
    signedOut: true as const,
    sessionsEnded: await signOutStaff(await context.db(), staffOf(context), { everywhere: true }),
  })),
  implement(changeStaffPasswordOperation, async (context) => {
    const answer = await changeStaffPassword(await context.db(), staffOf(context), context.body)
    if (!('refused' in answer)) return answer
    if (answer.refused === 'locked') throw new RateLimitedError(answer.retryAfterSeconds)
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { currentPassword: [apiMessages.currentPasswordWrong] })
  }),
  implement(startStaffSecondFactorOperation, async (context) => {
    const answer = await startSecondFactorEnrolment(await context.db(), staffOf(context), context.body)
    return 'refused' in answer ? refuseEnrolment(answer) : answer
  }),
  implement(confirmStaffSecondFactorOperation, async (context) => {
    const answer = await confirmSecondFactorEnrolment(await context.db(), staffOf(context), context.body)
    return 'refused' in answer ? refuseEnrolment(answer) : answer
  }),
  implement(disableStaffSecondFactorOperation, async (context) => {
    const answer = await disableOwnSecondFactor(await context.db(), staffOf(context), context.body)
    return 'refused' in answer ? refuseEnrolment(answer) : answer
  }),
]
