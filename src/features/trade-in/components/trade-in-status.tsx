import type { Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ReferenceLookup } from '../../../components/forms/reference-lookup'
import { LinkButton } from '../../../components/ui/link-button'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { TrackOrderInput } from '../../../contract/orders'
import type { TrackedTradeIn } from '../../../contract/trade-ins'
import { formatDateTime, formatNumber, formatSar } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { trackTradeIn } from '../trade-in.functions'
import { conditionLabels, stateLabels } from '../trade-in-labels'

/**
 * Reference + mobile → the request and its estimate (decision 0102), with the order tracking's
 * look-up form: a wrong mobile and an unknown reference are one answer. `handedOverPhone` (from the
 * success screen, in the history entry, never the address) looks the request up at once.
 */
export function TradeInStatus({
  initialReference = '',
  handedOverPhone,
  onFound,
}: {
  initialReference?: string
  handedOverPhone?: string
  onFound?: (lookup: TrackOrderInput) => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <ReferenceLookup
      idPrefix="trade-in-status"
      texts={{
        referenceLabel: t({
          message: 'Request reference',
          comment: '“Value my car” status page: the reference given when the request was sent',
        }),
        referenceHint: t`In the text message of your code or our estimate.`,
        phoneLabel: t({ message: 'Mobile number', comment: 'Order forms: label of the mobile number field' }),
        phoneHint: t`The mobile number you sent the request from.`,
        phonePlaceholder: t`Enter Mobile Number`,
        submit: t({ message: 'Show the estimate', comment: '“Value my car” status page: button that looks the request up' }),
        notFound: <p className="font-bold">{t`We could not find a valuation request with this reference and mobile number.`}</p>,
        failed: t`We could not reach the dealer. Please check your connection and try again.`,
      }}
      lookup={(lookup) => trackTradeIn({ data: { locale, lookup } })}
      renderFound={(request, headingRef) => <TradeInResult request={request} headingRef={headingRef} />}
      initialReference={initialReference}
      handedOverPhone={handedOverPhone}
      onFound={onFound}
    />
  )
}

function TradeInResult({ request, headingRef }: { request: TrackedTradeIn; headingRef: Ref<HTMLHeadingElement> }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { car, estimate, reference } = request
  const until = estimate ? formatDateTime(estimate.validUntil, locale) : ''
  const carName = `${car.make} ${car.model} ${car.year}`
  const mileage = formatNumber(car.mileageKm, locale)
  return (
    <section
      aria-labelledby="trade-in-result"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
      data-testid="trade-in-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="trade-in-result" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
            <bdi>{carName}</bdi>
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            <Trans comment="“Value my car” status page: under the car’s name, the request’s reference">
              Request <ReferenceCode>{reference}</ReferenceCode>
            </Trans>
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-bold ${request.state === 'estimated' ? 'bg-success/10 text-success' : 'bg-surface text-ink-soft'}`}
          data-testid="trade-in-state"
        >
          {i18n._(stateLabels[request.state])}
        </p>
      </div>
      {estimate ? (
        <div
          className={`rounded-xl border p-4 ${request.state === 'estimated' ? 'border-brand-200 bg-brand-50' : 'border-line bg-surface'}`}
        >
          <p className="text-sm text-ink-soft">
            {t({ message: 'Our estimate', comment: '“Value my car” status page: label above the amount staff sent' })}
          </p>
          <p className="mt-1 text-3xl font-bold text-ink" data-testid="trade-in-estimate">
            <bdi>{formatSar(estimate.amountSar, locale)}</bdi>
          </p>
          <p className="mt-2 text-ink" data-testid="trade-in-valid-until">
            {request.state === 'estimated'
              ? t`Valid until ${until} (Saudi time).`
              : t`This estimate expired on ${until}. Send a new request for a new estimate.`}
          </p>
          <p className="mt-2 text-sm text-ink-soft">{t`The final value is agreed when we see the car at a branch.`}</p>
        </div>
      ) : (
        <p className="text-ink-soft">{t`Our team has your request and will text you an estimate.`}</p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Mileage', comment: '“Value my car” status page: the kilometres the buyer gave' })}
          </dt>
          <dd className="text-ink">{t({ message: `${mileage} km`, comment: 'A car’s mileage in kilometres, as the buyer gave it' })}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Condition', comment: '“Value my car” form: how the buyer rates their own car' })}
          </dt>
          <dd className="text-ink">{i18n._(conditionLabels[car.condition])}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t({ message: 'City', comment: '“Value my car” status page: the city the buyer’s car is in' })}</dt>
          <dd className="text-ink">{request.city}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Photos', comment: '“Value my car” status page: how many photos the request has' })}
          </dt>
          <dd className="text-ink">{formatNumber(request.photos, locale)}</dd>
        </div>
        {request.orderReference ? (
          <div>
            <dt className="text-ink-soft">
              {t({ message: 'For order', comment: '“Value my car” status page: the order the request goes with' })}
            </dt>
            <dd className="text-ink">
              <ReferenceCode>{request.orderReference}</ReferenceCode>
            </dd>
          </div>
        ) : null}
      </dl>
      {request.state === 'expired' ? (
        <LinkButton to="/{-$locale}/trade-in" params={{ locale: localeParam }} variant="primary">
          {t({ message: 'Value my car again', comment: '“Value my car” status page: after an expired estimate, back to the form' })}
        </LinkButton>
      ) : null}
    </section>
  )
}
