/**
 * The orders inbox as a CSV file (decision 0087): every order the inbox's filters and search find
 * (not only the page on screen), with the column titles and values in the staff member's language.
 * The finance answers are credit data: columns for admins only, and the closed orders' answers past
 * their retention are erased first, in the same transaction, so no file ever holds them. The export
 * is audited with its filters and row count.
 */
import type { Locale } from '../../app.config.ts'
import type { OrderStatus, OrderType, PurchaseType } from '../contract/orders.ts'
import type { ExportStaffOrdersInput, ListStaffOrdersQuery } from '../contract/staff-orders-api.ts'
import type { FileAnswer } from '../contract/file-answer.ts'
import { saudiCityName } from '../contract/saudi-cities.ts'
import { toCsv } from '../lib/csv.ts'
import type { Db } from '../server/db/types.ts'
import { csvAttachment, riyadhMinute } from './csv-attachment.ts'
import { inLocale, localizeText } from './localize.ts'
import { orderedQuantities } from './order-lines.ts'
import { replyDueAt } from './order-reply.ts'
import { eraseClosedOrdersCreditAnswers } from './orders.ts'
import { recordStaffAction } from './staff-audit.ts'
import { inboxCondition, inboxOrder, type StaffOrderActor } from './staff-orders.ts'
import { selectOrdersWithNames } from './order-read-model.ts'

/** The columns every inbox role gets, in the file's order. */
export const orderCsvColumns = [
  'reference',
  'stage',
  'type',
  'purchaseType',
  'confirmedAt',
  'name',
  'mobile',
  'email',
  'company',
  'quantity',
  'city',
  'car',
  'bank',
  'assignee',
  'firstReplyAt',
  'replyDueAt',
] as const
/** The finance answers: admins only. */
export const orderCreditCsvColumns = [
  'workSector',
  'salary',
  'monthlyCommitments',
  'downPayment',
  'installmentMonths',
  'hasMortgage',
  'hasPaymentDelays',
  'licenceStatus',
] as const

export type OrderCsvTexts = {
  locale: Locale
  columns: Record<(typeof orderCsvColumns)[number] | (typeof orderCreditCsvColumns)[number], string>
  stage: (status: OrderStatus) => string
  type: (type: OrderType) => string
  purchaseType: (type: PurchaseType) => string
  yesNo: (value: boolean) => string
  /** A finance answer's code (work sector, licence status) as words. */
  answer: (code: string) => string
}

export async function exportStaffOrders(
  db: Db,
  staff: StaffOrderActor,
  query: ExportStaffOrdersInput,
  texts: OrderCsvTexts,
  { withCredit, now = new Date() }: { withCredit: boolean; now?: Date },
): Promise<FileAnswer> {
  return db.transaction(async (tx) => {
    if (withCredit) await eraseClosedOrdersCreditAnswers(tx, now)
    const filters = { ...query, sort: 'oldest', page: 1 } satisfies ListStaffOrdersQuery
    const rows = await selectOrdersWithNames(tx)
      .where(inboxCondition(filters, staff.id))
      .orderBy(...inboxOrder(filters))
    const { locale } = texts
    const quantities = await orderedQuantities(
      tx,
      rows.filter(({ order }) => order.type === 'company').map(({ order }) => order.id),
    )
    const moment = (value: Date | null) => (value ? riyadhMinute(value) : '')
    const lines = rows.map(({ order, ...joined }) => {
      const line = [
        order.reference,
        texts.stage(order.status),
        texts.type(order.type),
        texts.purchaseType(order.purchaseType),
        moment(order.verifiedAt),
        order.contactName,
        order.mobile,
        order.email,
        order.company?.companyName ?? '',
        order.company ? String(quantities.get(order.id) ?? '') : '',
        saudiCityName(order.city, locale),
        localizeText(locale, order.carTitle),
        order.bank ? inLocale(locale, joined.bankAr ?? order.bank, joined.bankEn ?? order.bank) : '',
        joined.assigneeName ?? '',
        moment(order.firstReplyAt),
        moment(replyDueAt(order)),
      ]
      if (!withCredit) return line
      const finance = order.finance
      return [
        ...line,
        finance ? texts.answer(finance.workSector) : '',
        finance ? String(finance.salary) : '',
        finance ? String(finance.monthlyCommitments) : '',
        finance ? String(finance.downPayment) : '',
        finance ? String(finance.installmentMonths) : '',
        finance ? texts.yesNo(finance.hasMortgage) : '',
        finance ? texts.yesNo(finance.hasPaymentDelays) : '',
        finance ? texts.answer(finance.licenceStatus) : '',
      ]
    })
    const header = [...orderCsvColumns, ...(withCredit ? orderCreditCsvColumns : [])].map((column) => texts.columns[column])
    await recordStaffAction(tx, staff, {
      action: 'orders.exported',
      subjectType: 'orders',
      after: { rows: rows.length, withCredit, filters: query },
    })
    return csvAttachment(toCsv([header, ...lines]), 'orders', now)
  })
}
