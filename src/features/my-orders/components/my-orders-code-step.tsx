import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../../app.config'
import { SmsCodeStep } from '../../../components/forms/sms-code-step'
import type { BuyerSignInCodeSent } from '../../../contract/buyer-orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import { sendMyOrdersCode, signInToMyOrders } from '../my-orders.functions'
import type { PendingSignIn } from './my-orders-sign-in'

const codeMinutes = appConfig.orderCodeLifetimeSeconds / 60

/**
 * The sign-in's code step, with the order code step's manners: a wrong code says how many tries
 * are left, "Resend code" counts down to when a new one is allowed, and a lock says how long to
 * wait (nothing is final: once the lock ends, a new code signs in). It never says whether the
 * mobile has ordered: the code only reaches a mobile that has.
 */
export function MyOrdersCodeStep({
  pending,
  onResent,
  onSignedIn,
  onStartOver,
}: {
  pending: PendingSignIn
  onResent: (sent: BuyerSignInCodeSent) => void
  onSignedIn: () => void
  onStartOver: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const mobile = formatSaudiMobile(pending.mobile)
  return (
    <SmsCodeStep
      id="my-orders-code"
      mobile={pending.mobile}
      resendAvailableAt={pending.resendAvailableAt}
      title={t({ message: 'Enter your sign-in code', comment: 'My orders: heading of the step where the SMS sign-in code is typed' })}
      sentMessage={
        <Trans>
          If an order was confirmed with{' '}
          <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
            {mobile}
          </bdi>
          , we have texted it a 6-digit sign-in code. The code is valid for <Plural value={codeMinutes} one="# minute" other="# minutes" />.
        </Trans>
      }
      codeLabel={t({ message: 'Sign-in code', comment: 'My orders: label of the 6-digit code field (the code texted to sign in)' })}
      submitLabel={t({ message: 'Sign in', comment: 'My orders: button that checks the sign-in code and opens the orders' })}
      verify={async (code) => {
        await signInToMyOrders({ data: { locale, signIn: { mobile: pending.mobile, code } } })
        onSignedIn()
      }}
      resend={async () => {
        const sent = await sendMyOrdersCode({ data: { locale, request: { mobile: pending.mobile } } })
        onResent(sent)
        return sent
      }}
      finalCodes={[]}
      onStartOver={onStartOver}
      startOverPrompt={t({ message: 'No text message?', comment: 'My orders code step: before the link back to the mobile number' })}
      startOverLabel={t({ message: 'Use another mobile number', comment: 'My orders code step: link back to the mobile number field' })}
    />
  )
}
