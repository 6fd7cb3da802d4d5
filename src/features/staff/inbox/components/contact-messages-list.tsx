import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useHydrated, useRouter } from '@tanstack/react-router'
import type { ContactMessageFilter, ContactMessagesPage, StaffContactMessage } from '../../../../contract/staff-inbox'
import { Button } from '../../../../components/ui/button'
import { formatDateTime } from '../../../../lib/format'
import { formatSaudiMobile } from '../../../../lib/phone'
import { notifyError, notifySuccess } from '../../../../lib/notify'
import { useLocale } from '../../../../lib/i18n/use-locale'
import { markContactMessage } from '../staff-inbox.functions'
import { StaffFilterTabs } from './staff-filter-tabs'
import { StaffList } from '../../components/staff-list'
import { mailtoHref } from '../../../../lib/mailto'

/** Contact messages for sales, newest first: read, reach the sender, mark handled (or back). */
export function ContactMessagesList({ data, show }: { data: ContactMessagesPage; show: ContactMessageFilter }) {
  const { t } = useLingui()
  const tabs = [
    { key: 'all', label: t({ message: 'All', comment: 'Staff messages: view of every contact message' }), search: { show: undefined } },
    {
      key: 'waiting',
      label: t({ message: 'Waiting', comment: 'Staff messages: view of the messages nobody has handled yet' }),
      count: data.counts.waiting,
      search: { show: 'waiting' },
    },
    {
      key: 'handled',
      label: t({ message: 'Handled', comment: 'Staff messages: view of the messages already answered' }),
      count: data.counts.handled,
      search: { show: 'handled' },
    },
  ]
  return (
    <div>
      <StaffFilterTabs
        label={t({ message: 'Show messages', comment: 'Accessible name of the staff messages views' })}
        tabs={tabs}
        current={show}
      />
      <StaffList
        count={data.items.length}
        empty={
          show === 'waiting'
            ? t`No message is waiting. Well done.`
            : t({ message: 'No messages here.', comment: 'Staff messages: shown when the chosen view has no message' })
        }
        paging={data}
      >
        <ul className="space-y-4" data-testid="contact-messages">
          {data.items.map((message) => (
            <ContactMessageCard key={message.id} message={message} />
          ))}
        </ul>
      </StaffList>
    </div>
  )
}

function ContactMessageCard({ message }: { message: StaffContactMessage }) {
  const { t } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  // Before hydration the button has no handler: a press then would silently do nothing.
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const handled = message.handledAt !== null
  const handledAt = message.handledAt ? formatDateTime(message.handledAt, locale) : ''
  const handledBy = message.handledBy ?? ''

  const toggle = async () => {
    setBusy(true)
    try {
      await markContactMessage({ data: { locale, id: message.id, handled: !handled } })
      notifySuccess(handled ? t`The message is waiting again.` : t`The message is marked handled.`)
      await router.invalidate()
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : t`The message could not be changed. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <li
      className={`rounded-2xl border bg-white p-5 shadow-sm ${handled ? 'border-line' : 'border-brand-200 border-s-4 border-s-brand-600'}`}
      data-testid="contact-message"
      data-handled={handled}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-ink">
            <bdi>{message.name}</bdi>
          </h2>
          <p className="flex flex-wrap gap-x-4 text-sm">
            <a href={mailtoHref(message.email)} dir="ltr" className="break-all font-medium text-brand-700 hover:underline">
              {message.email}
            </a>
            {message.mobile ? (
              <a href={`tel:${message.mobile}`} dir="ltr" className="font-medium text-brand-700 hover:underline">
                {formatSaudiMobile(message.mobile)}
              </a>
            ) : null}
          </p>
        </div>
        <p className="text-sm text-ink-soft">
          <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt, locale)}</time>
        </p>
      </div>
      {/* The visitor's own words, in whichever direction they wrote them. */}
      <p dir="auto" className="mt-4 whitespace-pre-line text-ink">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <p className="text-sm text-ink-soft" data-testid="message-state">
          {handled
            ? handledBy
              ? t`Handled by ${handledBy} on ${handledAt}`
              : t({
                  message: `Handled on ${handledAt}`,
                  comment: 'Staff messages: when the message was marked handled (who did it is unknown: their account is gone)',
                })
            : t({ message: 'Waiting for an answer', comment: 'Staff messages: state of a message nobody has handled yet' })}
        </p>
        <Button variant={handled ? 'outline' : 'primary'} size="sm" loading={busy} disabled={!hydrated} onClick={() => void toggle()}>
          {handled
            ? t({ message: 'Mark as waiting', comment: 'Staff messages: button that puts a handled message back in the waiting list' })
            : t({ message: 'Mark handled', comment: 'Staff messages: button that records that the message was answered' })}
        </Button>
      </div>
    </li>
  )
}
