import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { alertTokenBodySchema, newAlertSchema, verifyAlertCodeSchema } from '../../contract/alerts'
import { listAlertsOperation, requestAlertOperation, verifyAlertCodeOperation } from '../../contract/alerts-api'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { getDealerApi } from '../../dealer-api/client'

/**
 * Asks for price, stock or new-match alerts (decision 0098). By e-mail the answer is the same
 * whatever the dealer holds; by SMS a code goes to the mobile.
 */
export const requestAlert = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, alert: newAlertSchema }))
  .handler(({ data }) =>
    getDealerApi().call(requestAlertOperation, { locale: data.locale, body: data.alert, idempotencyKey: data.idempotencyKey }),
  )

/** Confirms SMS alerts with the code sent to the mobile. */
export const verifyAlertCode = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, verification: verifyAlertCodeSchema }))
  .handler(({ data }) => getDealerApi().call(verifyAlertCodeOperation, { locale: data.locale, body: data.verification }))

/** The confirmed alerts of the person a message's link names (a POST: the token stays out of URLs). */
export const fetchAlerts = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, lookup: alertTokenBodySchema }))
  .handler(({ data }) => getDealerApi().call(listAlertsOperation, { locale: data.locale, body: data.lookup }))
