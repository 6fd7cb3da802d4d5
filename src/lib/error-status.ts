import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'

/**
 * Tells the response which status an error page stands for. The router alone can only answer
 * 200, 404 or 500; the request middleware in start.ts applies what is reported here.
 */
export const reportErrorStatus = createIsomorphicFn()
  .server((status: number) => {
    const context = getGlobalStartContext() as { requestState?: { errorStatus?: number } } | undefined
    if (context?.requestState) context.requestState.errorStatus = status
  })
  .client(() => undefined)
