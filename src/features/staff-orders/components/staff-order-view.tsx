import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { isClosedStage, type LicenceStatus, type WorkSector } from '../../../contract/orders'
import { creditRetentionAfterCloseDays } from '../../../contract/order-values'
import type { StaffOrder } from '../../../contract/staff-orders-api'
import { Notice } from '../../../components/ui/notice'
import { formatSar, formatNumber } from '../../../lib/format'
import { formatSaudiMobile } from '../../../lib/phone'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { licenceStatusLabels, workSectorLabels } from '../../orders/order-form-labels'
import { orderTypeLabels, purchaseTypeLabels } from '../../orders/order-status-labels'
import { orderConfirmedAtLabel, staffOrderStatusLabels } from '../../staff/staff-order-labels'
import { OverdueBadge, StatusBadge } from './order-badges'
import { formatDateTime } from '../../../lib/format'
import { OrderStatusForm } from './order-status-form'
import { OrderNotes } from './order-notes'
import { OrderAssigneeForm } from './order-assignee-form'
import { mailtoHref } from '../../../lib/mailto'
import { whatsappChatUrl } from '../../../lib/whatsapp'
import { SafeExternalLink } from '../../../components/ui/safe-external-link'
import { WhatsAppIcon } from '../../../components/icons/icons'

/**
 * One order for staff: every field, who looks after it, its stage form with the text message the
 * buyer would get, the internal notes, and its history with who, why and whether the buyer was texted.
 */
export function StaffOrderView({ order }: { order: StaffOrder }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const termMonths = order.finance ? formatNumber(order.finance.installmentMonths, locale) : ''
  const yesNo = (value: boolean) =>
    value
      ? t({ message: 'Yes', comment: 'Staff order page: answer to a yes/no question' })
      : t({ message: 'No', comment: 'Staff order page: answer to a yes/no question' })
  const languageName = order.locale === 'en' ? t`English` : t`Arabic`
  const notGiven = t({ message: 'Not given', comment: 'Staff order page: a company number not asked when the order was placed' })

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
      {/* Phones: who the buyer is, then the next step and history, then the rest; wide screens: the step beside the details. */}
      <div className="space-y-6 lg:col-start-1 lg:row-start-1">
        <div className="flex flex-wrap items-center gap-2" data-testid="order-status">
          <StatusBadge status={order.status} />
          {order.replyOverdue ? <OverdueBadge /> : null}
          <span className="text-sm text-ink-soft">
            {i18n._(orderTypeLabels[order.type])} · {i18n._(purchaseTypeLabels[order.purchaseType])}
          </span>
        </div>

        <Section title={t({ message: 'Buyer', comment: 'Staff order page: heading of the buyer contact details' })}>
          <Item label={t({ message: 'Name', comment: 'Staff order page: the buyer or contact person name' })}>{order.contact.name}</Item>
          <Item label={t({ message: 'Mobile', comment: 'Staff order page: the buyer mobile number' })}>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a href={`tel:${order.contact.mobile}`} className="font-medium text-brand-700 hover:underline" dir="ltr">
                {formatSaudiMobile(order.contact.mobile)}
              </a>
              <SafeExternalLink
                href={whatsappChatUrl(order.contact.mobile, order.whatsappGreeting)}
                className="inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:underline"
                data-testid="buyer-whatsapp"
              >
                <WhatsAppIcon className="size-4 shrink-0" />
                {t({ message: 'WhatsApp', comment: 'Staff order page: link that opens a WhatsApp chat with the buyer' })}
              </SafeExternalLink>
            </span>
          </Item>
          <Item label={t({ message: 'Email', comment: 'Staff order page: the buyer email address' })}>
            <a href={mailtoHref(order.contact.email)} className="break-all font-medium text-brand-700 hover:underline" dir="ltr">
              {order.contact.email}
            </a>
          </Item>
          <Item
            label={
              order.company
                ? t({ message: 'Delivery city', comment: 'Staff order page: the city a company’s cars are delivered to' })
                : t({ message: 'Buyer’s city', comment: 'Staff order page: the city the individual buyer lives in' })
            }
          >
            {order.city.name}
          </Item>
          <Item label={t({ message: 'Handling branch', comment: 'Staff order page: the branch that handles the order' })}>
            {order.branch?.name ??
              t({ message: 'No branch', comment: 'Staff order page: the order has no handling branch (removed, or an old order)' })}
          </Item>
          <Item label={t({ message: 'Language', comment: 'Staff order page: the language the buyer ordered in (their SMS use it)' })}>
            {languageName}
          </Item>
        </Section>
      </div>
      <div className="space-y-6 self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <section aria-labelledby="order-step-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <OrderAssigneeForm key={`${order.reference}:${order.assignee?.id ?? ''}`} order={order} />
          <h2 id="order-step-title" className="mt-5 border-t border-line pt-4 text-lg font-bold text-ink">
            {isClosedStage(order.status)
              ? t({ message: 'Reopen or change the outcome', comment: 'Staff order page: heading of the stage form on a closed order' })
              : t({ message: 'Stage', comment: 'Staff order page: heading of the form that changes the order stage' })}
          </h2>
          {isClosedStage(order.status) ? (
            <Notice tone="info" className="mt-3">
              {t`This order is closed. Reopen it by moving it to an open stage, with the reason.`}
            </Notice>
          ) : null}
          <OrderStatusForm key={`${order.reference}:${order.status}`} order={order} />
        </section>

        <OrderNotes order={order} />

        <section aria-labelledby="order-history-title" className="rounded-2xl border border-line bg-white p-5 shadow-sm">
          <h2 id="order-history-title" className="text-lg font-bold text-ink">
            {t({ message: 'History', comment: 'Staff order page: heading of the list of status changes' })}
          </h2>
          <ol className="mt-3 space-y-4" data-testid="order-history">
            {[...order.history].reverse().map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="border-s-2 border-brand-200 ps-3">
                <p className="font-bold text-ink">{i18n._(staffOrderStatusLabels[entry.status])}</p>
                <p className="text-xs text-ink-soft">
                  {formatDateTime(entry.at, locale)} ·{' '}
                  {entry.staffName ??
                    (entry.status === 'cancelled'
                      ? t({
                          message: 'The buyer, in My orders',
                          comment: 'Staff order history: the buyer withdrew the order themselves on the site’s My orders page',
                        })
                      : t({
                          message: 'The buyer, by SMS code',
                          comment: 'Staff order history: the status was set by the buyer confirming the order',
                        }))}
                </p>
                {entry.channel ? <StaffTakenLine channel={entry.channel} confirmation={entry.confirmation} /> : null}
                <p className="text-xs text-ink-soft">
                  {entry.notified
                    ? t({ message: 'Buyer texted', comment: 'Staff order history: an SMS was sent to the buyer for this stage' })
                    : t({ message: 'Buyer not texted', comment: 'Staff order history: no SMS was sent to the buyer for this stage' })}
                </p>
                {entry.note ? (
                  <p className="mt-1 whitespace-pre-line rounded-lg bg-surface p-2 text-sm text-ink" dir="auto">
                    <span className="sr-only">
                      {t({ message: 'Internal note:', comment: 'Staff order history: read before a staff note' })}{' '}
                    </span>
                    {entry.note}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <div className="space-y-6 lg:col-start-1 lg:row-start-2">
        {order.company ? (
          <Section title={t({ message: 'Company', comment: 'Staff order page: heading of the company details' })}>
            <Item label={t({ message: 'Company name', comment: 'Staff order page: the ordering company name' })}>{order.company.name}</Item>
            <Item label={t({ message: 'CR number', comment: 'Staff order page: the company commercial registration number' })}>
              <span dir="ltr">{order.company.crNumber ?? notGiven}</span>
            </Item>
            <Item label={t({ message: 'VAT number', comment: 'Staff order page: the company VAT registration number' })}>
              <span dir="ltr">{order.company.vatNumber ?? notGiven}</span>
            </Item>
            <Item label={t({ message: 'Chief executive', comment: 'Staff order page: the company CEO name' })}>
              {order.company.ceoName}
            </Item>
            <Item label={t({ message: 'Headquarters', comment: 'Staff order page: the company headquarters address' })}>
              {[order.company.headquartersCity?.name, order.company.headquartersAddress]
                .filter(Boolean)
                .join(locale === 'ar' ? '، ' : ', ')}
            </Item>
            <Item label={t({ message: 'Activity', comment: 'Staff order page: what the company does' })}>{order.company.activity}</Item>
          </Section>
        ) : null}

        {order.lines.length > 0 ? (
          <section className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-ink">
              {t({ message: 'Quotation request', comment: 'Staff order page: heading of a company order’s lines of cars, to be quoted' })}
            </h2>
            <p className="mt-1 text-sm text-ink-soft">
              {t`Reply with a quotation for these cars: call or write to the contact, then move the order to its next stage.`}
            </p>
            <table className="mt-3 w-full text-start text-sm" data-testid="order-lines">
              <thead>
                <tr className="border-b border-line text-xs text-ink-soft">
                  <th scope="col" className="py-2 text-start font-bold">
                    {t({ message: 'Car', comment: 'Staff order page: column of the car of each line of a company order' })}
                  </th>
                  <th scope="col" className="py-2 text-start font-bold">
                    {t({ message: 'Colour', comment: 'Staff order page: column of the colour of each line of a company order' })}
                  </th>
                  <th scope="col" className="py-2 text-end font-bold">
                    {t({ message: 'Quantity', comment: 'Staff order page: how many cars the company orders' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.lines.map((line, index) => (
                  <tr key={index} className="border-b border-line last:border-0">
                    <td className="py-2">
                      <bdi>{line.car.title}</bdi>
                    </td>
                    <td className="py-2">
                      {line.color ?? t({ message: 'Any colour', comment: 'Staff order page: a line of cars with no colour preference' })}
                    </td>
                    <td className="py-2 text-end">{formatNumber(line.quantity, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}

        <Section title={t({ message: 'Car and payment', comment: 'Staff order page: heading of the ordered car and how it is paid' })}>
          <Item label={t({ message: 'Car', comment: 'Staff order page: the ordered car' })}>
            <ListingTitle page="/{-$locale}/car" id={order.car.id} title={order.car.title} />
          </Item>
          {order.color ? (
            <Item label={t({ message: 'Colour', comment: 'Staff order page: the colour of the car the buyer chose' })}>
              <bdi>{order.color}</bdi>
            </Item>
          ) : null}
          {order.offer ? (
            <Item label={t({ message: 'Offer', comment: 'Staff order page: the offer the order was placed under' })}>
              <ListingTitle page="/{-$locale}/offers/offer" id={order.offer.id} title={order.offer.title} />
            </Item>
          ) : null}
          <Item label={t({ message: 'Payment', comment: 'Staff order page: cash or bank finance' })}>
            {i18n._(purchaseTypeLabels[order.purchaseType])}
          </Item>
          {order.bank ? (
            <Item label={t({ message: 'Bank', comment: 'Staff order page: the bank the buyer chose for finance' })}>{order.bank.name}</Item>
          ) : null}
          <Item label={t({ message: 'Placed', comment: 'Staff order page: when the order form was sent' })}>
            {formatDateTime(order.placedAt, locale)}
          </Item>
          <Item label={i18n._(orderConfirmedAtLabel)}>{formatDateTime(order.verifiedAt, locale)}</Item>
        </Section>

        {order.finance ? (
          <Section
            title={t({ message: 'Finance answers', comment: 'Staff order page: heading of the buyer answers for bank finance' })}
            note={t`Credit data: use it only to process this order.`}
          >
            <Item label={t({ message: 'Work sector', comment: 'Staff order page: the buyer employer sector' })}>
              {i18n._(workSectorLabels[order.finance.workSector as WorkSector] ?? { id: order.finance.workSector })}
            </Item>
            <Item label={t({ message: 'Monthly salary', comment: 'Staff order page: the buyer salary' })}>
              {formatSar(order.finance.salary, locale)}
            </Item>
            <Item label={t({ message: 'Monthly commitments', comment: 'Staff order page: the buyer monthly debt payments' })}>
              {formatSar(order.finance.monthlyCommitments, locale)}
            </Item>
            <Item label={t({ message: 'Down payment', comment: 'Staff order page: the amount the buyer pays up front' })}>
              {formatSar(order.finance.downPayment, locale)}
            </Item>
            <Item label={t({ message: 'Term', comment: 'Staff order page: number of monthly instalments' })}>
              {t({
                message: plural(order.finance.installmentMonths, {
                  one: `${termMonths} month`,
                  other: `${termMonths} months`,
                }),
                comment: 'Staff order page: the finance term, e.g. "60 months"',
              })}
            </Item>
            {order.finance.finalPayment > 0 ? (
              <Item label={t({ message: 'Last payment', comment: 'Staff order page: the final (balloon) payment of the finance plan' })}>
                {formatSar(order.finance.finalPayment, locale)}
              </Item>
            ) : null}
            <Item label={t({ message: 'Has a mortgage', comment: 'Staff order page: whether the buyer pays a home loan' })}>
              {yesNo(order.finance.hasMortgage)}
            </Item>
            <Item label={t({ message: 'Late payments', comment: 'Staff order page: whether the buyer has had late payments' })}>
              {yesNo(order.finance.hasPaymentDelays)}
            </Item>
            <Item label={t({ message: 'Driving licence', comment: 'Staff order page: the buyer driving licence status' })}>
              {i18n._(licenceStatusLabels[order.finance.licenceStatus as LicenceStatus] ?? { id: order.finance.licenceStatus })}
            </Item>
            {order.finance.consentAt ? (
              <Item label={t({ message: 'Credit consent', comment: 'Staff order page: when the buyer consented to credit checks' })}>
                {formatDateTime(order.finance.consentAt, locale)}
              </Item>
            ) : null}
          </Section>
        ) : order.creditErasedAt ? (
          <Section
            title={t({ message: 'Finance answers', comment: 'Staff order page: heading of the buyer answers for bank finance' })}
            note={t({
              message: `Erased on ${formatDateTime(order.creditErasedAt, locale)}: credit data is kept for ${plural(creditRetentionAfterCloseDays, { one: '# day', other: '# days' })} after an order is closed.`,
              comment:
                'Staff order page: the finance answers of a closed order were deleted under the retention rule; {0} is a date and time, {1} a number of days',
            })}
          />
        ) : null}
      </div>
    </div>
  )
}

function Section({ title, note, children }: { title: string; note?: string; children?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {note ? <p className="mt-1 text-sm text-ink-soft">{note}</p> : null}
      {children ? <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl> : null}
    </section>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-bold text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-ink">
        {/* Isolated: an English name or address on an Arabic page (and the reverse) keeps its punctuation in place. */}
        <bdi>{children}</bdi>
      </dd>
    </div>
  )
}

/** What was ordered, linked to its public page while the dealer still lists it (the title is the one ordered). */
function ListingTitle({ page, id, title }: { page: '/{-$locale}/car' | '/{-$locale}/offers/offer'; id: number | null; title: string }) {
  const localeParam = useLocaleParam()
  if (id === null) return <bdi>{title}</bdi>
  return (
    <Link to={page} params={{ locale: localeParam }} search={{ id }} className="font-medium text-brand-700 hover:underline">
      <bdi>{title}</bdi>
    </Link>
  )
}

/** How staff took the order and proved its mobile (decision 0092), on its `received` line. */
function StaffTakenLine({
  channel,
  confirmation,
}: {
  channel: StaffOrder['history'][number]['channel'] & string
  confirmation: StaffOrder['history'][number]['confirmation']
}) {
  const { t } = useLingui()
  const how =
    channel === 'phone'
      ? t({ message: 'Taken on the phone', comment: 'Staff order history: staff took the order from a buyer who called' })
      : t({ message: 'Taken in the showroom', comment: 'Staff order history: staff took the order from a walk-in buyer' })
  const proof =
    confirmation === 'in_person'
      ? t({
          message: 'buyer seen in person',
          comment: 'Staff order history: after "Taken in the showroom", the mobile was checked in person',
        })
      : t({ message: 'confirmed by the SMS code', comment: 'Staff order history: after "Taken on the phone", the buyer read out the code' })
  return (
    <p className="text-xs text-ink-soft" data-testid="order-history-channel">
      {how} · {proof}
    </p>
  )
}
