import {
  changeStaffPasswordOperation,
  getStaffSessionOperation,
  signInStaffOperation,
  signOutStaffEverywhereOperation,
  signOutStaffOperation,
} from '../../contract/staff-api'
import { changeStaffPassword, signInStaff, signOutStaff } from '../../domain/staff-sessions'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { implement, staffOf, type RouteDefinition } from '../route-kit'

export const staffSessionRoutes: RouteDefinition[] = [
  implement(signInStaffOperation, async (context) => {
    const answer = await signInStaff(await context.db(), context.body, { address: context.clientAddress })
    if (!('refused' in answer)) return answer
    if (answer.refused === 'locked') throw new RateLimitedError(answer.retryAfterSeconds)
    throw new ApiError(401, 'sign_in_failed', apiMessages.signInFailed)
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
]
