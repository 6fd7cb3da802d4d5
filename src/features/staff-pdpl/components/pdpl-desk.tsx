import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { pdplDueSoonDays, type PdplRequest } from '../../../contract/pdpl'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { NewPdplRequestForm } from './new-pdpl-request-form'
import { displaySubject, usePdplLabels } from './pdpl-labels'

/** The desk: a new request's form, then every request, open ones first with the days they have left. */
export function PdplDesk({ requests }: { requests: PdplRequest[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const labels = usePdplLabels()
  const open = (id: string) => navigate({ to: '/{-$locale}/staff/privacy/$id', params: (prev) => ({ ...prev, id }) })
  return (
    <div className="space-y-8">
      <NewPdplRequestForm onLogged={(request) => void open(request.id)} />
      <section aria-labelledby="pdpl-list-title" className="space-y-4">
        <h2 id="pdpl-list-title" className="text-xl font-bold text-ink">
          {t({ message: 'Requests', comment: 'Personal-data desk: heading of the list of logged requests' })}
        </h2>
        {requests.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center text-ink-soft">
            {t({ message: 'No request logged yet.', comment: 'Personal-data desk: shown when no request was ever logged' })}
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white" data-testid="pdpl-requests">
            {requests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to="/{-$locale}/staff/privacy/$id"
                    params={(prev) => ({ ...prev, id: request.id })}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    <bdi dir="ltr" className="break-all">
                      {displaySubject(request.subject)}
                    </bdi>
                  </Link>
                  <p className="text-sm text-ink-soft">
                    {labels.kind(request.kind)} ·{' '}
                    {t({
                      message: `received ${formatDate(request.receivedOn, locale)}`,
                      comment: 'Personal-data desk: the day a request arrived, after its kind',
                    })}
                  </p>
                </div>
                <p className="text-sm">
                  {request.status === 'open' ? (
                    <span
                      className={
                        request.daysLeft < 0
                          ? 'font-bold text-danger'
                          : request.daysLeft <= pdplDueSoonDays
                            ? 'font-bold text-accent-600'
                            : 'text-ink'
                      }
                    >
                      {labels.daysLeft(request)}
                    </span>
                  ) : (
                    <span className="text-ink-soft">{labels.status(request)}</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
