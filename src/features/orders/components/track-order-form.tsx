import { Trans, useLingui } from '@lingui/react/macro'
import { ReferenceLookup } from '../../../components/forms/reference-lookup'
import type { TrackOrderInput } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import { trackOrder } from '../orders.functions'
import { keepTrackedLookup, keptPhoneFor } from '../tracked-lookup'
import { TrackOrderResult } from './track-order-result'

/**
 * Reference + mobile → the order's status history (the storefront's one look-up form).
 * `initialReference` fills the reference as the page renders (from its address);
 * `handedOverPhone`, a mobile the home page handed over in the browser's history, or else this
 * tab's last look-up of the same reference (a language switch loads the page anew and loses that
 * entry), is filled in after hydration, and with both the order is looked up at once. `onTracked`
 * hears every successful look-up.
 */
export function TrackOrderForm({
  initialReference = '',
  handedOverPhone,
  onTracked,
}: {
  initialReference?: string
  handedOverPhone?: string
  onTracked?: (lookup: TrackOrderInput) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <ReferenceLookup
      idPrefix="track"
      texts={{
        referenceLabel: t({
          message: 'Order reference',
          comment: 'Order tracking: field for, and label of, the reference given when the order was placed',
        }),
        referenceHint: (
          <Trans>
            In the text message that confirmed your order, for example{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              K7M2Q-9XD4R
            </bdi>
            .
          </Trans>
        ),
        phoneLabel: t({
          message: 'Mobile number',
          comment: 'Order tracking form: field for the mobile number the order was placed with',
        }),
        phoneHint: t`The mobile number you placed the order with.`,
        phonePlaceholder: t({
          message: 'Enter Mobile Number',
          comment: 'Order tracking form: placeholder in the mobile number field',
        }),
        submit: t({ message: 'Track order', comment: 'Order tracking form: button that looks up the order' }),
        notFound: (
          <>
            <p className="font-bold">{t`We could not find an order with this reference and mobile number.`}</p>
            <p className="mt-1 text-ink-soft">
              {t`Check both and try again. An order can be tracked once it has been confirmed with the code sent to your mobile.`}
            </p>
          </>
        ),
        failed: t`We could not look up your order just now. Please try again.`,
      }}
      lookup={(lookup) => trackOrder({ data: { locale, lookup } })}
      renderFound={(order, headingRef) => <TrackOrderResult order={order} headingRef={headingRef} />}
      initialReference={initialReference}
      handedOverPhone={handedOverPhone}
      keptPhoneFor={keptPhoneFor}
      onFound={(lookup) => {
        keepTrackedLookup(lookup)
        onTracked?.(lookup)
      }}
    />
  )
}
