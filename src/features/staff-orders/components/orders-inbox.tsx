import type { FormEvent } from 'react'
import { Link, useMatch, useNavigate } from '@tanstack/react-router'
import { Plural, useLingui } from '@lingui/react/macro'
import { orderTypes, purchaseTypes } from '../../../contract/orders'
import { inboxAssignees, inboxStatuses, staffOrderLimits, type InboxAssignee } from '../../../contract/staff-orders'
import { staffOrderSorts, type StaffOrderList, type StaffOrderSummary } from '../../../contract/staff-orders-api'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { LinkButton } from '../../../components/ui/link-button'
import { Select } from '../../../components/ui/select'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { formatSaudiMobile } from '../../../lib/phone'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { orderTypeLabels, purchaseTypeLabels } from '../../orders/order-status-labels'
import { hasInboxFilters, inboxFilters, inboxSearchSchema, type InboxSearch } from '../inbox-search'
import { ordersCsvPath } from '../../staff/inbox/staff-download-paths'
import { StaffList, StaffTable } from '../../staff/components/staff-list'
import { orderConfirmedAtLabel, staffOrderSortLabels, staffOrderStatusLabels } from '../../staff/staff-order-labels'
import { OverdueBadge, StatusBadge } from './order-badges'
import { formatDateTime } from '../../../lib/format'

type City = { slug: string; name: string }

/**
 * The orders inbox: filters (a plain GET form, so it works before the page is interactive too),
 * the orders as a table on wide screens and as cards on phones, and paging. Everything is in the
 * URL; this component only reads it and navigates.
 */
export function OrdersInbox({ search, list, cities }: { search: InboxSearch; list: StaffOrderList; cities: readonly City[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <LinkButton variant="accent" size="md" to="/{-$locale}/staff/orders/new" params={{ locale: localeParam }}>
          {t({ message: 'New order for a buyer', comment: 'Staff orders inbox: button to take an order for a phone or walk-in buyer' })}
        </LinkButton>
      </div>
      <InboxViews search={search} />
      <InboxFilters search={search} cities={cities} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-ink-soft" role="status" data-testid="inbox-count">
          <Plural
            value={list.total}
            _0="No orders match."
            one="# order"
            other="# orders"
            comment="Staff inbox: how many orders the filters found"
          />
        </p>
        <div className="flex flex-wrap items-baseline gap-4">
          {hasInboxFilters(search) ? (
            <Link
              to="/{-$locale}/staff/orders"
              params={{ locale: localeParam }}
              search={{ sortBy: search.sortBy }}
              className="text-sm font-bold text-brand-700 hover:underline"
            >
              {t({ message: 'Clear filters', comment: 'Staff inbox: link that removes every filter and the search' })}
            </Link>
          ) : null}
          {list.total > 0 ? (
            // A plain link: the browser downloads the attachment (src/features/staff/inbox/staff-download-paths.ts).
            <a
              href={ordersCsvPath(locale, inboxFilters(search))}
              className="text-sm font-bold text-brand-700 hover:underline"
              data-testid="orders-csv"
            >
              {t({
                message: 'Download these orders (CSV)',
                comment: 'Staff inbox: link that downloads every order the filters found as a spreadsheet file',
              })}
            </a>
          ) : null}
        </div>
      </div>
      <StaffList
        count={list.items.length}
        empty={
          hasInboxFilters(search)
            ? t`No order matches these filters. Try fewer filters or another search.`
            : t`No confirmed orders yet. Orders appear here once the buyer confirms them with the code sent by SMS.`
        }
        paging={list}
      >
        <OrdersTable items={list.items} />
        <OrderCards items={list.items} />
      </StaffList>
    </div>
  )
}

/** All orders, "my orders" and the company orders awaiting their first reply, with how many wait (decision 0087). */
function InboxViews({ search }: { search: InboxSearch }) {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  const desk = useMatch({ from: '/{-$locale}/staff/_desk', shouldThrow: false })
  const awaiting = desk?.loaderData?.awaitingReply ?? null
  const views = [
    {
      key: 'all',
      assignee: undefined,
      queue: undefined,
      label: t({ message: 'All orders', comment: 'Staff inbox: shows every order, whoever is assigned' }),
    },
    {
      key: 'mine',
      assignee: 'mine',
      queue: undefined,
      label: t({ message: 'My orders', comment: 'Staff inbox: shows only the orders assigned to the signed-in staff member' }),
    },
    {
      key: 'awaiting',
      assignee: undefined,
      queue: 'awaiting_reply',
      label: t({
        message: 'Awaiting first reply',
        comment: 'Staff inbox: shows company orders nobody has contacted yet, the least time left of their 24 hours first',
      }),
    },
  ] as const
  return (
    <nav
      aria-label={t({ message: 'Whose orders', comment: 'Staff inbox: accessible name of the All orders / My orders switch' })}
      className="flex flex-wrap gap-2"
      data-testid="inbox-assignee-switch"
    >
      {views.map((view) => {
        const current = search.assignee === view.assignee && search.queue === view.queue
        return (
          <Link
            key={view.key}
            to="/{-$locale}/staff/orders"
            params={{ locale: localeParam }}
            search={{ ...search, assignee: view.assignee, queue: view.queue, page: 1 }}
            aria-current={current ? 'page' : undefined}
            className={`rounded-full border px-4 py-2 text-sm font-bold ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line bg-white text-brand-700 hover:bg-brand-50'}`}
          >
            {view.label}
            {view.queue && awaiting !== null ? (
              <span className="ms-2 rounded-full bg-danger px-1.5 text-xs text-white" data-testid="inbox-awaiting-count">
                {awaiting}
              </span>
            ) : null}
          </Link>
        )
      })}
    </nav>
  )
}

function InboxFilters({ search, cities }: { search: InboxSearch; cities: readonly City[] }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const localeParam = useLocaleParam()
  const any = t({ message: 'All', comment: 'Staff inbox: the choice of a filter that does not filter' })
  const assigneeFilterLabel = (assignee: InboxAssignee) =>
    assignee === 'mine'
      ? t({ message: 'Me', comment: 'Staff inbox: assignee filter choice, the signed-in staff member' })
      : t({ message: 'Nobody yet', comment: 'Staff inbox: assignee filter choice, orders nobody looks after yet' })

  // Read through the URL's own schema: what the form sends is dropped or kept exactly as a typed URL would be.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = Object.fromEntries(Array.from(new FormData(event.currentTarget), ([key, value]) => [key, String(value)]))
    const next = inboxSearchSchema.parse({ ...Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== '')), page: 1 })
    void navigate({ to: '/{-$locale}/staff/orders', params: { locale: localeParam }, search: next })
  }

  return (
    <form
      method="get"
      onSubmit={submit}
      key={JSON.stringify(search)}
      role="search"
      aria-label={t({ message: 'Find orders', comment: 'Staff inbox: accessible name of the filters form' })}
      className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:gap-x-4 sm:p-6 lg:grid-cols-4"
    >
      <Field
        label={t({ message: 'Name, mobile, e-mail, company or reference', comment: 'Staff inbox: label of the search field' })}
        hint={t({
          message: 'For example Noura, 05X XXX XXXX or K7M2Q-9XD4R',
          comment: 'Staff inbox: hint under the search field; keep the mobile and reference patterns as they are',
        })}
        className="col-span-2"
      >
        <Input
          name="q"
          type="search"
          defaultValue={search.q ?? ''}
          dir="auto"
          maxLength={staffOrderLimits.searchMaxLength}
          autoComplete="off"
        />
      </Field>
      <Field label={t({ message: 'Status', comment: 'Staff inbox: label of the status filter' })}>
        <Select name="status" defaultValue={search.status ?? ''}>
          <option value="">{any}</option>
          {inboxStatuses.map((status) => (
            <option key={status} value={status}>
              {i18n._(staffOrderStatusLabels[status])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t({ message: 'Assigned to', comment: 'Staff inbox: label of the filter by who looks after the order' })}>
        <Select name="assignee" defaultValue={search.assignee ?? ''}>
          <option value="">{any}</option>
          {inboxAssignees.map((assignee) => (
            <option key={assignee} value={assignee}>
              {assigneeFilterLabel(assignee)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t({ message: 'City', comment: 'Staff inbox: label of the city filter' })}>
        <Select name="city" defaultValue={search.city ?? ''}>
          <option value="">{any}</option>
          {cities.map((city) => (
            <option key={city.slug} value={city.slug}>
              {city.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t({ message: 'Buyer', comment: 'Staff inbox: label of the filter by buyer type (individual or company)' })}>
        <Select name="type" defaultValue={search.type ?? ''}>
          <option value="">{any}</option>
          {orderTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(orderTypeLabels[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t({ message: 'Payment', comment: 'Staff inbox: label of the filter by payment method (cash or finance)' })}>
        <Select name="purchaseType" defaultValue={search.purchaseType ?? ''}>
          <option value="">{any}</option>
          {purchaseTypes.map((type) => (
            <option key={type} value={type}>
              {i18n._(purchaseTypeLabels[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t({ message: 'Confirmed from', comment: 'Staff inbox: label of the first day of the date filter' })}>
        <Input name="from" type="date" defaultValue={search.from ?? ''} />
      </Field>
      <Field label={t({ message: 'Confirmed until', comment: 'Staff inbox: label of the last day of the date filter' })}>
        <Input name="to" type="date" defaultValue={search.to ?? ''} />
      </Field>
      <Field label={t({ message: 'Sort', comment: 'Staff inbox: label of the sort order choice' })}>
        <Select name="sortBy" defaultValue={search.sortBy}>
          {staffOrderSorts.map((sort) => (
            <option key={sort} value={sort}>
              {i18n._(staffOrderSortLabels[sort])}
            </option>
          ))}
        </Select>
      </Field>
      <div className="col-span-2 flex items-end lg:col-span-2 lg:justify-end">
        <Button type="submit">{t({ message: 'Show orders', comment: 'Staff inbox: button that applies the filters' })}</Button>
      </div>
    </form>
  )
}

function useOrderText() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return {
    kind: (order: StaffOrderSummary) => `${i18n._(orderTypeLabels[order.type])} · ${i18n._(purchaseTypeLabels[order.purchaseType])}`,
    when: (order: StaffOrderSummary) => formatDateTime(order.verifiedAt, locale),
    due: (dueAt: string) => formatDateTime(dueAt, locale),
  }
}

function ReferenceLink({ reference }: { reference: string }) {
  const localeParam = useLocaleParam()
  return (
    <Link
      to="/{-$locale}/staff/orders/$reference"
      params={{ locale: localeParam, reference }}
      className="font-bold text-brand-700 hover:underline"
    >
      <ReferenceCode>{reference}</ReferenceCode>
    </Link>
  )
}

/** Wide screens: one row per order. */
function OrdersTable({ items }: { items: StaffOrderSummary[] }) {
  const { t, i18n } = useLingui()
  const text = useOrderText()
  return (
    <StaffTable
      wide
      testId="orders-table"
      caption={t({ message: 'Orders', comment: 'Staff inbox: caption of the orders table (read by screen readers)' })}
      columns={[
        t({ message: 'Reference', comment: 'Staff inbox: table column of the order reference' }),
        t({ message: 'Buyer', comment: 'Staff inbox: table column of the buyer name and mobile' }),
        t({ message: 'Car', comment: 'Staff inbox: table column of the ordered car' }),
        t({ message: 'Order', comment: 'Staff inbox: table column of buyer type, payment and city' }),
        t({ message: 'Status', comment: 'Staff inbox: table column of the order status' }),
        i18n._(orderConfirmedAtLabel),
      ]}
    >
      {items.map((order) => (
        <tr key={order.reference} className={order.replyOverdue ? 'bg-danger/5' : undefined}>
          <td className="px-4 py-3 align-top">
            <ReferenceLink reference={order.reference} />
          </td>
          <td className="px-4 py-3 align-top">
            <p className="font-medium text-ink">
              <bdi>{order.companyName ?? order.contactName}</bdi>
            </p>
            {order.companyName ? (
              <p className="text-ink-soft">
                <bdi>{order.contactName}</bdi>
              </p>
            ) : null}
            <p className="text-ink-soft">
              <bdi dir="ltr">{formatSaudiMobile(order.mobile)}</bdi>
            </p>
          </td>
          <td className="px-4 py-3 align-top text-ink">
            <bdi>{order.carTitle}</bdi>
          </td>
          <td className="px-4 py-3 align-top text-ink-soft">
            <p>{text.kind(order)}</p>
            <p>{order.city.name}</p>
          </td>
          <td className="px-4 py-3 align-top">
            <div className="flex flex-col items-start gap-1">
              <StatusBadge status={order.status} />
              {order.replyOverdue ? <OverdueBadge /> : null}
              <ReplyDueLine order={order} />
              <AssigneeLine order={order} />
            </div>
          </td>
          <td className="whitespace-nowrap px-4 py-3 align-top text-ink-soft">{text.when(order)}</td>
        </tr>
      ))}
    </StaffTable>
  )
}

/** Phones: one card per order, the reference as its link. */
function OrderCards({ items }: { items: StaffOrderSummary[] }) {
  const text = useOrderText()
  return (
    <ul className="space-y-3 md:hidden" data-testid="orders-cards">
      {items.map((order) => (
        <li
          key={order.reference}
          className={`rounded-2xl border bg-white p-4 shadow-sm ${order.replyOverdue ? 'border-danger/40' : 'border-line'}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ReferenceLink reference={order.reference} />
            <StatusBadge status={order.status} />
          </div>
          {order.replyOverdue ? (
            <div className="mt-2">
              <OverdueBadge />
            </div>
          ) : null}
          <p className="mt-2 font-medium text-ink">
            <bdi>{order.companyName ?? order.contactName}</bdi>
          </p>
          <p className="text-sm text-ink-soft">
            <bdi dir="ltr">{formatSaudiMobile(order.mobile)}</bdi>
          </p>
          <p className="mt-1 text-sm text-ink">
            <bdi>{order.carTitle}</bdi>
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {text.kind(order)} · {order.city.name}
          </p>
          <p className="mt-1 text-xs text-ink-soft">{text.when(order)}</p>
          <ReplyDueLine order={order} />
          <AssigneeLine order={order} />
        </li>
      ))}
    </ul>
  )
}

/** When a company order still awaiting its first reply must have it. */
function ReplyDueLine({ order }: { order: StaffOrderSummary }) {
  const { t } = useLingui()
  const text = useOrderText()
  if (!order.replyDueAt) return null
  const due = text.due(order.replyDueAt)
  return (
    <p className={`mt-1 text-xs font-bold ${order.replyOverdue ? 'text-danger' : 'text-accent-600'}`} data-testid="reply-due">
      {t({
        message: `First reply due by ${due}`,
        comment: 'Staff inbox: the 24-hour deadline of a company order nobody has contacted yet; {due} is a date and time',
      })}
    </p>
  )
}

/** Who looks after the order, or that nobody does yet. */
function AssigneeLine({ order }: { order: StaffOrderSummary }) {
  const { t } = useLingui()
  return (
    <p className="mt-1 text-xs text-ink-soft">
      {order.assignee
        ? t({ message: `Assigned to ${order.assignee.name}`, comment: 'Staff inbox: who looks after the order; {0} is a staff name' })
        : t({ message: 'Not assigned', comment: 'Staff inbox: nobody looks after the order yet' })}
    </p>
  )
}
