import { useState } from 'react'
import { useHydrated, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { FormFailureNotice } from '../../../components/ui/form-failure-notice'
import { StaffListEmpty } from '../../staff/components/staff-list'
import type { OfferStatus, StaffOffer } from '../../../contract/staff-offers'
import { formatDate, formatNumber } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { saudiDate } from '../../../lib/saudi-calendar'
import { DeletedNote, StatusBadge, restorableUntil, useListAction, type StatusTone } from '../../staff/components/content-status'
import { changeOffer } from '../staff-offers.functions'
import { OfferForm } from './offer-form'

const statusTone: Record<OfferStatus, StatusTone> = { current: 'live', upcoming: 'waiting', ended: 'over', deleted: 'deleted' }

/** What each status is called, on the list's badges and in its filter. */
export function useOfferStatusLabels(): Record<OfferStatus, string> {
  const { t } = useLingui()
  return {
    current: t({ message: 'Current', comment: 'Staff offers page: status of an offer visitors see today' }),
    upcoming: t({ message: 'Upcoming', comment: 'Staff offers page: status of an offer whose first day has not come' }),
    ended: t({ message: 'Ended', comment: 'Staff offers page: status of an offer whose last day has passed' }),
    deleted: t({ message: 'Deleted', comment: 'Staff offers page: status of an offer deleted by staff (restorable for 30 days)' }),
  }
}

/**
 * The offers found, each with its status, days and number of cars, and what can be done with it:
 * edit (texts, days, terms, cars), close (ends today), delete (asked first; restorable for 30
 * days) and restore.
 */
export function StaffOfferList({ offers }: { offers: StaffOffer[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const hydrated = useHydrated()
  const labels = useOfferStatusLabels()
  const [editing, setEditing] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<StaffOffer | null>(null)
  const { busy, failure, run } = useListAction()
  const today = saudiDate()
  const deletingTitle = deleting?.title ?? ''
  const until = restorableUntil(locale)

  const act = (offer: StaffOffer, action: 'close' | 'delete' | 'restore') =>
    run(`${action}:${offer.id}`, async () => {
      await changeOffer({ data: { locale, id: offer.id, action } })
      const title = offer.title
      notifySuccess(
        {
          close: t({ message: `“${title}” ends today.`, comment: 'Staff offers page: toast after closing an offer; {title} is its title' }),
          delete: t({
            message: `“${title}” is deleted. You can restore it under “Deleted”.`,
            comment: 'Staff offers page: toast after deleting an offer; {title} is its title',
          }),
          restore: t({
            message: `“${title}” is restored.`,
            comment: 'Staff offers page: toast after restoring an offer; {title} is its title',
          }),
        }[action],
      )
      await router.invalidate()
    })

  if (offers.length === 0)
    return (
      <StaffListEmpty>
        {t({ message: 'No offer matches this search.', comment: 'Staff offers page: the list is empty for the search and status chosen' })}
      </StaffListEmpty>
    )
  return (
    <div className="space-y-4">
      {failure ? <FormFailureNotice message={failure} /> : null}
      <ul className="space-y-4">
        {offers.map((offer) => {
          const title = offer.title
          const open = editing === offer.id
          const from = formatDate(offer.startsOn, locale)
          const to = formatDate(offer.endsOn, locale)
          const carCount = formatNumber(offer.carIds.length, locale)
          return (
            <li key={offer.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5" data-testid="staff-offer">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <h2 id={`offer-${offer.id}-title`} className="text-lg font-bold text-ink">
                    {title}
                  </h2>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
                    <StatusBadge tone={statusTone[offer.status]}>{labels[offer.status]}</StatusBadge>
                    <span>
                      {t({
                        message: `${from} to ${to}`,
                        comment: 'Staff offers page: an offer’s first and last day',
                      })}
                    </span>
                    <span>
                      {t({
                        message: `Cars: ${carCount}`,
                        comment: 'Staff offers page: how many cars an offer names',
                      })}
                    </span>
                  </p>
                  {offer.deletedAt && offer.purgesOn ? <DeletedNote deletedAt={offer.deletedAt} purgesOn={offer.purgesOn} /> : null}
                </div>
                <div className="flex flex-wrap gap-2">
                  {offer.status === 'deleted' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={!hydrated}
                      loading={busy === `restore:${offer.id}`}
                      onClick={() => void act(offer, 'restore')}
                    >
                      {t({ message: 'Restore', comment: 'Staff lists (offers, jobs, branches): button that brings a deleted item back' })}
                      <span className="sr-only">{` – ${title}`}</span>
                    </Button>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-expanded={open}
                        aria-controls={`offer-${offer.id}-editor`}
                        disabled={!hydrated}
                        onClick={() => setEditing(open ? null : offer.id)}
                      >
                        {t({ message: 'Edit', comment: 'Staff lists (offers, jobs): button that opens an item’s form' })}
                        <span className="sr-only">{` – ${title}`}</span>
                      </Button>
                      {offer.status === 'current' && offer.endsOn !== today ? (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={!hydrated}
                          loading={busy === `close:${offer.id}`}
                          onClick={() => void act(offer, 'close')}
                        >
                          {t({ message: 'End today', comment: 'Staff offers page: button that makes today an offer’s last day' })}
                          <span className="sr-only">{` – ${title}`}</span>
                        </Button>
                      ) : null}
                      <Button size="sm" variant="outline" disabled={!hydrated} onClick={() => setDeleting(offer)}>
                        {t({
                          message: 'Delete',
                          comment: 'Staff lists (offers, jobs, branches): button that asks before deleting an item',
                        })}
                        <span className="sr-only">{` – ${title}`}</span>
                      </Button>
                    </>
                  )}
                </div>
              </div>
              {open ? (
                <div id={`offer-${offer.id}-editor`} className="mt-5 border-t border-line pt-5">
                  <OfferForm
                    offer={offer}
                    onSaved={async (saved) => {
                      const savedTitle = saved.title
                      notifySuccess(t`“${savedTitle}” is saved.`)
                      await router.invalidate()
                    }}
                  />
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t({ message: 'Delete this offer?', comment: 'Staff offers page: title of the dialog that asks before deleting an offer' })}
        confirmLabel={t({ message: 'Delete the offer', comment: 'Staff offers page: the dialog’s button that deletes the offer' })}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await act(deleting, 'delete')
          setDeleting(null)
        }}
      >
        {deleting ? (
          <p>
            {t({
              message: `“${deletingTitle}” leaves the offers page at once, and its page will say it is no longer available. You can restore it until ${until}; after that it is deleted for good.`,
              comment: 'Staff offers page: what deleting an offer does; {until} is the last day it can be restored',
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
