import {
  changeStaffAccountOperation,
  createStaffAccountOperation,
  liftStaffSignInLocksOperation,
  listStaffAccountsOperation,
  resetStaffPasswordOperation,
  resetStaffSecondFactorOperation,
} from '../../contract/staff-accounts-api'
import {
  changeStaffAccount,
  createStaffAccountAsAdmin,
  liftStaffSignInLocks,
  listStaffAccounts,
  resetStaffPassword,
  resetStaffSecondFactor,
  type AccountRefusal,
} from '../../domain/staff-accounts'
import { ApiError, apiMessages } from '../../lib/api-error'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

function refuse(refusal: AccountRefusal): never {
  if (refusal.refused === 'not_found') notFound()
  if (refusal.refused === 'email_taken') {
    throw new ApiError(409, 'conflict', apiMessages.validationFailed, { email: [apiMessages.staffEmailTaken] })
  }
  throw new ApiError(409, 'conflict', apiMessages.staffOwnAccount)
}

export const staffAccountRoutes: RouteDefinition[] = [
  implement(listStaffAccountsOperation, async (context) => ({ items: await listStaffAccounts(await context.db()) })),
  implement(createStaffAccountOperation, async (context) => {
    const answer = await createStaffAccountAsAdmin(await context.db(), staffOf(context), context.body)
    return 'refused' in answer ? refuse(answer) : answer
  }),
  implement(changeStaffAccountOperation, async (context) => {
    const answer = await changeStaffAccount(await context.db(), staffOf(context), context.params.id, context.body)
    return 'refused' in answer ? refuse(answer) : answer
  }),
  implement(resetStaffPasswordOperation, async (context) => {
    const answer = await resetStaffPassword(await context.db(), staffOf(context), context.params.id)
    return 'refused' in answer ? refuse(answer) : answer
  }),
  implement(resetStaffSecondFactorOperation, async (context) => {
    const answer = await resetStaffSecondFactor(await context.db(), staffOf(context), context.params.id)
    return 'refused' in answer ? refuse(answer) : answer
  }),
  implement(liftStaffSignInLocksOperation, async (context) => {
    const answer = await liftStaffSignInLocks(await context.db(), staffOf(context), context.params.id)
    return 'refused' in answer ? refuse(answer) : answer
  }),
]
