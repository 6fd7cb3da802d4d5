/**
 * Moyasar's payment object as this app reads it (docs.moyasar.com, "Payment Object"): amounts in
 * halalas, a status, and the source that paid it. Only the fields the app decides on are read; the
 * rest (a card's masked number, its holder's name) is never kept or logged (decision 0101).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { z } from 'zod'

/** Every status Moyasar documents for a payment. */
export const moyasarStatuses = ['initiated', 'paid', 'failed', 'authorized', 'captured', 'refunded', 'voided', 'verified'] as const
export type MoyasarStatus = (typeof moyasarStatuses)[number]

export const moyasarPaymentSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(moyasarStatuses),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  refunded: z.number().int().nonnegative().default(0),
  description: z.string().nullish(),
  callback_url: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  source: z.looseObject({
    type: z.string(),
    /** The gateway's words for the outcome: `APPROVED`, `INSUFFICIENT FUNDS`, STC Pay's sentences. */
    message: z.string().nullish(),
    /** Card payments: the issuer's answer code (`00`, `51` …). */
    response_code: z.string().nullish(),
    /** Where the buyer goes next: the 3-D Secure page, or where an STC Pay OTP is sent. */
    transaction_url: z.string().nullish(),
  }),
})
export type MoyasarPayment = z.output<typeof moyasarPaymentSchema>

/** What the app asks Moyasar to charge, and with what. */
export type MoyasarSource = { type: 'token'; token: string } | { type: 'applepay'; token: string } | { type: 'stcpay'; mobile: string }

export type CreatePaymentInput = {
  amountHalalas: number
  description: string
  /** Absolute; Moyasar sends the buyer back here with `?id=&status=&message=`. */
  callbackUrl: string
  source: MoyasarSource
  metadata: Record<string, string>
}
