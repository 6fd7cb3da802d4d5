import { useState, type FormEvent } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useStore } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { FormPreamble } from '../../../components/forms/form-preamble'
import { useContractForm } from '../../../components/forms/use-contract-form'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { answerTradeInSchema, type StaffTradeIn, type TradeInsPage } from '../../../contract/staff-trade-ins'
import { tradeInLimits, type TradeInFilter } from '../../../contract/trade-in-values'
import { formatDateTime, formatNumber, formatSar } from '../../../lib/format'
import { schemaFieldIssues } from '../../../lib/forms/field-issues'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { parseAmount } from '../../../lib/amount'
import { formatSaudiMobile } from '../../../lib/phone'
import { StaffFilterTabs } from '../../staff/inbox/components/staff-filter-tabs'
import { StaffListPager } from '../../staff/inbox/components/staff-list-pager'
import { tradeInPhotoPath } from '../../staff/inbox/staff-download-paths'
import { conditionLabels, stateLabels } from '../../trade-in/trade-in-labels'
import { sendTradeInEstimate } from '../staff-trade-ins.functions'

/** Buyers' requests to value their cars (decision 0102): waiting ones first come, first answered. */
export function TradeInsInbox({ data, show }: { data: TradeInsPage; show: TradeInFilter }) {
  const { t } = useLingui()
  const tabs = [
    {
      key: 'waiting',
      label: t({ message: 'Waiting', comment: 'Staff trade-ins: view of the requests nobody has estimated yet' }),
      count: data.counts.waiting,
      search: { show: undefined },
    },
    {
      key: 'estimated',
      label: t({ message: 'Estimated', comment: 'Staff trade-ins: view of the requests already sent an estimate' }),
      count: data.counts.estimated,
      search: { show: 'estimated' },
    },
    { key: 'all', label: t({ message: 'All', comment: 'Staff trade-ins: view of every confirmed request' }), search: { show: 'all' } },
  ]
  return (
    <div>
      <StaffFilterTabs
        label={t({ message: 'Show trade-in requests', comment: 'Accessible name of the staff trade-ins views' })}
        tabs={tabs}
        current={show}
      />
      {data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center text-ink-soft">
          {show === 'waiting'
            ? t`No request is waiting for an estimate.`
            : t({ message: 'No requests here.', comment: 'Staff trade-ins: shown when the chosen view has no request' })}
        </p>
      ) : (
        <ul className="space-y-4" data-testid="trade-ins">
          {data.items.map((request) => (
            <TradeInCard key={request.id} request={request} />
          ))}
        </ul>
      )}
      <StaffListPager page={data.page} total={data.total} pageSize={data.pageSize} />
    </div>
  )
}

function TradeInCard({ request }: { request: StaffTradeIn }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const carName = `${request.make} ${request.model} ${request.year}`
  const mileage = formatNumber(request.mileageKm, locale)
  const buyerLanguage =
    request.locale === 'en'
      ? t({ message: 'English', comment: 'Staff trade-ins: the buyer wrote in English' })
      : t({ message: 'Arabic', comment: 'Staff trade-ins: the buyer wrote in Arabic' })
  return (
    <li
      className={`rounded-2xl border bg-white p-5 shadow-sm ${request.state === 'waiting' ? 'border-brand-200 border-s-4 border-s-brand-600' : 'border-line'}`}
      data-testid="trade-in"
      data-reference={request.reference}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink">
            <bdi>{carName}</bdi>
          </h2>
          <p className="text-sm text-ink-soft">
            <ReferenceCode>{request.reference}</ReferenceCode>
            {' · '}
            <a href={`tel:${request.mobile}`} dir="ltr" className="font-medium text-brand-700 hover:underline">
              {formatSaudiMobile(request.mobile)}
            </a>
          </p>
        </div>
        <p className="text-sm text-ink-soft">
          <time dateTime={request.receivedAt}>{formatDateTime(request.receivedAt, locale)}</time>
        </p>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
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
          <dd className="text-ink">{i18n._(conditionLabels[request.condition])}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t({ message: 'City', comment: '“Value my car” status page: the city the buyer’s car is in' })}</dt>
          <dd className="text-ink">{request.city}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Text messages in', comment: 'Staff trade-ins: the language the buyer used, which the estimate’s SMS is in' })}
          </dt>
          <dd className="text-ink">{buyerLanguage}</dd>
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
      {request.photos.length > 0 ? (
        <ul
          className="mt-4 flex flex-wrap gap-3"
          aria-label={t({ message: 'Photos of the car', comment: 'Staff trade-ins: accessible name of a request’s photos' })}
        >
          {request.photos.map((photoId, index) => (
            <PhotoLink key={photoId} tradeInId={request.id} photoId={photoId} number={index + 1} carName={carName} />
          ))}
        </ul>
      ) : null}
      <div className="mt-4 border-t border-line pt-4">
        {request.estimate ? (
          <p className="text-sm text-ink" data-testid="trade-in-staff-estimate">
            <EstimateLine request={request} estimate={request.estimate} />
          </p>
        ) : null}
        {request.state !== 'estimated' ? <EstimateForm request={request} carName={carName} /> : null}
      </div>
    </li>
  )
}

/** A photo as a thumbnail that opens the whole picture, through the back office's download route. */
function PhotoLink({ tradeInId, photoId, number, carName }: { tradeInId: string; photoId: string; number: number; carName: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const path = tradeInPhotoPath(locale, tradeInId, photoId)
  return (
    <li>
      <a href={path} target="_blank" rel="noopener">
        <img
          src={path}
          alt={t({
            message: `Photo ${number} of ${carName}`,
            comment: 'Staff trade-ins: alt text of a request’s photo; {carName} is make, model and year',
          })}
          className="h-28 w-44 rounded-lg border border-line object-cover"
          loading="lazy"
        />
      </a>
    </li>
  )
}

function EstimateLine({ request, estimate }: { request: StaffTradeIn; estimate: NonNullable<StaffTradeIn['estimate']> }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const state = i18n._(stateLabels[request.state])
  const amount = formatSar(estimate.amountSar, locale)
  const until = formatDateTime(estimate.validUntil, locale)
  const sender = estimate.givenBy ?? '—'
  return (
    <>
      {t({
        message: `${state}: ${amount} until ${until}, sent by ${sender}.`,
        comment: 'Staff trade-ins: a request’s estimate; {state} is “Estimate valid” or “Estimate expired”, {sender} the staff member',
      })}
    </>
  )
}

/**
 * The estimate for one request: checked by the contract, then asked once more (the amount, the
 * mobile, and that a text message cannot be called back) before it is sent.
 */
function EstimateForm({ request, carName }: { request: StaffTradeIn; carName: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const [asking, setAsking] = useState(false)
  const days = tradeInLimits.estimateValidDays
  const { form, formProps, summary, failure } = useContractForm({
    formId: `trade-in-estimate-${request.id}`,
    defaultValues: { amountSar: '' },
    schema: answerTradeInSchema,
    toInput: (values: { amountSar: string }) => values,
    send: (estimate) => sendTradeInEstimate({ data: { locale, id: request.id, estimate } }),
    onSuccess: async () => {
      notifySuccess(t`The estimate is on its way to the buyer by text message.`)
      await router.invalidate()
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (schemaFieldIssues(answerTradeInSchema, form.state.values)) return formProps.onSubmit(event)
    event.preventDefault()
    event.stopPropagation()
    setAsking(true)
  }
  const typedAmount = useStore(form.store, (state) => state.values.amountSar)
  const typed = parseAmount(typedAmount, { min: tradeInLimits.minEstimateSar, max: tradeInLimits.maxEstimateSar })
  const amount = typed.ok ? formatSar(typed.value, locale) : ''
  const mobile = formatSaudiMobile(request.mobile)
  return (
    <>
      <form
        {...formProps}
        onSubmit={submit}
        className="space-y-3"
        aria-label={t({
          message: `Estimate for ${carName}`,
          comment: 'Staff trade-ins: accessible name of the estimate form of one car; {carName} is make, model and year',
        })}
      >
        <FormPreamble summary={summary} />
        <div className="flex flex-wrap items-end gap-3">
          <form.AppField name="amountSar">
            {(field) => (
              <field.TextField
                label={t({ message: 'Estimate (SAR)', comment: 'Staff trade-ins: the amount in riyals sent to the buyer for their car' })}
                hint={t`Valid for ${days} days from when it is sent.`}
                preset="amount"
                className="min-w-56 grow sm:grow-0"
                required
              />
            )}
          </form.AppField>
          <Button type="submit" variant="primary" disabled={!hydrated} className="mb-6">
            {t({ message: 'Send estimate', comment: 'Staff trade-ins: button that sends the estimate to the buyer (asks first)' })}
          </Button>
        </div>
        {failure ? (
          <FormFailureNotice
            key={`${failure.code}:${failure.message}`}
            message={failure.message}
            retryAfterSeconds={failure.retryAfterSeconds}
          />
        ) : null}
      </form>
      <ConfirmDialog
        open={asking}
        title={t({ message: `Send ${amount} for ${carName}?`, comment: 'Staff trade-ins: title of the dialog before sending an estimate' })}
        confirmLabel={t({ message: 'Send the estimate', comment: 'Staff trade-ins: the dialog’s button that sends the estimate' })}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          await form.handleSubmit()
          setAsking(false)
        }}
      >
        <p>
          {t`The buyer gets a text message at ${mobile} with this amount, valid for ${days} days. It cannot be called back, and it cannot be changed until it expires.`}
        </p>
      </ConfirmDialog>
    </>
  )
}
