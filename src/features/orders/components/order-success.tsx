import { useEffect, useRef, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { DealerIdentity } from '../../../components/layout/dealer-identity'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { siteSettingsKey, type SiteSettings } from '../../../lib/site-settings'

/**
 * The end of an order: it is stored and confirmed, its reference to keep, and where to follow
 * it (the home page's tracking section). Focus moves here so the news is read out.
 */
export function OrderSuccess({ reference, extra, onAnother }: { reference: string; extra?: ReactNode; onAnother: () => void }) {
  const { t } = useLingui()
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
        {extra ? <p className="mt-2">{extra}</p> : null}
      </Notice>
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
