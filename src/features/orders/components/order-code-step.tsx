import { Trans, useLingui } from '@lingui/react/macro'
import { SmsCodeStep } from '../../../components/forms/sms-code-step'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { useLocale } from '../../../lib/i18n/use-locale'
import { resendOrderCode, verifyOrder } from '../orders.functions'
import type { CodeResent, OrderSummary } from '../../../contract/orders'
import type { PendingOrder } from '../order-flow'

/**
 * The second step of an order: the 6-digit code sent by SMS (the shared code step's manners); a
 * locked or vanished order offers a new order.
 */
export function OrderCodeStep({
  order,
  onVerified,
  onResent,
  onStartOver,
  staff,
}: {
  order: PendingOrder
  onVerified: (reference: string, summary?: OrderSummary) => void
  onResent: (codeState: CodeResent) => void
  /** Back to the form, with what was typed. */
  onStartOver: () => void
  /**
   * A staff member typing the code the buyer reads out (decision 0092): the staff API's calls, and
   * the heading said to the staff member.
   */
  staff?: {
    title: string
    verify: (code: string) => Promise<{ reference: string; summary?: OrderSummary }>
    resend: () => Promise<CodeResent>
  }
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const reference = order.reference
  return (
    <SmsCodeStep
      id="order-code"
      mobile={order.mobile}
      resendAvailableAt={order.resendAvailableAt}
      title={staff?.title ?? t({ message: 'Confirm your order', comment: 'Order code step: heading above the code entry' })}
      details={
        <Trans>
          Order reference: <ReferenceCode className="font-medium text-ink">{reference}</ReferenceCode>
        </Trans>
      }
      codeLabel={t({ message: 'Verification code', comment: 'Order code step: label of the 6-digit code field' })}
      submitLabel={t({ message: 'Confirm order', comment: 'Order code step: button that checks the code' })}
      verify={async (code) => {
        const verified = staff
          ? await staff.verify(code)
          : await verifyOrder({ data: { locale, reference, verification: { code, mobile: order.mobile } } })
        onVerified(verified.reference, verified.summary)
      }}
      resend={async () => {
        const codeState = staff
          ? await staff.resend()
          : await resendOrderCode({ data: { locale, reference, resend: { mobile: order.mobile } } })
        onResent(codeState)
        return codeState
      }}
      onAlreadyVerified={() => onVerified(reference)}
      finalActionLabel={t`Start a new order`}
      onStartOver={onStartOver}
      startOverPrompt={t`Wrong mobile number or details?`}
      startOverLabel={t({
        message: 'Change your order',
        comment: 'Order code step: link back to the filled form, after "Wrong mobile number or details?"',
      })}
    />
  )
}
