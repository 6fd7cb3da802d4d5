/**
 * One order as everything that shows it reads it (decision 0097): the dealer's notice and webhook
 * (order-notice.ts), the staff page (staff-orders.ts) and the buyer's tracking (orders.ts). The
 * row, its branch, bank, assignee and lines are read and shaped here once, in both languages; each
 * reader only picks its language and the parts its audience may see.
 */
import { eq, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { SaudiCitySlug } from '../contract/saudi-cities.ts'
import { banks, branches, orders, staffUsers, type LocalizedText, type OrderFinanceDetails } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { readOrderLines, type StoredLine } from './order-lines.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

type OrderRow = typeof orders.$inferSelect

export type OrderView = {
  /** The stored row, for what only one reader shows (reply times, credit consent, erasure). */
  row: OrderRow
  reference: string
  type: OrderRow['type']
  purchaseType: OrderRow['purchaseType']
  status: OrderRow['status']
  /** The language the buyer ordered in. */
  locale: Locale
  car: { id: number | null; title: LocalizedText }
  color: { id: number | null; name: LocalizedText } | null
  offer: { id: number | null; title: LocalizedText } | null
  citySlug: OrderRow['city']
  branch: { id: number; name: LocalizedText } | null
  contact: { name: string; mobile: string; email: string }
  company: {
    name: string
    ceoName: string
    headquartersAddress: string
    activity: string
    crNumber: string | null
    vatNumber: string | null
    headquartersCity: SaudiCitySlug | null
    /** How many cars the lines ask for. */
    quantity: number
  } | null
  lines: StoredLine[]
  /** A bank gone from the list keeps its slug as its name. */
  bank: { slug: string; name: LocalizedText } | null
  finance: OrderRow['finance']
  plan: OrderPlan | null
  assignee: { id: string; name: string } | null
}

/** Whole orders with the names read beside them: branch, bank and assignee. */
export function selectOrdersWithNames(db: Db) {
  return db
    .select({
      order: orders,
      branchAr: branches.nameAr,
      branchEn: branches.nameEn,
      bankAr: banks.nameAr,
      bankEn: banks.nameEn,
      assigneeName: staffUsers.name,
    })
    .from(orders)
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(banks, eq(banks.slug, orders.bank))
    .leftJoin(staffUsers, eq(staffUsers.id, orders.assigneeId))
}

type Found = Awaited<ReturnType<ReturnType<typeof selectOrdersWithNames>['where']>>[number]

/** The one order `where` names, as its readers see it, or null. */
export async function readOrderView(db: Db, where: SQL | undefined): Promise<OrderView | null> {
  const [found] = await selectOrdersWithNames(db).where(where)
  if (!found) return null
  return orderViewOf(found, await readOrderLines(db, found.order.id))
}

export function orderViewOf(found: Found, lines: StoredLine[]): OrderView {
  const row = found.order
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0)
  return {
    row,
    reference: row.reference,
    type: row.type,
    purchaseType: row.purchaseType,
    status: row.status,
    locale: storedLocale(row.locale),
    car: { id: row.carId, title: row.carTitle },
    color: row.colorName ? { id: row.colorId, name: row.colorName } : null,
    offer: row.offerTitle ? { id: row.offerId, title: row.offerTitle } : null,
    citySlug: row.city,
    branch:
      row.branchId && found.branchAr && found.branchEn ? { id: row.branchId, name: { ar: found.branchAr, en: found.branchEn } } : null,
    contact: { name: row.contactName, mobile: row.mobile, email: row.email },
    company: row.company
      ? {
          name: row.company.companyName,
          ceoName: row.company.ceoName,
          headquartersAddress: row.company.headquartersAddress,
          activity: row.company.activity,
          crNumber: row.company.crNumber ?? null,
          vatNumber: row.company.vatNumber ?? null,
          headquartersCity: (row.company.headquartersCity as SaudiCitySlug | undefined) ?? null,
          quantity,
        }
      : null,
    lines,
    bank: row.bank ? { slug: row.bank, name: { ar: found.bankAr ?? row.bank, en: found.bankEn ?? row.bank } } : null,
    finance: row.finance,
    plan: planOf(row.finance),
    assignee: row.assigneeId ? { id: row.assigneeId, name: found.assigneeName ?? '' } : null,
  }
}

/** A finance order's plan as stored; null for cash, and once its answers were erased (decision 0070). */
export function planOf(finance: OrderFinanceDetails | null): OrderPlan | null {
  if (!finance) return null
  return { downPayment: finance.downPayment, termMonths: finance.installmentMonths, finalPayment: finance.finalPayment ?? 0 }
}
export type OrderPlan = { downPayment: number; termMonths: number; finalPayment: number }
