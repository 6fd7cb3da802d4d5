import type { Operation, OperationInput, OperationOutput } from '../../contract/operation'
import { getDealerApi, type CallOptions } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { forgetBuyerToken, readBuyerToken } from './buyer-cookie.server'

/**
 * Calls a buyer's operation of the dealer API as the buyer signed in on this browser (their cookie
 * becomes the bearer token). A session the API no longer knows (ended, signed out) is forgotten here too.
 */
export async function callAsBuyer<Op extends Operation>(
  operation: Op,
  input: OperationInput<Op> & Omit<CallOptions, 'buyerToken' | 'staffToken'>,
): Promise<OperationOutput<Op>> {
  try {
    // Without a cookie the API is still asked, and answers 401 as for any unknown token.
    return await getDealerApi().call(operation, { ...input, buyerToken: readBuyerToken() ?? '' })
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 401) forgetBuyerToken()
    throw error
  }
}
