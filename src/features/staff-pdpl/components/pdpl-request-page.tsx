import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import type { PdplRequestDetail } from '../../../contract/pdpl'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { useListAction } from '../../staff/components/content-status'
import { pdplExportPath } from '../pdpl-export-path'
import { erasePdplRequest } from '../pdpl.functions'
import { PdplCorrectionForm } from './pdpl-correction-form'
import { displaySubject, usePdplLabels } from './pdpl-labels'

/** One request: its deadline, every record found, the export, the correction and the erasure. */
export function PdplRequestPage({ detail }: { detail: PdplRequestDetail }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const labels = usePdplLabels()
  const [confirming, setConfirming] = useState(false)
  const { busy, failure, run } = useListAction()
  const { request, records } = detail
  const erased = request.events.some((event) => event.action === 'erased')
  const held = records.filter((record) => record.held)
  const total = formatNumber(records.length, locale)
  const erasedCount = formatNumber(records.length - held.length, locale)
  const erase = () =>
    run('erase', async () => {
      await erasePdplRequest({ data: { locale, id: request.id } })
      notifySuccess(t({ message: 'The person’s data is erased.', comment: 'Personal-data desk: toast after an erasure' }))
      await router.invalidate()
    })
  const holdNotice = t({
    message:
      'A completed purchase stays on record after an erasure: commercial and tax law require us to keep the sale and its invoice data. Its finance answers, notes and codes are still deleted.',
    comment: 'Personal-data export and desk: what a legal hold keeps when a person asks for erasure',
  })
  const facts: [string, string][] = [
    [t({ message: 'Request', comment: 'Personal-data desk: label of the kind of request' }), labels.kind(request.kind)],
    [
      t({ message: 'Received on', comment: 'Personal-data desk: label of the day the request arrived' }),
      formatDate(request.receivedOn, locale),
    ],
    [
      t({ message: 'Answer due by', comment: 'Personal-data desk: label of the last day to answer a request' }),
      formatDate(request.dueOn, locale),
    ],
    [
      t({ message: 'Status', comment: 'Personal-data desk: label of a request’s status' }),
      request.status === 'open' ? `${labels.status(request)} · ${labels.daysLeft(request)}` : labels.status(request),
    ],
    [
      t({ message: 'The person’s language', comment: 'Personal-data desk: label of the language the export is written in' }),
      labels.language(request.language),
    ],
  ]
  return (
    <div className="space-y-8">
      <dl
        className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="pdpl-request"
      >
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      {erased ? (
        <section className="space-y-2 rounded-2xl border border-line bg-white p-5">
          <p className="font-medium text-ink">
            {t({
              message: 'The data about this person was erased. The log keeps the request, not the mobile or address.',
              comment: 'Personal-data desk: shown on a request whose person’s data was erased',
            })}
          </p>
          {request.held.length ? (
            <p className="text-ink-soft">
              {t({
                message: 'Kept by legal hold:',
                comment: 'Personal-data desk: before the references of completed sales kept after an erasure',
              })}{' '}
              <bdi dir="ltr">{request.held.join(', ')}</bdi>
            </p>
          ) : null}
        </section>
      ) : (
        <>
          <section aria-labelledby="pdpl-records-title" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="pdpl-records-title" className="text-xl font-bold text-ink">
                {t({ message: 'Records found', comment: 'Personal-data desk: heading of the list of records found about the person' })}
              </h2>
              <div className="flex flex-wrap gap-2">
                <a
                  href={pdplExportPath(locale, request.id, 'html')}
                  download
                  className={buttonClass({ variant: 'primary', size: 'sm' })}
                  data-testid="pdpl-export"
                >
                  {t({ message: 'Export as a page (HTML)', comment: 'Personal-data desk: link that downloads the readable export' })}
                </a>
                <a href={pdplExportPath(locale, request.id, 'json')} download className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                  {t({ message: 'Export as data (JSON)', comment: 'Personal-data desk: link that downloads the machine-readable export' })}
                </a>
              </div>
            </div>
            {held.length ? <p className="rounded-xl border border-accent-500/40 bg-accent-50 p-4 text-sm text-ink">{holdNotice}</p> : null}
            {records.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center text-ink-soft">
                {t({
                  message: 'Nothing is held about this person.',
                  comment: 'Personal-data desk: no record found for the mobile or address',
                })}
              </p>
            ) : (
              <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="pdpl-records">
                {records.map((record) => (
                  <li
                    key={`${record.source}:${record.id}`}
                    className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 px-4 py-3 text-sm"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-ink">
                        {labels.source(record.source)} <bdi dir="ltr">{record.label}</bdi>
                        {record.held ? (
                          <span className="ms-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-bold text-accent-600">
                            {t({ message: 'Legal hold', comment: 'Personal-data desk: badge on a record an erasure keeps' })}
                          </span>
                        ) : null}
                      </p>
                      {record.name || record.mobile || record.email ? (
                        <p className="break-all text-ink-soft">
                          {[record.name, record.mobile && displaySubject(record.mobile), record.email]
                            .filter(Boolean)
                            .map((value, index) => (
                              <span key={index}>
                                {index > 0 ? ' · ' : ''}
                                <bdi>{value}</bdi>
                              </span>
                            ))}
                        </p>
                      ) : null}
                    </div>
                    <time dateTime={record.at} className="whitespace-nowrap text-ink-soft">
                      {formatDateTime(record.at, locale)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <PdplCorrectionForm requestId={request.id} />

          <section aria-labelledby="pdpl-erase-title" className="space-y-3 rounded-2xl border border-danger/30 bg-white p-5 sm:p-6">
            <h2 id="pdpl-erase-title" className="text-xl font-bold text-ink">
              {t({ message: 'Erase the data', comment: 'Personal-data desk: heading of the erasure section' })}
            </h2>
            <p className="text-sm text-ink-soft">{holdNotice}</p>
            {failure ? <FormFailureNotice message={failure} /> : null}
            <Button
              variant="danger"
              loading={busy === 'erase'}
              disabled={!hydrated}
              onClick={() => setConfirming(true)}
              data-testid="pdpl-erase"
            >
              {t({ message: 'Erase this person’s data…', comment: 'Personal-data desk: button that asks before erasing' })}
            </Button>
          </section>
        </>
      )}

      {request.events.length ? (
        <section aria-labelledby="pdpl-events-title" className="space-y-2">
          <h2 id="pdpl-events-title" className="text-lg font-bold text-ink">
            {t({ message: 'Done so far', comment: 'Personal-data desk: heading of what was done for a request' })}
          </h2>
          <ul className="space-y-1 text-sm text-ink-soft">
            {request.events.map((event, index) => (
              <li key={index}>
                {formatDateTime(event.at, locale)} ·{' '}
                {event.action === 'exported'
                  ? t({ message: `Exported by ${event.by}`, comment: 'Personal-data desk: history line; {0} is the admin’s name' })
                  : event.action === 'corrected'
                    ? t({ message: `Corrected by ${event.by}`, comment: 'Personal-data desk: history line; {0} is the admin’s name' })
                    : t({ message: `Erased by ${event.by}`, comment: 'Personal-data desk: history line; {0} is the admin’s name' })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ConfirmDialog
        open={confirming}
        title={t({ message: 'Erase this person’s data?', comment: 'Personal-data desk: title of the dialog that asks before erasing' })}
        confirmLabel={t({ message: 'Erase the data', comment: 'Personal-data desk: the dialog’s button that erases' })}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          setConfirming(false)
          await erase()
        }}
      >
        <p>
          {t({
            message: `${erasedCount} of the ${total} records found will be deleted or cleared. This cannot be undone.`,
            comment: 'Personal-data desk: what the erasure does; {erasedCount} records erased of {total} found',
          })}
        </p>
        {held.length ? <p>{holdNotice}</p> : null}
      </ConfirmDialog>
    </div>
  )
}
