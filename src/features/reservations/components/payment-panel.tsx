import { useEffect, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Notice } from '../../../components/ui/notice'
import type { PaymentStep, Reservation } from '../../../contract/reservations'
import type { PaymentFailure } from '../../../contract/reservation-values'
import { PublicError } from '../../../lib/errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { paymentFailureMessages } from '../reservation-messages'
import { payReservation, submitReservationOtp } from '../reservations.functions'
import { applePayAvailable, payWithApplePay } from '../apple-pay'

type Method = 'card' | 'stcpay'

/** A fresh key per payment attempt: a double press sends one, a retry after a decline is a new payment. */
const newKey = () => crypto.randomUUID()

/**
 * Paying the deposit (decision 0101). A card (mada, Visa, Mastercard) is turned into a token by
 * Moyasar straight from this browser with the publishable key, so its number never reaches the
 * dealer's server and is never kept, not even in the form's draft; the server then charges the
 * token and the bank's 3-D Secure page follows. STC Pay asks for the wallet's mobile, then the code
 * STC Pay sends to it. Where the browser has Apple Pay with a card and the dealer offers it, its
 * button comes first (Apple's sheet, then the server charges its token).
 */
export function PaymentPanel({ reservation, initialFailure }: { reservation: Reservation; initialFailure?: PaymentFailure }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [method, setMethod] = useState<Method>('card')
  const [busy, setBusy] = useState(false)
  // A failure the bank's return brought back (`?failure=`), said once in the page's language.
  const [error, setError] = useState<string | null>(initialFailure ? i18n._(paymentFailureMessages[initialFailure]) : null)
  const [awaitingOtp, setAwaitingOtp] = useState(false)
  // Known only in the browser (Safari with a card in the wallet): the server renders without it.
  const [applePayShown, setApplePayShown] = useState(false)
  const applePay = reservation.gateway.applePay
  useEffect(() => setApplePayShown(applePay !== null && applePayAvailable()), [applePay])

  const afterStep = async (step: PaymentStep) => {
    if (step.outcome === 'redirect' && step.url) {
      window.location.assign(step.url)
      return
    }
    if (step.outcome === 'otp') {
      setAwaitingOtp(true)
      return
    }
    if (step.outcome === 'failed') {
      setAwaitingOtp(false)
      setError(i18n._(paymentFailureMessages[step.failure ?? 'declined']))
      return
    }
    await router.invalidate()
  }

  const run = async (work: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (caught) {
      setError(caught instanceof PublicError ? caught.message : t`Something went wrong. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  const payByCard = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    void run(async () => {
      const answer = await fetch(reservation.gateway.tokensUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          publishable_api_key: reservation.gateway.publishableKey,
          save_only: true,
          name: String(fields.get('cardName') ?? ''),
          number: String(fields.get('cardNumber') ?? '').replace(/[\s-]/g, ''),
          month: String(fields.get('cardMonth') ?? ''),
          year: String(fields.get('cardYear') ?? ''),
          cvc: String(fields.get('cardCvc') ?? ''),
        }),
      }).catch(() => null)
      // The card's details are not kept in this page a moment longer than needed.
      form.reset()
      if (!answer?.ok) {
        setError(
          answer && answer.status < 500
            ? t({
                message: 'Please check the card details: the name as on the card, the number, the expiry date and the security code.',
                comment: 'Reservation payment: the payment gateway refused the card details as typed',
              })
            : t`The payment service cannot be reached at the moment. Nothing was charged; please try again shortly.`,
        )
        return
      }
      const token = ((await answer.json()) as { id: string }).id
      await afterStep(
        await payReservation({ data: { locale, id: reservation.id, idempotencyKey: newKey(), payment: { method: 'card', token } } }),
      )
    })
  }

  const payByApplePay = () => {
    if (!applePay || busy) return
    // Opened here, in the tap's own handler: Safari shows the sheet only for a gesture.
    const outcome = payWithApplePay({
      amountHalalas: reservation.depositHalalas,
      merchantName: applePay.merchantName,
      initiateUrl: applePay.initiateUrl,
      publishableKey: reservation.gateway.publishableKey,
      pay: (token) =>
        payReservation({ data: { locale, id: reservation.id, idempotencyKey: newKey(), payment: { method: 'applepay', token } } }),
    })
    void run(async () => {
      const settled = await outcome
      if (settled.kind === 'step') await afterStep(settled.step)
      else if (settled.kind === 'error') throw settled.error
      else if (settled.kind === 'unavailable')
        setError(
          t({
            message: 'Apple Pay cannot be used at the moment. Nothing was charged; please pay by card or STC Pay.',
            comment: 'Reservation payment: Apple Pay’s sheet could not be opened for this shop (merchant check failed)',
          }),
        )
    })
  }

  const payByStcPay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const mobile = String(new FormData(event.currentTarget).get('stcMobile') ?? '')
    void run(async () => {
      await afterStep(
        await payReservation({ data: { locale, id: reservation.id, idempotencyKey: newKey(), payment: { method: 'stcpay', mobile } } }),
      )
    })
  }

  const sendOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const otp = String(new FormData(event.currentTarget).get('stcOtp') ?? '')
    void run(async () => {
      await afterStep(await submitReservationOtp({ data: { locale, id: reservation.id, otp: { otp } } }))
    })
  }

  const tab = (value: Method, label: string) => (
    <Button
      variant={method === value ? 'primary' : 'outline'}
      aria-pressed={method === value}
      onClick={() => {
        setMethod(value)
        setError(null)
      }}
      data-testid={`pay-${value}`}
    >
      {label}
    </Button>
  )

  return (
    <section aria-labelledby="payment-title" className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <h2 id="payment-title" className="text-xl font-bold text-ink">
        {t({ message: 'Pay the deposit', comment: 'Reservation page: heading of the payment step' })}
      </h2>
      {reservation.gateway.sandbox ? (
        <Notice
          tone="info"
          title={t({ message: 'Test mode', comment: 'Reservation payment: the shop runs without a real payment account' })}
        >
          {t({
            message:
              'No money moves. Pay with the mada test card 4201 3201 1111 1010 (any name of two words, a future date, any 3 digits), or STC Pay with the code 123456.',
            comment: 'Reservation payment in test mode: how to pay with Moyasar’s test card and STC Pay code',
          })}
        </Notice>
      ) : null}
      {applePayShown ? (
        <div className="space-y-3" data-testid="apple-pay">
          <Button
            className="apple-pay-button w-full sm:w-72"
            size="lg"
            lang={locale}
            loading={busy}
            onClick={payByApplePay}
            aria-label={t({ message: 'Pay with Apple Pay', comment: 'Reservation payment: accessible name of the Apple Pay button' })}
          >
            Apple Pay
          </Button>
          <p className="text-sm text-ink-soft">
            {t({
              message: 'Or pay by card or STC Pay:',
              comment: 'Reservation payment: under the Apple Pay button, before the other ways to pay',
            })}
          </p>
        </div>
      ) : null}
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t({ message: 'Way to pay', comment: 'Reservation payment: the group of payment method buttons' })}
      >
        {tab('card', t({ message: 'mada or credit card', comment: 'Reservation payment method: a mada, Visa or Mastercard card' }))}
        {tab('stcpay', t({ message: 'STC Pay', comment: 'Reservation payment method: the STC Pay wallet (brand name)' }))}
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}

      {method === 'card' ? (
        <form onSubmit={payByCard} className="grid gap-4 sm:grid-cols-2" autoComplete="on" data-testid="card-form">
          <Field
            label={t({ message: 'Name on the card', comment: 'Card payment: the card holder’s name' })}
            required
            className="sm:col-span-2"
          >
            <Input name="cardName" autoComplete="cc-name" required dir="ltr" />
          </Field>
          <Field
            label={t({ message: 'Card number', comment: 'Card payment: the 16-digit card number' })}
            required
            className="sm:col-span-2"
          >
            <Input name="cardNumber" autoComplete="cc-number" inputMode="numeric" required dir="ltr" maxLength={23} />
          </Field>
          <Field label={t({ message: 'Expiry month', comment: 'Card payment: expiry month, two digits' })} required>
            <Input name="cardMonth" autoComplete="cc-exp-month" inputMode="numeric" placeholder="MM" required dir="ltr" maxLength={2} />
          </Field>
          <Field label={t({ message: 'Expiry year', comment: 'Card payment: expiry year, four digits' })} required>
            <Input name="cardYear" autoComplete="cc-exp-year" inputMode="numeric" placeholder="YYYY" required dir="ltr" maxLength={4} />
          </Field>
          <Field label={t({ message: 'Security code (CVC)', comment: 'Card payment: the 3 digits on the back of the card' })} required>
            <Input name="cardCvc" autoComplete="cc-csc" inputMode="numeric" required dir="ltr" maxLength={4} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" variant="accent" size="lg" loading={busy}>
              {t({ message: 'Pay the deposit', comment: 'Card payment: the submit button' })}
            </Button>
          </div>
        </form>
      ) : awaitingOtp ? (
        <form onSubmit={sendOtp} className="space-y-4" data-testid="otp-form">
          <Field
            label={t({ message: 'STC Pay code', comment: 'STC Pay payment: the one-time code STC Pay sent by SMS' })}
            hint={t({ message: 'The 6-digit code STC Pay sent to your mobile.', comment: 'STC Pay payment: hint under the code field' })}
            required
          >
            <Input name="stcOtp" autoComplete="one-time-code" inputMode="numeric" required dir="ltr" maxLength={6} />
          </Field>
          <Button type="submit" variant="accent" size="lg" loading={busy}>
            {t({ message: 'Confirm the payment', comment: 'STC Pay payment: the button that sends the code' })}
          </Button>
        </form>
      ) : (
        <form onSubmit={payByStcPay} className="space-y-4" data-testid="stcpay-form">
          <Field label={t({ message: 'STC Pay mobile number', comment: 'STC Pay payment: the mobile number of the wallet' })} required>
            <Input name="stcMobile" autoComplete="tel" inputMode="tel" required dir="ltr" placeholder="05X XXX XXXX" />
          </Field>
          <Button type="submit" variant="accent" size="lg" loading={busy}>
            {t({ message: 'Send me the STC Pay code', comment: 'STC Pay payment: the button that starts the payment' })}
          </Button>
        </form>
      )}
    </section>
  )
}
