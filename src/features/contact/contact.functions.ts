import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, withLocale } from '../../contract/common'
import { contactMessageSchema } from '../../contract/contact'
import { sendContactMessageOperation } from '../../contract/contact-api'
import { getDealerApi } from '../../dealer-api/client'

/**
 * Sends a message from the contact page to the dealer. The same `idempotencyKey` with the same
 * message answers the first answer again: a double click or a retry after a lost answer never
 * stores it twice.
 */
export const sendContactMessage = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, message: contactMessageSchema }))
  .handler(({ data }) =>
    getDealerApi().call(sendContactMessageOperation, { locale: data.locale, body: data.message, idempotencyKey: data.idempotencyKey }),
  )
