/**
 * What a buyer chose on the way to an order (decision 0084): the car's colour, the offer the
 * order starts from and, for finance, the calculator's plan. Checked against the database and the
 * calculator's own rules (src/lib/finance.ts) before the order is stored, so the dealer never
 * receives a colour the car does not come in, an ended offer or a plan no bank would quote.
 */
import { and, eq, gte, isNull, lte } from 'drizzle-orm'
import type { FieldErrorKey } from '../contract/field-errors.ts'
import type { PlaceOrder } from '../contract/orders.ts'
import { quoteFinance, type FinanceRefusal } from '../lib/finance.ts'
import { offerDownPaymentShare, offerDownPaymentShortfall } from '../lib/offer-down-payment.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { banks, carColors, offerCars, offers, type LocalizedText } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'

export type StoredChoice = {
  colorId: number | null
  colorName: LocalizedText | null
  offerId: number | null
  offerTitle: LocalizedText | null
}

/**
 * The fields that are wrong; `leastDownPaymentSar` is the offer's least first payment when
 * `finance.downPayment` is below it, for the answer to name it in riyals.
 */
export type ChoiceRefusal = { refused: 'invalid'; fields: Record<string, FieldErrorKey>; leastDownPaymentSar?: number }

const noChoice: StoredChoice = { colorId: null, colorName: null, offerId: null, offerTitle: null }

/**
 * The colour and offer to store with an order of `car` (a company's: of its first line), or the
 * fields that are wrong. A company's colours are its lines' own (src/domain/order-lines.ts); its
 * offer must list the car of every line, as an individual's must list the car.
 */
export async function checkOrderChoice(
  tx: Db,
  input: PlaceOrder,
  car: { id: number; priceSar: number },
  now: Date,
): Promise<StoredChoice | ChoiceRefusal> {
  const fields: Record<string, FieldErrorKey> = {}
  const stored = { ...noChoice }
  if (input.type === 'individual' && input.colorId !== undefined) {
    const [color] = await tx
      .select({ ar: carColors.nameAr, en: carColors.nameEn })
      .from(carColors)
      .where(and(eq(carColors.id, input.colorId), eq(carColors.carId, car.id)))
    if (color) Object.assign(stored, { colorId: input.colorId, colorName: { ar: color.ar, en: color.en } })
    else fields.colorId = 'carColor'
  }
  let leastDownPaymentSar: number | undefined
  if (input.offerId !== undefined) {
    const offer = await liveOffer(tx, input.offerId, saudiDate(now))
    const carFields =
      input.type === 'company'
        ? input.lines.map((line, index) => [`lines.${index}.carId`, line.carId] as const)
        : [['carId', car.id] as const]
    if (!offer) fields.offerId = 'offerNotLive'
    else {
      Object.assign(stored, { offerId: input.offerId, offerTitle: offer.title })
      // An offer that lists no cars is for any car.
      for (const [field, carId] of carFields) if (offer.carIds.length > 0 && !offer.carIds.includes(carId)) fields[field] = 'offerCar'
      if (input.type === 'individual' && input.purchaseType === 'finance') {
        const least = offerDownPaymentShortfall(car.priceSar, input.finance.downPayment, offerDownPaymentShare(offer))
        if (least !== null) {
          fields['finance.downPayment'] = 'offerDownPayment'
          leastDownPaymentSar = least
        }
      }
    }
  }
  if (input.type === 'individual' && input.purchaseType === 'finance') {
    // The calculator's own rules speak first: their sentence says more than the offer's.
    Object.assign(fields, await planRefusals(tx, input.finance, car.priceSar))
    if (fields['finance.downPayment'] !== 'offerDownPayment') leastDownPaymentSar = undefined
  }
  if (Object.keys(fields).length === 0) return stored
  return leastDownPaymentSar === undefined ? { refused: 'invalid', fields } : { refused: 'invalid', fields, leastDownPaymentSar }
}

/**
 * An offer on today (Saudi date) and not deleted: its title, the cars it lists (none: any car)
 * and what decides its least down payment; null otherwise.
 */
async function liveOffer(tx: Db, offerId: number, today: string) {
  const [offer] = await tx
    .select({
      ar: offers.titleAr,
      en: offers.titleEn,
      profitRatePercent: offers.profitRatePercent,
      minDownPaymentPercent: offers.minDownPaymentPercent,
    })
    .from(offers)
    .where(and(eq(offers.id, offerId), isNull(offers.deletedAt), lte(offers.startsOn, today), gte(offers.endsOn, today)))
  if (!offer) return null
  const listed = await tx.select({ carId: offerCars.carId }).from(offerCars).where(eq(offerCars.offerId, offerId))
  return {
    title: { ar: offer.ar, en: offer.en } satisfies LocalizedText,
    carIds: listed.map((row) => row.carId),
    profitRatePercent: offer.profitRatePercent,
    minDownPaymentPercent: offer.minDownPaymentPercent,
  }
}

type Plan = { bank: string; downPayment: number; installmentMonths: number; finalPayment?: number | undefined }

const planFieldOf: Record<FinanceRefusal['rule'], [string, FieldErrorKey] | null> = {
  amounts: null,
  term: ['finance.installmentMonths', 'months'],
  belowPrice: ['finance.finalPayment', 'planBelowPrice'],
  downPayment: ['finance.downPayment', 'downPaymentShare'],
  balloon: ['finance.finalPayment', 'finalPaymentShare'],
  // Whether the instalment suits the salary is the bank's assessment (SAMA's third), not a refusal here.
  salary: null,
}

/**
 * The calculator's rules for the plan, on the car's price: a down payment of the whole price is a
 * cash purchase (said as such), the down payment and final payment within their shares, and a
 * term the chosen bank finances. The rate does not change what is allowed.
 */
export async function planRefusals(tx: Db, plan: Plan, priceSar: number): Promise<Record<string, FieldErrorKey>> {
  const finalPayment = plan.finalPayment ?? 0
  const result = quoteFinance({
    priceSar,
    downPaymentSar: plan.downPayment,
    balloonSar: finalPayment,
    termMonths: plan.installmentMonths,
    annualProfitRatePercent: 0,
  })
  if (!result.ok) {
    if (result.refusal.rule === 'belowPrice' && plan.downPayment >= priceSar) return { 'finance.downPayment': 'firstPayment' }
    const field = planFieldOf[result.refusal.rule]
    return field ? { [field[0]]: field[1] } : {}
  }
  const [bank] = await tx.select({ maxTermMonths: banks.maxTermMonths }).from(banks).where(eq(banks.slug, plan.bank))
  if (bank && plan.installmentMonths > bank.maxTermMonths) return { 'finance.installmentMonths': 'bankTerm' }
  return {}
}
