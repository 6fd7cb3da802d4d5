import { Trans, useLingui } from '@lingui/react/macro'
import { SmsCodeStep } from '../../../components/forms/sms-code-step'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { CodeResent } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import type { PendingOrder } from '../../orders/order-flow'
import { resendTradeInCode, verifyTradeIn } from '../trade-in.functions'

/**
 * The request's SMS code, with the rules of an order's (decision 0102): how many tries are left
 * after a wrong code, a new code once the countdown allows it, a new request once it is locked.
 */
export function TradeInCodeStep({
  request,
  onVerified,
  onResent,
  onStartOver,
}: {
  request: PendingOrder
  onVerified: (reference: string) => void
  onResent: (codeState: CodeResent) => void
  onStartOver: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const reference = request.reference
  return (
    <SmsCodeStep
      id="trade-in-code"
      mobile={request.mobile}
      resendAvailableAt={request.resendAvailableAt}
      title={t({ message: 'Confirm your valuation request', comment: '“Value my car” code step: heading above the code entry' })}
      details={
        <Trans>
          Request reference: <ReferenceCode className="font-medium text-ink">{reference}</ReferenceCode>
        </Trans>
      }
      codeLabel={t({ message: 'Confirmation code', comment: '“Value my car” code step: label of the 6-digit code field' })}
      submitLabel={t({ message: 'Confirm request', comment: '“Value my car” code step: button that checks the code' })}
      verify={async (code) => {
        const verified = await verifyTradeIn({ data: { locale, reference, verification: { code, mobile: request.mobile } } })
        onVerified(verified.reference)
      }}
      resend={async () => {
        const codeState = await resendTradeInCode({ data: { locale, reference, resend: { mobile: request.mobile } } })
        onResent(codeState)
        return codeState
      }}
      onAlreadyVerified={() => onVerified(reference)}
      finalActionLabel={t({
        message: 'Start a new request',
        comment: '“Value my car” code step: back to the form after the request was locked',
      })}
      onStartOver={onStartOver}
      startOverPrompt={t`Wrong mobile number or details?`}
      startOverLabel={t({
        message: 'Change your request',
        comment: '“Value my car” code step: link back to the filled form, after “Wrong mobile number or details?”',
      })}
    />
  )
}
