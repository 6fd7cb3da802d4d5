import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { subscribeOperation } from '../../contract/subscriptions-api'
import { subscribeSchema } from '../../contract/subscriptions'
import { getDealerApi } from '../../dealer-api/client'

/**
 * Signs an address up for the mailing list; the dealer API mails the confirmation link. The answer
 * is the same whether or not the address is on the list already.
 */
export const subscribe = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, subscription: subscribeSchema }))
  .handler(({ data }) =>
    getDealerApi().call(subscribeOperation, { locale: data.locale, body: data.subscription, idempotencyKey: data.idempotencyKey }),
  )
