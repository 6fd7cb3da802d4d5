import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { DealerIdentity } from '../../../components/layout/dealer-identity'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { siteSettingsKey, type SiteSettings } from '../../../lib/site-settings'
import { replyWithinOf, replyWithinText } from '../../../lib/order-reply-time'
import type { OrderSummary, OrderType } from '../../../contract/orders'
import { CopyReferenceButton } from './copy-reference-button'
import { OrderSummaryList } from './order-summary-list'

/**
 * The end of an order: it is stored and confirmed, its reference to keep (with a copy button),
 * what was ordered, what happens next and when, and where to follow it (the home page's tracking
 * section). Focus moves here so the news is read out.
 */
export function OrderSuccess({
  reference,
  orderType,
  summary,
  onAnother,
}: {
  reference: string
  orderType: OrderType
  /** Absent when an earlier request confirmed the order: the screen then shows the reference alone. */
  summary?: OrderSummary
  onAnother: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocaleParam()
  // Loaded for every page by the root route: who the buyer ordered from, as the law asks it shown.
  const seller = useQueryClient().getQueryData<SiteSettings>(siteSettingsKey(useLocale()))
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    notice.current?.focus({ preventScroll: true })
    notice.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  return (
    <section className="mx-auto max-w-xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8">
      <Notice ref={notice} tone="success" title={t`The order has been sent successfully.`}>
        <p>
          <Trans>
            Your order reference is{' '}
            <ReferenceCode className="text-lg font-bold text-ink" data-testid="order-reference">
              {reference}
            </ReferenceCode>
            . Keep it with the mobile number you ordered with: you can track your order from the home page.
          </Trans>
        </p>
        <div className="mt-3">
          <CopyReferenceButton reference={reference} />
        </div>
      </Notice>
      <section aria-labelledby="order-next" className="space-y-2">
        <h2 id="order-next" className="font-bold text-ink">
          {t({ message: 'What happens next', comment: 'Order success: heading of when the dealer gets back to the buyer' })}
        </h2>
        <p className="text-ink-soft" data-testid="order-next-step">
          {replyWithinText(i18n, replyWithinOf(orderType))}{' '}
          {t`We have also sent the reference by text message and a summary to your e-mail.`}
        </p>
      </section>
      {summary ? (
        <section aria-labelledby="order-summary-title" className="space-y-3 border-t border-line pt-4">
          <h2 id="order-summary-title" className="font-bold text-ink">
            {t({ message: 'Your order', comment: 'Order success: heading of the summary of what was ordered' })}
          </h2>
          <OrderSummaryList summary={summary} />
        </section>
      ) : null}
      {seller ? (
        <section
          aria-labelledby="order-seller"
          className="space-y-1 border-t border-line pt-4 text-sm text-ink-soft"
          data-testid="order-seller"
        >
          <h2 id="order-seller" className="font-bold text-ink">
            {t({ message: 'Seller', comment: 'Order confirmation: heading of the dealer’s legal identity and address' })}
          </h2>
          <p>{seller.name}</p>
          <DealerIdentity settings={seller} />
          <p>{seller.address}</p>
          <p>
            <bdi dir="ltr">{seller.phone}</bdi>
            {seller.email ? (
              <>
                {' · '}
                <bdi dir="ltr">{seller.email}</bdi>
              </>
            ) : null}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="order-trade-in" className="space-y-2 border-t border-line pt-4">
        <h2 id="order-trade-in" className="font-bold text-ink">
          {t({ message: 'Trading in your current car?', comment: 'Order success: heading of the offer to value the buyer’s own car' })}
        </h2>
        <p className="text-ink-soft">{t`Tell us about it and we text you an estimate that counts towards this order.`}</p>
        <LinkButton to="/{-$locale}/trade-in" params={{ locale }} search={{ order: reference }} variant="outline">
          {t({ message: 'Value my car', comment: 'Name of the “value my car” form, read by screen readers; menu link to its page' })}
        </LinkButton>
      </section>
      <div className="flex flex-wrap gap-3">
        <LinkButton to="/{-$locale}" params={{ locale }} hash="track-order-entry" variant="primary" size="lg">
          {t`Track your order`}
        </LinkButton>
        <Button variant="outline" size="lg" onClick={onAnother}>
          {t({ message: 'Place another order', comment: 'Order success: button that opens an empty order form' })}
        </Button>
      </div>
    </section>
  )
}
