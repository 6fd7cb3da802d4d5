import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { tradeInLimits } from '../../../contract/trade-in-values'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { CopyReferenceButton } from '../../orders/components/copy-reference-button'

/**
 * The end of a request: it reached the showroom's staff; its reference to keep; what happens next
 * (an estimate by text message that holds `estimateValidDays`), and where to see it.
 */
export function TradeInSuccess({ reference, onAnother }: { reference: string; onAnother: () => void }) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const notice = useRef<HTMLDivElement>(null)
  const days = tradeInLimits.estimateValidDays
  useEffect(() => {
    notice.current?.focus({ preventScroll: true })
    notice.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  return (
    <section className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <Notice ref={notice} tone="success" title={t`Your valuation request has been sent successfully.`}>
        <p>
          <Trans>
            Your request reference is{' '}
            <ReferenceCode className="text-lg font-bold text-ink" data-testid="trade-in-reference">
              {reference}
            </ReferenceCode>
            . Keep it with your mobile number to see our estimate.
          </Trans>
        </p>
        <div className="mt-3">
          <CopyReferenceButton reference={reference} />
        </div>
      </Notice>
      <section aria-labelledby="trade-in-next" className="space-y-2">
        <h2 id="trade-in-next" className="font-bold text-ink">
          {t({ message: 'What happens next', comment: 'Order success: heading of when the dealer gets back to the buyer' })}
        </h2>
        <p className="text-ink-soft">
          {t`Our team studies your car and sends you an estimate in riyals by text message. The estimate is valid for ${days} days from when we send it.`}
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/{-$locale}/trade-in/status" params={{ locale }} search={{ reference }} variant="primary" size="lg">
          {t({ message: 'See your estimate', comment: '“Value my car” success: button to the page that shows a request’s estimate' })}
        </LinkButton>
        <Button variant="outline" size="lg" onClick={onAnother}>
          {t({ message: 'Value another car', comment: '“Value my car” success: button that opens an empty form' })}
        </Button>
      </div>
    </section>
  )
}
