import type { Operation, OperationInput, OperationOutput } from '../../contract/operation'
import { getDealerApi, type CallOptions } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { forgetStaffToken, readStaffToken } from './staff-cookie.server'

/**
 * Calls a staff operation of the dealer API as the signed-in staff member of this request (their
 * session cookie becomes the bearer token). A session the API no longer knows is forgotten here too.
 */
export async function callAsStaff<Op extends Operation>(
  operation: Op,
  input: OperationInput<Op> & Omit<CallOptions, 'staffToken'>,
): Promise<OperationOutput<Op>> {
  try {
    // Without a cookie the API is still asked, and answers 401 like for any unknown token.
    return await getDealerApi().call(operation, { ...input, staffToken: readStaffToken() ?? '' })
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 401) forgetStaffToken()
    throw error
  }
}
