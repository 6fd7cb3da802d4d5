import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { orderReferenceSchema } from '../../contract/orders'
import { buyerSignInCodeRequestSchema, buyerSignInSchema, type BuyerOrders } from '../../contract/buyer-orders'
import {
  listBuyerOrdersOperation,
  removeBuyerAlertOperation,
  sendBuyerSignInCodeOperation,
  signInBuyerOperation,
  signOutBuyerOperation,
  withdrawBuyerOrderOperation,
} from '../../contract/buyer-orders-api'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { callAsBuyer } from './buyer-api.server'
import { forgetBuyerToken, keepBuyerToken, readBuyerToken } from './buyer-cookie.server'

/** The signed-in buyer's orders, or null when this browser has no session (none, ended, signed out). */
export const fetchMyOrders = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(async ({ data }): Promise<BuyerOrders | null> => {
    if (readBuyerToken() === undefined) return null
    try {
      return await callAsBuyer(listBuyerOrdersOperation, { locale: data.locale })
    } catch (error) {
      if (error instanceof DealerApiError && error.status === 401) return null
      throw error
    }
  })

/** Sends a sign-in code to the mobile (answered alike whether or not it has ordered). */
export const sendMyOrdersCode = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, request: buyerSignInCodeRequestSchema }))
  .handler(({ data }) => getDealerApi().call(sendBuyerSignInCodeOperation, { locale: data.locale, body: data.request }))

/** Signs in with the code; the session token goes into an httpOnly cookie, never to the page. */
export const signInToMyOrders = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, signIn: buyerSignInSchema }))
  .handler(async ({ data }) => {
    const session = await getDealerApi().call(signInBuyerOperation, { locale: data.locale, body: data.signIn })
    keepBuyerToken(session.token, session.expiresAt)
    return { signedIn: true as const }
  })

/** Withdraws one of the signed-in buyer's orders; answers it as it now is. */
export const withdrawMyOrder = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, reference: orderReferenceSchema }))
  .handler(
    async ({ data }) =>
      (await callAsBuyer(withdrawBuyerOrderOperation, { locale: data.locale, params: { reference: data.reference } })).order,
  )

/** Ends this browser's session. */
export const signOutOfMyOrders = createServerFn({ method: 'POST' })
  .validator(z.object(withLocale))
  .handler(async ({ data }) => {
    try {
      await callAsBuyer(signOutBuyerOperation, { locale: data.locale })
    } catch (error) {
      // Already ended: signed out all the same.
      if (!(error instanceof DealerApiError && error.status === 401)) throw error
    }
    forgetBuyerToken()
    return { signedOut: true as const }
  })

/** Removes one of the signed-in buyer's SMS alerts (another mobile's is left alone). */
export const removeMyAlert = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, alertId: z.uuid() }))
  .handler(({ data }) => callAsBuyer(removeBuyerAlertOperation, { locale: data.locale, params: { alertId: data.alertId } }))
